import type { Database } from '../../db/client';
import { scanwareCodes, stockVehicles } from '../../db/schema/index';
import { SAMPLE_SCANWARE_ROWS, SAMPLE_STOCK_ROWS } from './index';

// Seeds the sample stock and QR codes after the sample partners. Idempotent and never overwrites a
// partner's or an operator's edit (ON CONFLICT DO NOTHING): a re-pointed QR code stays re-pointed.
export async function seedSampleStock(db: Database): Promise<void> {
  await db
    .insert(stockVehicles)
    .values(SAMPLE_STOCK_ROWS.map((r) => ({ ...r, isSample: true })))
    .onConflictDoNothing({ target: [stockVehicles.integration, stockVehicles.stockNumber] });
  await db
    .insert(scanwareCodes)
    .values(SAMPLE_SCANWARE_ROWS.map((r) => ({ ...r, isSample: true })))
    .onConflictDoNothing({ target: scanwareCodes.qrId });
}
