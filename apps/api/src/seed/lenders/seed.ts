import type { Database } from '../../db/client';
import { lenderProducts, lenders } from '../../db/schema/index';
import { lenderRow, productRow } from '../../services/lenders/store';
import { SAMPLE_LENDERS } from './index';

/**
 * docs/decisions/045: a sample lender's submission channel is a fictional address (the reserved .example
 * domain), so a submitted sample application lands in the outbox. Migration 0005 gave existing rows the same.
 */
export const sampleSubmissionEmail = (lenderId: string) => `${lenderId}@lenders.example`;

// Seeds the sample panel. Idempotent and never overwrites an operator's edit: rows that exist are left
// alone (ON CONFLICT DO NOTHING), so a restart re-adds only what was deleted; a retired sample lender
// stays retired.
export async function seedSampleLenders(db: Database): Promise<void> {
  await db
    .insert(lenders)
    .values(SAMPLE_LENDERS.map(({ products: _products, ...lender }) => ({ ...lenderRow(lender), submissionEmail: sampleSubmissionEmail(lender.id) })))
    .onConflictDoNothing({ target: lenders.id });
  await db
    .insert(lenderProducts)
    .values(SAMPLE_LENDERS.flatMap((l) => l.products.map(productRow)))
    .onConflictDoNothing({ target: lenderProducts.id });
}
