import type { Database } from '../../db/client';
/**
 * docs/decisions/045: a sample lender's submission channel is a fictional address (the reserved .example
 * domain), so a submitted sample application lands in the outbox. Migration 0005 gave existing rows the same.
 */
export declare const sampleSubmissionEmail: (lenderId: string) => string;
export declare function seedSampleLenders(db: Database): Promise<void>;
