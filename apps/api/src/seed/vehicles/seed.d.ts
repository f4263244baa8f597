import type { Database } from '../../db/client';
export declare function seedSampleVehicles(db: Database): Promise<void>;
