import type { Database } from '../db/client';

// Sample data (fictional, marked as sample): partners now; lenders with the lending engine.
export async function seedSampleData(_db: Database): Promise<void> {}
