import type { PreApprovalVerdict } from '../enums/index';

/**
 * The application's flags after a pre-approval answer (spec 2 §7 "stored as scores"; issue 3 "isPreApproved and
 * isDeclined follow the verdict"). The test-drive credit check reads the score alone (spec 2 "Test drive
 * agreement", creditScoreTestDrive): no lender has approved a loan, so it is no indicative approval. The
 * finance journey that follows runs its own ("Servicing success": "test-drive journey goes to the pre-approval
 * animation"), and loan details' "if already indicatively approved, to the pre-approval animation" does not
 * skip the borrower's income and expenses (docs/decisions/052).
 */
export function applicationStatusAfter(verdict: PreApprovalVerdict, { scoreOnly = false }: { scoreOnly?: boolean } = {}) {
  return { isPreApproved: verdict === 'APPROVED' && !scoreOnly, isDeclined: verdict === 'DECLINED' };
}
