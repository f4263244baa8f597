// spec 1 §4 "Demo mode": "Turns on when the borrower's first and last name match a fixed list of demo names
// (the list is not shown) and off when they stop matching." Ours (docs/decisions/013): the first name Demo
// with one of the sandbox bureau's sample surnames, so a demo name also picks the verdict it shows
// (docs/decisions/006: Excellent approves, Referred refers, Bankrupt declines, ...).

export const DEMO_FIRST_NAME = 'Demo';
export const DEMO_SURNAMES = ['Excellent', 'Referred', 'Thinfile', 'Defaulter', 'Bankrupt', 'Unavailable'] as const;

const norm = (name: string | null | undefined) => (name ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
const SURNAMES = new Set(DEMO_SURNAMES.map((s) => norm(s)));

/** Whether a borrower's first and last name are a demo name (any letter case, spaces trimmed). */
export const isDemoName = (firstName: string | null | undefined, lastName: string | null | undefined): boolean =>
  norm(firstName) === norm(DEMO_FIRST_NAME) && SURNAMES.has(norm(lastName));

/** A person's names, as a borrower document or a partner's lead holds them. */
export interface DemoModeNames {
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
}

/**
 * spec 1 §4 "Demo mode" (docs/decisions/050): on for a partner configured in demo mode, and while the
 * borrower's first and last name are a demo name; off as soon as they stop matching. In demo mode nothing
 * leaves Kerb: the sandbox bureau answers, broker texts are only recorded, deliveries to lenders and partners
 * are recorded as skipped. The one rule the widget, the pre-approval and every outgoing channel ask.
 */
export const isDemoMode = (
  partner: { isDemoMode?: boolean | null | undefined } | null | undefined, person: DemoModeNames | null | undefined,
): boolean => (partner?.isDemoMode ?? false) || isDemoName(person?.firstName, person?.lastName);
