import { BankStatementCodes } from '@kerb/domain/bank-statements/referral';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { partners } from '../../db/schema/index';

/**
 * spec 1 §5 "Startup checks assert that … bank-statement settings are set": every stored partner's
 * bankStatementCodes, when it has them, are three well-formed referrer codes. A partner edited straight in
 * the database (not through PUT /api/admin/partners, which validates) is caught at start, not by a borrower.
 * One line per bad setting, naming the partner and the code.
 */
export async function partnerSettingProblems(db: Database): Promise<string[]> {
  const rows = await db.select({ id: partners.id, config: partners.config }).from(partners).orderBy(asc(partners.id));
  return rows.flatMap(({ id, config }) => {
    const codes = (config as { bankStatementCodes?: unknown } | null)?.bankStatementCodes;
    if (codes === undefined) return [];
    const parsed = BankStatementCodes.safeParse(codes);
    if (parsed.success) return [];
    return parsed.error.issues.map((issue) =>
      `partner ${id}: ${['bankStatementCodes', ...issue.path.map(String)].join('.')}: ${issue.message}`);
  });
}
