import { type PreApprovalResponse, PreApprovalResponse as Answer } from '@kerb/domain/contracts/pre-approval';
import { type PreApprovalBorrower, type PreApprovalPartner, preApprovalRequestFor } from '@kerb/domain/pre-approval/request';
import { api } from './api-client';
import { logFailure } from './log';

/**
 * spec 2 §7 POST /api/submit/preApproval (the owner's token; applicationId the current application), with
 * the payload of domain preApprovalRequestFor. "failure treated as referred": null when the call fails or
 * cannot be made (no application yet).
 */
export async function submitPreApproval(
  borrower: PreApprovalBorrower, partner: PreApprovalPartner | null, options: { creditScoreTestDrive?: boolean } = {},
): Promise<PreApprovalResponse | null> {
  const request = preApprovalRequestFor(borrower, partner, options);
  if (!request) return null;
  try {
    return await api.post('/api/submit/preApproval', request, { schema: Answer });
  } catch (error) {
    logFailure('pre-approval', error);
    return null;
  }
}
