import { createHash } from 'node:crypto';
import type { CreditHistory, SelfAssessedCredit } from '@kerb/domain';
import { CreditBureauError, type CreditBureau, type CreditEnquiry, type CreditReport } from './port';

// The embedded default bureau (docs/decisions/006-sandbox-credit-bureau.md): deterministic, offline, and
// honest about being a sandbox. The same identity always gets the same report; sample surnames reproduce
// every verdict in a demo.

interface Profile {
  creditHistory: CreditHistory;
  comprehensiveScore: number | null;
  onePointOneScore: number | null;
}

/** Sample surnames (case-insensitive) with a fixed report, so each verdict can be shown on demand. */
export const SANDBOX_SURNAMES: ReadonlyMap<string, Profile | 'UNAVAILABLE'> = new Map(Object.entries({
  // Approved by every lender the loan fits; the credit ring shows full (1,050 is over the ring's 1,000).
  excellent: { creditHistory: 'CLEAR_CREDIT', comprehensiveScore: 1_050, onePointOneScore: 1_010 },
  // Under the referral threshold of 400 (spec 2 §9): REFERRED.
  referred: { creditHistory: 'CLEAR_CREDIT', comprehensiveScore: 380, onePointOneScore: 420 },
  // No comprehensive score: REFERRED ("comprehensive score null", spec 2 "Test drive agreement").
  thinfile: { creditHistory: 'FIRST_TIME', comprehensiveScore: null, onePointOneScore: 510 },
  // Unpaid defaults: only the bad-credit specialists lend (AU personal car loans), else DECLINED.
  defaulter: { creditHistory: 'UNPAID_DEFAULTS', comprehensiveScore: 455, onePointOneScore: 430 },
  // Undischarged bankrupt: DECLINED.
  bankrupt: { creditHistory: 'BANKRUPT', comprehensiveScore: 150, onePointOneScore: 120 },
  // The bureau cannot answer: REFERRED (spec 2 §8).
  unavailable: 'UNAVAILABLE',
} satisfies Record<string, Profile | 'UNAVAILABLE'>));

/** Otherwise the self-assessment sets the band and the identity picks a score inside it. */
export const SANDBOX_BANDS: Readonly<Record<SelfAssessedCredit, { from: number; width: number; creditHistory: CreditHistory }>> = {
  GREAT: { from: 760, width: 140, creditHistory: 'CLEAR_CREDIT' }, // 760–899
  DECENT: { from: 600, width: 120, creditHistory: 'CLEAR_CREDIT' }, // 600–719
  POOR: { from: 300, width: 100, creditHistory: 'PAID_DEFAULTS' }, // 300–399: always under 400, so REFERRED
};
/** No self-assessment: priced as DECENT, like quotes (lending/quote DEFAULT_CREDIT_BAND). */
const DEFAULT_BAND: SelfAssessedCredit = 'DECENT';

const norm = (v: string | undefined) => (v ?? '').trim().toLowerCase().replace(/\s+/g, ' ');

/** The sample profile for a surname, if it is one of the sandbox's. */
export const sandboxSurname = (lastName: string) => SANDBOX_SURNAMES.get(norm(lastName));

/** Two numbers in [0, 1) from the identity: names, birthdate and licence. */
export function identityDraws(applicant: CreditEnquiry['applicant']): [number, number] {
  const key = [applicant.firstName, applicant.middleName, applicant.lastName, applicant.birthdate, applicant.licenseNumber].map(norm).join('|');
  const digest = createHash('sha256').update(key).digest();
  return [digest.readUInt32BE(0) / 2 ** 32, digest.readUInt32BE(4) / 2 ** 32];
}

/** The identity details a bureau matches; the sandbox counts those given. */
export function identityMatchPercentage({ applicant, country }: Pick<CreditEnquiry, 'applicant' | 'country'>): number {
  const a = applicant.address;
  const checks = [
    applicant.firstName, applicant.lastName, applicant.birthdate, applicant.licenseNumber,
    country === 'NZ' ? applicant.licenseVersionNumber : applicant.licenseState,
    a?.streetName && a.suburb && a.postcode,
  ];
  return Math.round((checks.filter((c) => typeof c === 'string' && c.trim() !== '').length / checks.length) * 100);
}

export function sandboxReport(enquiry: CreditEnquiry): CreditReport {
  const [u, v] = identityDraws(enquiry.applicant);
  const reference = `sandbox-${Math.floor(u * 1e9).toString(36)}`;
  const fixed = sandboxSurname(enquiry.applicant.lastName);
  if (fixed === 'UNAVAILABLE') throw new CreditBureauError('sandbox bureau: sample surname "Unavailable" always fails');
  const match = identityMatchPercentage(enquiry);
  if (fixed) return { ...fixed, identityMatchPercentage: match, bureauReference: reference };
  const band = SANDBOX_BANDS[enquiry.selfAssessedCreditHistory ?? DEFAULT_BAND];
  const comprehensiveScore = band.from + Math.floor(u * band.width);
  // The 1.1 score reads negative data only; it sits near the comprehensive one (within −40 to +19).
  const onePointOneScore = Math.max(0, comprehensiveScore - 40 + Math.floor(v * 60));
  return { creditHistory: band.creditHistory, comprehensiveScore, onePointOneScore, identityMatchPercentage: match, bureauReference: reference };
}

export function createSandboxBureau(): CreditBureau {
  return { name: 'sandbox', report: async (enquiry) => sandboxReport(enquiry) };
}
