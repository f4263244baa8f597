import { type StockFeed } from './port';
export interface HttpStockFeedOptions {
    url: string;
    apiKey?: string | undefined;
    timeoutMs?: number;
}
export declare function createHttpStockFeed(options: HttpStockFeedOptions): StockFeed;
