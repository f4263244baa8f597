import type { DatabaseHandle } from './client';
export declare function applyMigrations(handle: DatabaseHandle): Promise<void>;
