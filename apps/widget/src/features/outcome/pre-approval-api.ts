import { type PreApprovalResponse, PreApprovalResponse as Answer } from '@kerb/domain/contracts/pre-approval';
import type { PartnerConfig } from '@kerb/domain/partner/config';
import { api } from '#lib/api-client';
import { logFailure } from '#lib/log';

/**
 * spec 2 §7 POST /api/submit/preApproval (the owner's token; applicationId the current application).
 * "failure treated as referred": null when the call fails or cannot be made (no application yet).
 */
export async function submitPreApproval(applicationId: string | null | undefined, partner: PartnerConfig | null): Promise<PreApprovalResponse | null> {
  if (!applicationId) return null;
  try {
    return await api.post(
      '/api/submit/preApproval',
      {
        applicationId,
        waterfallLenders: partner?.waterfallLenders ?? null,
        sendLeadEmail: partner?.sendLeadEmail ?? false,
        isDemoMode: partner?.isDemoMode ?? false,
      },
      { schema: Answer },
    );
  } catch (error) {
    logFailure('pre-approval', error);
    return null;
  }
}
