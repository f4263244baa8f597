import { StockItem } from '@kerb/domain/contracts/stock';
import { safeParse } from 'zod/mini';
import { askProvider } from '../provider-http';
import { type StockFeed, StockFeedError } from './port';

// A stock system's feed over HTTP (docs/decisions/047): GET {STOCK_FEED_URL}/{integration}/{stockNumber}
// with STOCK_FEED_KEY as a bearer token answers a stock item in spec 1 §7's shape, or 404 for a number it
// does not know. Anything else (another status, a timeout, an unreachable host, another body) is a
// StockFeedError, which the route answers as a 503.

export interface HttpStockFeedOptions {
  url: string;
  apiKey?: string | undefined;
  timeoutMs?: number;
}

export function createHttpStockFeed(options: HttpStockFeedOptions): StockFeed {
  const base = options.url.replace(/\/+$/, '');
  return {
    name: 'http',
    async byStockNumber({ integration, stockNumber }) {
      const answer = await askProvider(
        { url: `${base}/${encodeURIComponent(integration)}/${encodeURIComponent(stockNumber)}`, apiKey: options.apiKey, timeoutMs: options.timeoutMs ?? 5_000 },
        { name: 'stock feed', error: (message) => new StockFeedError(message), notFoundIsNull: true },
      );
      if (answer === null) return null;
      const parsed = safeParse(StockItem, answer);
      if (!parsed.success) throw new StockFeedError('stock feed answer is not in the expected shape');
      return parsed.data;
    },
  };
}
