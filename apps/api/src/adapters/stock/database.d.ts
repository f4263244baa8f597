import type { StockItem } from '@kerb/domain/contracts/stock';
import type { Database } from '../../db/client';
import { stockVehicles } from '../../db/schema/index';
import type { StockFeed } from './port';
type StockRow = typeof stockVehicles.$inferSelect;
/** A stored car in spec 1 §7's stock item shape. */
export declare function stockItemOf(row: StockRow): StockItem;
/** The stock held in the database: the sample dealers' feeds, and any an operator loads. */
export declare function createDatabaseStockFeed(db: Database): StockFeed;
export {};
