import type { Database } from '../../db/client';
export declare function seedSampleStock(db: Database): Promise<void>;
