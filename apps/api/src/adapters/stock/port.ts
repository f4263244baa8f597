import type { StockItem } from '@kerb/domain/contracts/stock';

// The stock feed port (docs/decisions/047): a dealer's car by its stock system (integration) and stock
// number, for spec 1 §7 "GET /api/iMotor/stockNumber/{n} or /api/{integration}/{n}". Adapters: the stock in
// the database (database.ts, the default and every sample partner's) and a stock system's HTTP feed
// (http.ts, STOCK_FEED_URL). Unknown numbers answer null; a feed that cannot answer throws StockFeedError.

export interface StockQuery {
  integration: string;
  stockNumber: string;
}

export interface StockFeed {
  readonly name: string;
  /** The car, or null when the stock system has no car of that number. */
  byStockNumber(query: StockQuery): Promise<StockItem | null>;
}

export class StockFeedError extends Error {
  override readonly name = 'StockFeedError';
}
