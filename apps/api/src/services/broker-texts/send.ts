import type { BorrowerDocument } from '@kerb/domain/borrower/index';
import { brokerTextRecipient, type BrokerTextRecipient } from '@kerb/domain/broker-texts/recipient';
import { isDemoMode } from '@kerb/domain/pre-approval/demo-names';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications, borrowers } from '../../db/schema/index';
import { HttpError, badRequest } from '../../plugins/errors';
import type { MessageSender } from '../messages/port';
import { findPartnerConfig } from '../partners/index';

/** What the caller asked to send: spec 2 §7's custom message or terms message, and the fields it names. */
export interface BrokerText {
  /** The body's field that holds the text, named in a 4xx. */
  field: 'message' | 'termsAndConditionsMessage';
  text: string;
  mobilePhone?: string | null | undefined;
  partner?: string | null | undefined;
}

/** The caller's current application: its partner and broker number, or undefined before the first save. */
async function callerApplication(db: Database, userId: string) {
  const [row] = await db
    .select({
      applicationPartnerId: applications.partnerId,
      borrowerPartnerId: borrowers.partnerId,
      country: borrowers.country,
      brokerPhoneNumber: applications.brokerPhoneNumber,
      document: borrowers.data,
    })
    .from(borrowers)
    .innerJoin(applications, eq(applications.id, borrowers.currentApplicationId))
    .where(eq(borrowers.userId, userId));
  return row;
}

/** The 4xx for a recipient refused: each names mobilePhone and says why. */
function refusal(refused: Extract<BrokerTextRecipient, { refused: unknown }>['refused']): HttpError {
  if (refused === 'NOT_ALLOWED') {
    return new HttpError(403, 'mobilePhone: not a number this application may text', 'mobilePhone',
      'not the broker number on this application or a number of its partner');
  }
  return refused === 'NOT_MOBILE'
    ? new HttpError(422, 'mobilePhone: not a mobile number', 'mobilePhone', 'is not a mobile number, so it cannot take a text')
    : new HttpError(422, 'mobilePhone: no broker mobile to text', 'mobilePhone', 'no broker mobile on this application or its partner');
}

/**
 * docs/decisions/046: texts the broker of the caller's own application. The recipient comes from the
 * application (its broker number, while the partner still vouches for it) and its partner's config
 * (dealerPhone, contactPhone), never from the request; a typed mobilePhone only picks among them. The
 * message port records it in the outbox and, with SMS_API_URL, sends it; a provider's failure is thrown as
 * the port's DeliveryError. spec 1 §4 "Demo mode" (docs/decisions/050): a demo's text is checked and recorded
 * exactly the same, and reaches no provider.
 */
export async function sendBrokerText(deps: { db: Database; messages: MessageSender }, userId: string, request: BrokerText): Promise<void> {
  const application = await callerApplication(deps.db, userId);
  if (!application) throw new HttpError(409, 'No application yet', 'application', 'save the application before texting its broker');
  const partnerId = application.applicationPartnerId ?? application.borrowerPartnerId;
  // spec 2 §7 "partner (derived)": the widget may name its partner; it must be this application's.
  if (request.partner && request.partner.toLowerCase() !== partnerId?.toLowerCase()) {
    throw badRequest('partner', 'is not the partner of this application');
  }
  const partner = partnerId ? await findPartnerConfig(deps.db, partnerId) : null;
  // spec 2 §7 "termsAndConditionsMessage (includes terms link)": the partner's link, when it has one.
  const termsLink = partner?.termsAndConditionsLink;
  if (request.field === 'termsAndConditionsMessage' && termsLink && !request.text.includes(termsLink)) {
    throw badRequest(request.field, "must include the partner's terms and conditions link");
  }
  const country = partner?.country ?? (application.country === 'NZ' ? 'NZ' : 'AU');
  const recipient = brokerTextRecipient(request.mobilePhone, { applicationBrokerPhone: application.brokerPhoneNumber, partner, country });
  if ('refused' in recipient) throw refusal(recipient.refused);
  const demoMode = isDemoMode(partner, (application.document as BorrowerDocument).personalDetails);
  await deps.messages.send({ to: recipient.to, channel: 'SMS', body: request.text, country, demoMode });
}
