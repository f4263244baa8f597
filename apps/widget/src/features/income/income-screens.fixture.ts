import type { PartnerConfig } from '@kerb/domain/partner/config';
import { builtInPartnerConfig } from '@kerb/domain/partner/samples';
import { fireEvent, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { testOffer } from '#lib/test-offers';
import type { BorrowerDraft } from '#app/borrower-draft';
import type { ShownScreen } from '@kerb/domain/journey/shown-screen';
import { useAppStore } from '#app/store';

/** A servicing answer as the API gives it, with `lenders` offers (only their count matters here). */
export const servicingAnswer = (isServicing: boolean, lenders = 0) => ({
  generalLender: { isServicing }, hasLenders: lenders > 0, lenders: Array.from({ length: lenders }, (_, i) => testOffer(`l${i}`, 700)),
  surplus: isServicing ? 800 : -200, ratio: isServicing ? 1.4 : 0.9,
  assessment: {
    netMonthlyIncome: 5000, otherIncomeAssessed: 0, declaredLivingExpenses: 2000, benchmarkLivingExpenses: 2100,
    livingExpenses: 2100, existingCommitments: 0, assessedRepayment: 700,
  },
});

/** Puts the store on `display`; the serviceability call answers `reply` (a thrown error when null). */
export function arrange(display: ShownScreen, borrower: BorrowerDraft, opts: { partner?: Partial<PartnerConfig>; reply?: { status: number; body: unknown } | null; registered?: boolean } = {}) {
  const fetch = vi.fn(async (path: string, _init?: RequestInit) => {
    if (path !== '/api/serviceability') return new Response('{}', { status: 404 });
    if (!opts.reply) throw new TypeError('network down');
    return new Response(JSON.stringify(opts.reply.body), { status: opts.reply.status });
  });
  vi.stubGlobal('fetch', fetch);
  useAppStore.setState({
    partner: { ...builtInPartnerConfig('demo'), ...opts.partner }, partnerId: 'demo', userFlow: 'NORMAL', isLoggedIn: opts.registered ?? false,
    journey: 'FINANCE', display, modal: null, borrower, params: null, assetTypeFromParams: false, lenderCount: null,
  });
  return fetch;
}

export const store = () => useAppStore.getState();
export const radio = (group: string, name: string) =>
  fireEvent.click(within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name }));
export const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
export const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
