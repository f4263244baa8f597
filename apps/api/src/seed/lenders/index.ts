import type { LenderWithProducts } from '@kerb/domain/lending/panel';
import { BANK_LENDERS } from './banks';
import { COMMERCIAL_LENDERS } from './commercial';
import { NON_BANK_LENDERS } from './non-banks';
import { NZ_LENDERS } from './nz';
import { SPECIALIST_LENDERS } from './specialists';

// The sample panel (issue 3 "Lender panel"): 49 fictional lenders for Australia and New Zealand, ids
// sample-lender-01 … sample-lender-49, every one marked isSample and "(sample)".
export const SAMPLE_LENDERS: LenderWithProducts[] = [
  ...COMMERCIAL_LENDERS, ...BANK_LENDERS, ...NON_BANK_LENDERS, ...SPECIALIST_LENDERS, ...NZ_LENDERS,
].sort((a, b) => a.id.localeCompare(b.id));
