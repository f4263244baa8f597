import type { BorrowerDocument } from '@kerb/domain/borrower/index';
import type { Lead } from '@kerb/domain/contracts/lead';
import type { PreApprovalResponse } from '@kerb/domain/contracts/pre-approval';
import { DocumentCode, type DocumentCode as DocumentCodeT } from '@kerb/domain/enums/index';
import { lenderApplicationEmail, submittedLeadEmail } from '@kerb/domain/delivery/submitted-emails';
import type { PartnerConfig } from '@kerb/domain/partner/config';
import { isDemoMode } from '@kerb/domain/pre-approval/demo-names';
import { leadEmail } from '@kerb/domain/pre-approval/lead-email';
import { eq } from 'drizzle-orm';
import type { Env } from '../../env';
import { sampleDataPorts } from '../../sample-providers';
import { lenders } from '../../db/schema/index';
import { bankStatementsOf, statementMonthsFor } from '../bank-statements/result';
import type { Tx } from '../borrowers/store';
import { ADF_CONTENT_TYPE, adfLead, type AdfLeadFacts } from './adf-lead';
import { queueEvent, type Delivery, type DeliveryPayload } from './queue';
import { lenderChannelReceiver, partnerLeadEmail, partnerWebhookReceivers } from './receivers';

// docs/decisions/045 "Events": what each change queues, inside the transaction that makes the change.
// Webhook receivers get the event as JSON; e-mails are written here and sent through the message port.
// spec 1 §4 "Demo mode" (docs/decisions/050): a demo's events are recorded for every receiver, none sent.

const partnerNameOf = (partner: PartnerConfig) => partner.dealerName ?? partner.locationName ?? partner.id;

/**
 * The applicant as partners' systems get it: contact, loan and vehicle, and the test drive booked (what the
 * lead e-mail also says; spec 2 §3 "Test drive", docs/decisions/052).
 */
function applicantOf(document: BorrowerDocument) {
  const person = document.personalDetails ?? {};
  const { loan, vehicle } = document;
  return {
    firstName: person.firstName ?? null,
    lastName: person.lastName ?? null,
    email: person.email ?? null,
    mobilePhone: person.mobilePhone ?? null,
    loan: { purchasePrice: loan?.purchasePrice ?? null, deposit: loan?.deposit ?? null, loanTerm: loan?.loanTerm ?? null },
    vehicle: { buildYear: vehicle?.buildYear ?? null, make: vehicle?.make?.name ?? null, model: vehicle?.model?.name ?? null },
    testDrive: document.testDrives?.[0] ?? null,
  };
}

/** docs/decisions/074: the partner's lead e-mail, with the lead as ADF XML when the partner asks for it. */
function withAdfLead(email: { subject: string; body: string }, facts: Omit<AdfLeadFacts, 'country'>): DeliveryPayload['email'] {
  if (!facts.partner.adfLead) return email;
  const text = adfLead({ ...facts, country: facts.partner.country });
  return { ...email, attachments: [{ filename: `lead-${facts.applicationId.slice(0, 8)}.adf.xml`, contentType: ADF_CONTENT_TYPE, text }] };
}

const webhooks = (partner: PartnerConfig, env: Env): Delivery[] =>
  partnerWebhookReceivers(partner, env).map((receiver) => ({ receiver }));

/** A partner's system handed a lead over (POST /flow/v1/lead). The borrower's link (token) is not sent. */
export async function queueLeadCreated(
  tx: Tx, env: Env, { partner, lead, leadId, expiresAt, now }: { partner: PartnerConfig; lead: Lead; leadId: string; expiresAt: Date; now: Date },
): Promise<void> {
  await queueEvent(tx, {
    type: 'lead.created', orderingKey: `lead:${leadId}`, partnerId: partner.id, now, sample: sampleDataPorts(env), demoMode: isDemoMode(partner, lead),
    data: { leadId, lead, expiresAt: expiresAt.toISOString() },
  }, webhooks(partner, env));
}

/**
 * A pre-approval was recorded (spec 2 §7): the partner's webhooks, and its lead e-mail when the widget
 * asked for it and the partner allows it (docs/decisions/018).
 */
export async function queuePreApproved(
  tx: Tx, env: Env,
  { partner, applicationId, document, answer, sendLeadEmail, now }: {
    partner: PartnerConfig; applicationId: string; document: BorrowerDocument; answer: PreApprovalResponse; sendLeadEmail: boolean; now: Date;
  },
): Promise<void> {
  const leadAddress = sendLeadEmail ? partnerLeadEmail(partner) : null;
  const targets: Delivery[] = webhooks(partner, env);
  if (leadAddress) {
    targets.push({
      receiver: leadAddress,
      email: withAdfLead(leadEmail({
        partnerName: partnerNameOf(partner), applicationId, verdict: answer.verdict,
        approvedLenderCount: answer.approvedLenders.length, borrower: document,
      }), { applicationId, borrower: document, partner, now, stage: answer.verdict }),
    });
  }
  await queueEvent(tx, {
    type: 'application.preapproved', orderingKey: applicationId, partnerId: partner.id, now, sample: sampleDataPorts(env),
    demoMode: isDemoMode(partner, document.personalDetails),
    data: { applicationId, verdict: answer.verdict, approvedLenderCount: answer.approvedLenders.length, applicant: applicantOf(document) },
  }, targets);
}

/**
 * The application was submitted (docs/decisions/039 onSubmitted): the chosen lender's channel with the pack
 * and the borrower's documents, the partner's lead e-mail with the pack's PDF, and the partner's webhooks.
 * Keyed by the application, so the submit's event is queued once whatever happens.
 */
export async function queueSubmitted(
  tx: Tx, env: Env,
  { partner, userId, applicationId, document, now }: { partner: PartnerConfig; userId: string; applicationId: string; document: BorrowerDocument; now: Date },
): Promise<void> {
  const lenderId = document.selectedLender?.matchingEngineLenderId;
  const [lender] = lenderId ? await tx.select().from(lenders).where(eq(lenders.id, lenderId)) : [];
  // The documents in the order of the codes (front before back), each code's in upload order.
  const documentIds = DocumentCode.options.flatMap((code) => (document.supportingDocs?.[code] ?? []).map((doc) => doc.id));
  const facts = { partnerName: partnerNameOf(partner), lenderName: lender?.name ?? 'the lender', applicationId, borrower: document };
  // docs/decisions/064: whether the statements the lender needs were received through the provider, and when.
  const panelLender = lender ? [{ id: lender.id, requiredDocuments: (lender.data as { requiredDocuments?: DocumentCodeT[] }).requiredDocuments ?? [] }] : [];
  const bankStatements = await bankStatementsOf(tx, applicationId, statementMonthsFor(panelLender, document.selectedLender));
  const targets: Delivery[] = [];
  if (lender) {
    targets.push({
      receiver: lenderChannelReceiver(lender),
      email: lenderApplicationEmail(facts),
      enclosures: { userId, applicationId, pack: 'pdf-and-json', documentIds },
    });
  }
  const leadAddress = partnerLeadEmail(partner);
  if (leadAddress) {
    targets.push({
      receiver: leadAddress,
      email: withAdfLead(submittedLeadEmail(facts), { applicationId, borrower: document, partner, now, stage: 'SUBMITTED' }),
      enclosures: { userId, applicationId, pack: 'pdf', documentIds: [] },
    });
  }
  targets.push(...webhooks(partner, env));
  await queueEvent(tx, {
    type: 'application.submitted', orderingKey: applicationId, partnerId: partner.id, now, sample: sampleDataPorts(env), key: `application.submitted:${applicationId}`,
    demoMode: isDemoMode(partner, document.personalDetails),
    data: {
      applicationId, submittedAt: now.toISOString(), lender: lender ? { id: lender.id, name: lender.name } : null, applicant: applicantOf(document),
      bankStatements,
    },
  }, targets);
}

/** Issue 36 §1 (docs/decisions/077): a person moved a lead on in the console; the partner's webhooks hear it once. */
export async function queueLeadStageChanged(
  tx: Tx, env: Env,
  { partner, applicationId, stage, movedBy, demoMode, now }: {
    partner: PartnerConfig; applicationId: string; stage: string; movedBy: string; demoMode: boolean; now: Date;
  },
): Promise<void> {
  await queueEvent(tx, {
    type: 'lead.stage_changed', orderingKey: applicationId, partnerId: partner.id, now, sample: sampleDataPorts(env), demoMode,
    data: { applicationId, stage, movedAt: now.toISOString(), movedBy },
  }, webhooks(partner, env));
}
