import { SAMPLE_PARTNERS } from '@kerb/domain/partner/samples';
import type { Database } from '../db/client';
import { partnerOverwrites, partners } from '../db/schema/index';
import { seedSampleLenders } from './lenders/seed';
import { seedSampleStock } from './stock/seed';
import { seedSampleVehicles } from './vehicles/seed';

// Sample data (fictional, marked as sample): the sample partners, a few partner e-mail mappings, the sample
// lender panel, and the vehicle catalogue (real makes and models, sample figures) with sample plates
// (docs/decisions/025).
// Idempotent and never overwrites an operator's edits: rows that exist are left alone (ON CONFLICT DO
// NOTHING), so a restart re-adds only what was deleted.

// docs/decisions/004-partner-overwrite.md: a referring dealer's or broker's e-mail → their overwrite id.
export const SAMPLE_PARTNER_OVERWRITES = [
  { email: 'jordan.lee@harbourside-motors.example.com', partnerId: 'demo', overwritePartnerId: 'demo-salesperson-jordan' },
  { email: 'fleet@bigrig-truckstop.example.com', partnerId: 'truckstop', overwritePartnerId: 'truckstop-fleet-desk' },
] as const;

export async function seedSampleData(db: Database): Promise<void> {
  await db
    .insert(partners)
    .values(SAMPLE_PARTNERS.map((config) => ({ id: config.id, config })))
    .onConflictDoNothing({ target: partners.id });
  await db
    .insert(partnerOverwrites)
    .values(SAMPLE_PARTNER_OVERWRITES.map((o) => ({ ...o })))
    .onConflictDoNothing({ target: partnerOverwrites.email });
  await seedSampleLenders(db);
  await seedSampleVehicles(db);
  // Dealers' sample stock and QR codes name sample partners, so they follow them (docs/decisions/047).
  await seedSampleStock(db);
}
