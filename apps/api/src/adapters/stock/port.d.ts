import type { StockItem } from '@kerb/domain/contracts/stock';
export interface StockQuery {
    integration: string;
    stockNumber: string;
}
export interface StockFeed {
    readonly name: string;
    /** The car, or null when the stock system has no car of that number. */
    byStockNumber(query: StockQuery): Promise<StockItem | null>;
}
export declare class StockFeedError extends Error {
    readonly name = "StockFeedError";
}
