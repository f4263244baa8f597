import type { Database } from '../../db/client';
import { vehicleCatalogue, vehicleMakes, vehiclePlates } from '../../db/schema/index';
import { SAMPLE_CATALOGUE_ROWS, SAMPLE_PLATE_ROWS, SAMPLE_VEHICLE_MAKES } from './index';

// Seeds the sample catalogue and plates in three statements. Idempotent and never overwrites an operator's
// edit: rows that exist are left alone (ON CONFLICT DO NOTHING), so a restart re-adds only what was deleted.
export async function seedSampleVehicles(db: Database): Promise<void> {
  await db
    .insert(vehicleMakes)
    .values(SAMPLE_VEHICLE_MAKES.map((m) => ({ code: m.code, name: m.name, imageUrl: null, isSample: true })))
    .onConflictDoNothing({ target: vehicleMakes.code });
  await db
    .insert(vehicleCatalogue)
    .values(SAMPLE_CATALOGUE_ROWS.map((r) => ({ ...r, isSample: true })))
    .onConflictDoNothing({ target: vehicleCatalogue.nvic });
  await db
    .insert(vehiclePlates)
    .values(SAMPLE_PLATE_ROWS.map((p) => ({ ...p, isSample: true })))
    .onConflictDoNothing({ target: [vehiclePlates.registration, vehiclePlates.state] });
}
