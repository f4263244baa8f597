import type { LeadDetailsResponse } from '@kerb/domain/contracts/application-sections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullBorrower, submittedApplicant, type SubmittedApplicant } from '../application-pack/applicant';
import { buildTestApp, type TestApp } from '../helpers/app';
import { saveApplicant, type SavedApplicant } from '../pre-approval/applicant';
import { asConsoleUser } from './as-console-user';

// Issue 36 §2 "Lead detail: the borrower's details as submitted, the quote and chosen lender": the sections
// of the application pack and the quote, in the caller's scope only.
describe('a lead\'s details in the console', () => {
  let t: TestApp;
  let ann: SubmittedApplicant; // submitted to a lender through the sample partner `demo`
  let bob: SavedApplicant; // registered with `demo`, nothing more
  let seller: { headers: { cookie: string } };
  let other: { headers: { cookie: string } };
  let operator: { headers: { cookie: string } };
  beforeAll(async () => {
    t = await buildTestApp();
    ann = await submittedApplicant(t, fullBorrower('Details'));
    bob = await saveApplicant(t, { personalDetails: { firstName: 'Bob', lastName: 'Newcomer', email: 'bob.newcomer@example.com' } });
    seller = await asConsoleUser(t, 'sales@harbour.example', 'partner_user', 'demo');
    other = await asConsoleUser(t, 'principal@bayview.example', 'partner_admin', 'instant-lead');
    operator = await asConsoleUser(t, 'ops@kerb.example', 'operator');
  }, 90_000);
  afterAll(() => t.close());
  const get = (who: { headers: { cookie: string } }, id: string) => t.app.inject({ method: 'GET', url: `/api/console/leads/${id}/details`, headers: who.headers });
  const field = (details: LeadDetailsResponse, id: string, label: string) => details.sections.find((s) => s.id === id)?.parts
    .flatMap((p) => (p.kind === 'fields' ? p.fields : [])).find((f) => f.label === label)?.value;

  it('lists a submitted application as the pack does: the applicant, the loan, and the chosen lender\'s repayment', async () => {
    const res = await get(seller, ann.applicationId);
    expect(res.statusCode).toBe(200);
    const details = res.json() as LeadDetailsResponse;
    expect(field(details, 'applicant', 'Full name')).toBe('Charlotte Grace Details');
    expect(field(details, 'applicant', 'Mobile')).toBe('0412 345 678');
    // spec 2 §5: 38,990 less 4,000 deposit and 2,500 trade-in.
    expect(field(details, 'loan', 'Amount to borrow')).toBe('$32,490');
    expect(field(details, 'offer', 'Lender')).toBe(ann.offer.lenderName);
    expect(details.quote).toMatchObject({
      lenderName: ann.offer.lenderName,
      offer: { repaymentFrequency: 'Weekly', repaymentAmount: ann.offer.weeklyRepaymentAmount, loanTerm: ann.offer.loanTerm, advertisedRateInPercent: ann.offer.advertisedRateInPercent },
    });
    expect(field(details, 'offer', 'Weekly repayment')).toBe(`$${ann.offer.weeklyRepaymentAmount.toFixed(2)}`);
    const cards = details.sections.find((s) => s.id === 'liabilities')?.parts[0];
    expect(cards).toMatchObject({ kind: 'table', rows: [['Westpac', '$6,000', '$1,240']] });
    expect(details.sections.find((s) => s.id === 'documents')?.parts[0]).toMatchObject({ kind: 'table', rows: expect.arrayContaining([expect.arrayContaining(['licence-front.jpg'])]) });
    expect((await get(operator, ann.applicationId)).statusCode).toBe(200);
  });

  it('answers another partner\'s people as if the lead did not exist', async () => {
    for (const id of [ann.applicationId, bob.applicationId, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await get(other, id);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Charlotte');
    }
  });

  it('a lead that only registered answers the little it has: no quote, no lender\'s section', async () => {
    const res = await get(seller, bob.applicationId);
    expect(res.statusCode).toBe(200);
    const details = res.json() as LeadDetailsResponse;
    expect(details.quote).toBeNull();
    expect(details.sections.map((s) => s.id)).not.toContain('offer');
    expect(field(details, 'applicant', 'Full name')).toBe('Bob Newcomer');
    expect(field(details, 'vehicle', 'Vehicle')).toBe('Not chosen yet');
    expect(details.sections.find((s) => s.id === 'loan')?.parts).toEqual([{ kind: 'fields', fields: [] }]);
  });
});
