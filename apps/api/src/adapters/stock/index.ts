import type { Database } from '../../db/client';
import type { Env } from '../../env';
import { createDatabaseStockFeed } from './database';
import { createHttpStockFeed } from './http';
import type { StockFeed } from './port';

/** The configured stock feed: the stock system's HTTP feed when STOCK_FEED_URL is set, else the database's. */
export function createStockFeed(env: Env, db: Database): StockFeed {
  if (!env.STOCK_FEED_URL) return createDatabaseStockFeed(db);
  return createHttpStockFeed({ url: env.STOCK_FEED_URL, apiKey: env.STOCK_FEED_KEY, timeoutMs: env.STOCK_FEED_TIMEOUT_MS });
}
