// @vitest-environment jsdom
import { builtInPartnerConfig } from '@kerb/domain/partner/samples';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BorrowerDraft } from '#app/borrower-draft';
import { useAppStore } from '#app/store';
import { PreviousBusinessCheckModal } from './previous-business-check-modal';

const current = { industry: 'Earthmoving/Civil', abn: '53004085616', numberOfDirectors: 1, abnStatusEffectiveFrom: '01/03/2026' };

function openCheck(borrower: BorrowerDraft = { loan: { loanUsage: 'BUSINESS' }, business: current }) {
  useAppStore.setState({
    partner: builtInPartnerConfig('demo'), partnerId: 'demo', userFlow: 'NORMAL', isLoggedIn: false, journey: 'FINANCE',
    display: 'BUSINESS', modal: 'PREVIOUS_BUSINESS_CHECK', modalQueue: [], borrower,
  });
  render(<PreviousBusinessCheckModal id="PREVIOUS_BUSINESS_CHECK" closable onClose={() => useAppStore.getState().closeModal()} props={{}} />);
}
const store = () => useAppStore.getState();
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const flush = () => act(async () => { await vi.advanceTimersByTimeAsync(10); });

describe('previous business check', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 503 })));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  // spec 1 §2 "Same identity fields as business"; spec 1 §5's rules; "Save or skip goes to basic".
  it('asks the same identity fields, refuses Save until they are answered, then saves and goes to basic', async () => {
    openCheck();
    expect(screen.getByRole('dialog', { name: 'Previous business' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Industry type').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Number of directors').getAttribute('aria-invalid')).toBe('true');
    expect(store().display).toBe('BUSINESS');

    fireEvent.click(screen.getByRole('radio', { name: 'Enter manually' }));
    type('Industry type', 'Transport');
    type('Business name', 'Old Haulage Co');
    type('Business structure', 'COMPANY');
    type('ABN', '51824753556');
    type('Active from', '01022015');
    type('GST registered from', '01022015');
    type('Number of directors', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await flush();
    expect(store().display).toBe('BASIC');
    expect(store().modal).toBeNull();
    expect(store().borrower.business).toEqual({
      ...current,
      previousBusiness: {
        industry: 'Transport', name: 'Old Haulage Co', entityTypeName: 'COMPANY', abn: '51824753556',
        abnStatusEffectiveFrom: '01/02/2015', gst: '01/02/2015', numberOfDirectors: 2,
      },
    });
  });

  it('skips to basic details without saving anything', () => {
    openCheck();
    type('Industry type', 'Mining');
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(store().display).toBe('BASIC');
    expect(store().borrower.business).toEqual(current);
  });
});
