import type { Database } from '../../db/client';
import type { Env } from '../../env';
import type { StockFeed } from './port';
/** The configured stock feed: the stock system's HTTP feed when STOCK_FEED_URL is set, else the database's. */
export declare function createStockFeed(env: Env, db: Database): StockFeed;
