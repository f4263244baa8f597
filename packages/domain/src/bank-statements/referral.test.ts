import { describe, expect, it } from 'vitest';
import { PartnerConfig } from '../partner/config';
import { DEFAULT_PARTNER_CONFIG } from '../partner/samples';
import { parseCodeList, referralCodeFor, statementMonthsNeeded } from './referral';

const CODES = { threeMonths: 'P-3', sixMonths: 'P-6', twelveMonths: 'P-12' };
const KERB = { threeMonths: 'K-3', sixMonths: 'K-6', twelveMonths: 'K-12' };

// spec 1 §7 "a bank-statements referral endpoint with referrer codes for 3, 6 and 12 months".
describe('bank-statement referral', () => {
  it('asks for the months the chosen lender needs, the longest when it names more than one', () => {
    expect(statementMonthsNeeded({ DRIVER_LICENCE_FRONT: 'Licence', BANK_STATEMENTS_3_MONTHS: 'Statements' })).toBe(3);
    expect(statementMonthsNeeded({ BANK_STATEMENTS_6_MONTHS: 'Statements' })).toBe(6);
    expect(statementMonthsNeeded({ BANK_STATEMENTS_3_MONTHS: 'a', BANK_STATEMENTS_12_MONTHS: 'b' })).toBe(12);
    expect(statementMonthsNeeded({ DRIVER_LICENCE_FRONT: 'Licence' })).toBeNull();
    expect(statementMonthsNeeded(undefined)).toBeNull();
  });

  // spec 1 §3 partner configuration "bank-statement codes (threeMonths, sixMonths, twelveMonths)".
  it("picks the partner's code for the months, else Kerb's", () => {
    expect([3, 6, 12].map((m) => referralCodeFor(m as 3 | 6 | 12, CODES, KERB))).toEqual(['P-3', 'P-6', 'P-12']);
    expect(referralCodeFor(6, undefined, KERB)).toBe('K-6');
  });

  it('reads Kerb\'s codes from one setting of three, refusing anything else', () => {
    expect(parseCodeList(' K-3, K-6 ,K-12')).toEqual(KERB);
    for (const bad of ['K-3,K-6', 'K-3,K-6,K-12,K-24', 'K 3,K-6,K-12', ',,']) expect(parseCodeList(bad), bad).toBeNull();
  });

  // spec 1 §5 startup checks: a partner's codes are well-formed, all three.
  it("refuses a partner config whose codes are missing one or are not well-formed", () => {
    expect(PartnerConfig.safeParse({ ...DEFAULT_PARTNER_CONFIG, bankStatementCodes: CODES }).success).toBe(true);
    expect(PartnerConfig.safeParse({ ...DEFAULT_PARTNER_CONFIG, bankStatementCodes: { threeMonths: 'P-3', sixMonths: 'P-6' } }).success).toBe(false);
    expect(PartnerConfig.safeParse({ ...DEFAULT_PARTNER_CONFIG, bankStatementCodes: { ...CODES, sixMonths: 'P 6' } }).success).toBe(false);
  });
});
