import type { BorrowerDocument } from '@kerb/domain/borrower/index';
import { DEFAULT_PARTNER_CONFIG } from '@kerb/domain/partner/samples';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Env } from '../../env';
import { applications, borrowers } from '../../db/schema/index';
import { findPartnerConfig } from '../partners/index';
import type { OnSubmitted } from '../submission/submit-application';
import { queueSubmitted } from './events';

/**
 * The submit's hook (docs/decisions/039): the lender's and the partner's deliveries are queued in the
 * submit's own transaction, so they exist exactly when the submit does. Reads go through that transaction.
 */
export function queueOnSubmitted(env: Env, now: () => Date = () => new Date()): OnSubmitted {
  return async (tx, { userId, borrower, applicationId }) => {
    const [owner] = await tx
      .select({ applicationPartner: applications.partnerId, borrowerPartner: borrowers.partnerId })
      .from(applications)
      .innerJoin(borrowers, eq(borrowers.id, applications.borrowerId))
      .where(eq(applications.id, applicationId));
    const partnerId = owner?.applicationPartner ?? owner?.borrowerPartner;
    const partner = (partnerId ? await findPartnerConfig(tx as unknown as Database, partnerId) : null) ?? DEFAULT_PARTNER_CONFIG;
    const { application: _application, ...document } = borrower;
    await queueSubmitted(tx, env, { partner, userId, applicationId, document: document as BorrowerDocument, now: now() });
  };
}
