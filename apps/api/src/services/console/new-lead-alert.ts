import type { PartnerConfig } from '@kerb/domain/partner/config';
import { isDemoMode } from '@kerb/domain/pre-approval/demo-names';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { consoleUsers } from '../../db/schema/index';
import type { MessageSender } from '../messages/port';
import { findPartnerConfig } from '../partners/index';

// Issue 36 §1: "A lead appears the moment a borrower registers with the partner ... with a new-lead e-mail
// or text to the partner's users within 10 s" (docs/decisions/077). The e-mail names the lead by first name
// and last initial only and links to it in the console: the details stay behind the console's sign-in.

/** An application just made for a partner, as its alert needs it. */
export interface NewLead {
  applicationId: string;
  partnerId: string;
  person: { firstName?: string | null; lastName?: string | null } | undefined;
}

export interface NewLeadAlertDeps {
  db: Database;
  messages: MessageSender;
  log: FastifyBaseLogger;
}

const partnerNameOf = (partner: PartnerConfig | null, id: string) => partner?.dealerName ?? partner?.locationName ?? id;

/** "Alex W.", "Alex", or nothing: never more of the borrower than that in an e-mail. */
export function leadShortName(person: NewLead['person']): string {
  const first = person?.firstName?.trim();
  if (!first) return '';
  const initial = person?.lastName?.trim().charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}

export function newLeadEmail(lead: NewLead, partnerName: string, consoleUrl: string): { subject: string; body: string } {
  const name = leadShortName(lead.person);
  const link = `${consoleUrl.replace(/\/+$/, '')}/console/leads/${lead.applicationId}`;
  return {
    subject: name ? `New lead: ${name}` : 'New lead',
    body: `A new lead${name ? `, ${name},` : ''} has just registered with ${partnerName}.\n\nOpen it in the Kerb console: ${link}\n`,
  };
}

/** The text to the partner's alert mobiles: as short as an SMS allows, the same first name and initial. */
export function newLeadText(lead: NewLead, partnerName: string, consoleUrl: string): string {
  const name = leadShortName(lead.person);
  return `Kerb: new lead${name ? ` ${name}` : ''} for ${partnerName}. ${consoleUrl.replace(/\/+$/, '')}/console/leads/${lead.applicationId}`;
}

/**
 * E-mails the lead's partner's active people (admins and users; not the operator), and texts the mobiles the
 * partner lists for alerts (newLeadTextTo). Resolves with the number of messages sent.
 */
export async function sendNewLeadAlert(deps: Omit<NewLeadAlertDeps, 'log'>, lead: NewLead, consoleUrl: string): Promise<number> {
  const people = await deps.db.select({ email: consoleUsers.email }).from(consoleUsers).where(and(
    eq(consoleUsers.partnerId, lead.partnerId), eq(consoleUsers.active, true),
    inArray(consoleUsers.role, ['partner_admin', 'partner_user']),
  ));
  const partner = await findPartnerConfig(deps.db, lead.partnerId);
  const mobiles = partner?.newLeadTextTo ?? [];
  if (people.length === 0 && mobiles.length === 0) return 0;
  const partnerName = partnerNameOf(partner, lead.partnerId);
  const email = newLeadEmail(lead, partnerName, consoleUrl);
  const text = newLeadText(lead, partnerName, consoleUrl);
  // spec 1 §4 "Demo mode" (docs/decisions/050): a demo's alert is recorded, never sent.
  const demoMode = isDemoMode(partner, lead.person);
  const messages = [
    ...people.map(({ email: to }) => ({ to, channel: 'EMAIL' as const, ...email, demoMode })),
    ...mobiles.map((to) => ({ to, channel: 'SMS' as const, body: text, country: partner?.country, demoMode })),
  ];
  // One failed delivery does not keep the alert from the others.
  const sent = await Promise.allSettled(messages.map((message) => deps.messages.send(message)));
  const failed = sent.filter((s) => s.status === 'rejected').length;
  if (failed > 0) throw new Error(`${failed} of ${messages.length} new-lead alerts not sent`);
  return messages.length;
}

/**
 * Alerts sent after the registration commits and never awaited by it, so a slow mail server neither holds
 * the borrower up nor fails their save. Alerts still going when the server stops are waited for (drain).
 */
export function newLeadAlerts(deps: NewLeadAlertDeps): { alert(lead: NewLead, consoleUrl: string): void; drain(): Promise<void> } {
  const pending = new Set<Promise<void>>();
  return {
    alert(lead, consoleUrl) {
      const sending = sendNewLeadAlert(deps, lead, consoleUrl)
        .then(() => undefined)
        // The reason only: no borrower's details, nor the people's addresses, go to the log.
        .catch((err: unknown) => deps.log.warn({ applicationId: lead.applicationId, reason: (err as Error)?.message }, 'new-lead alert not sent'))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async drain() {
      await Promise.allSettled([...pending]);
    },
  };
}
