// @vitest-environment jsdom
import { builtInPartnerConfig } from '@kerb/domain/partner/samples';
import type { ModalId } from '@kerb/domain/journey/ids';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BorrowerDraft } from '#app/borrower-draft';
import { useAppStore } from '#app/store';
import { LenderQuestionsModal } from './lender-questions-modal';

function openQuestions(id: ModalId, borrower: BorrowerDraft, country: 'AU' | 'NZ' = 'AU') {
  useAppStore.setState({
    partner: { ...builtInPartnerConfig('demo'), country }, partnerId: 'demo', userFlow: 'NORMAL', isLoggedIn: false, journey: 'FINANCE',
    display: 'BASIC', modal: id, modalQueue: [], borrower,
  });
  render(<LenderQuestionsModal id={id} closable onClose={() => useAppStore.getState().closeModal()} props={{}} />);
}
const store = () => useAppStore.getState();
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => act(async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await vi.advanceTimersByTimeAsync(10);
});
const invalid = () => [...document.querySelectorAll('[aria-invalid="true"]')].map((e) => e.getAttribute('aria-labelledby') ? e.getAttribute('role') : (e as HTMLInputElement).labels?.[0]?.textContent);

describe('lender questions (decision 029)', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  // spec 2 §5 "Business-lender questions: annual revenue max 999999999"; decision 029: industry when missing,
  // a trust's trustee.
  it('asks the business for revenue, the missing industry and a trust\'s trustee', async () => {
    openQuestions('LENDER_QUESTIONS_BUSINESS', { business: { abn: '53004085616', entityTypeName: 'Discretionary Trading Trust' } });
    expect(screen.getByRole('dialog', { name: 'About your business' })).toBeTruthy();
    await save();
    expect(invalid()).toEqual(['Industry type', 'Annual revenue', 'Trustee name']);
    type('Industry type', 'Transport');
    type('Annual revenue', '1,000,000,0000');
    expect((screen.getByLabelText('Annual revenue') as HTMLInputElement).value).toBe('');
    type('Annual revenue', '850000');
    fireEvent.click(screen.getByRole('radio', { name: 'A company' }));
    type('Trustee name', 'Galah Gully Nominees Pty Ltd');
    await save();
    expect(store().modal).toBeNull();
    expect(store().borrower.business).toEqual({
      abn: '53004085616', entityTypeName: 'Discretionary Trading Trust', industry: 'Transport', annualRevenue: 850000,
      trusteeType: 'COMPANY', trusteeName: 'Galah Gully Nominees Pty Ltd',
    });
  });

  it('asks how the income is shown, and not the revenue already given', async () => {
    openQuestions('LENDER_QUESTIONS_INCOME', { business: { annualRevenue: 400000 } });
    expect(screen.queryByLabelText('Annual revenue')).toBeNull();
    await save();
    expect(screen.getByRole('radiogroup', { name: 'How can the business show its income?' }).getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('radio', { name: 'BAS statements' }));
    await save();
    expect(store().borrower.business).toEqual({ annualRevenue: 400000, incomeEvidence: 'BAS_STATEMENTS' });
  });

  // spec 2 §5 "suburb max 12 characters; postcode numeric, 4 digits"; spec 1 §5 "NZ: region replaces state;
  // AU states are cleared in NZ mode".
  it('asks where the business is and for how long, with NZ regions', async () => {
    openQuestions('LENDER_QUESTIONS_RESIDENCY', { business: { primaryAddress: { state: 'NSW', postcode: '2480' } } }, 'NZ');
    expect(screen.getByRole('dialog', { name: 'Where your business is based' })).toBeTruthy();
    const region = screen.getByLabelText('Region') as HTMLSelectElement;
    expect(region.value).toBe('');
    expect([...region.options].map((o) => o.value)).toContain('Auckland');
    expect((screen.getByLabelText('Suburb') as HTMLInputElement).maxLength).toBe(12);
    type('Postcode', '10a11');
    await save();
    expect(invalid()).toEqual(['Suburb', 'Region', 'Years']);
    type('Street number', '12');
    type('Street name', 'Ponsonby Road');
    type('Suburb', 'Ponsonby');
    type('Region', 'Auckland');
    type('Years', '3');
    type('Months', '14');
    await save();
    expect(store().borrower.business?.primaryAddress).toEqual({
      streetNumber: '12', streetName: 'Ponsonby Road', suburb: 'Ponsonby', state: 'Auckland', postcode: '1011', yearsAtAddress: 3, monthsAtAddress: 11,
    });
  });
  // decision 029 "Who opens them" (journey/lender-questions-navigation): the Next of business details opened the
  // modal; its Save goes on with that Next: the lender's next unanswered questions, then the screen after.
  it('goes on with the Next that opened it: the next unanswered questions, then past them', async () => {
    const chosen = { loan: { loanUsage: 'BUSINESS' as const }, selectedLender: { lenderName: 'Sample Lender', matchingEngineLenderId: 'L1' } };
    openQuestions('LENDER_QUESTIONS_BUSINESS', { ...chosen, business: { industry: 'Transport' } });
    useAppStore.setState({ display: 'BUSINESS' });
    type('Annual revenue', '850000');
    await save();
    expect(store().modal).toBe('LENDER_QUESTIONS_INCOME');
    expect(store().display).toBe('BUSINESS');
    cleanup();
    openQuestions('LENDER_QUESTIONS_RESIDENCY', {
      ...chosen, business: { industry: 'Transport', annualRevenue: 850000, incomeEvidence: 'BAS_STATEMENTS', primaryAddress: { postcode: '3008' } },
    });
    useAppStore.setState({ display: 'BUSINESS' });
    type('Suburb', 'Docklands');
    type('State', 'VIC');
    type('Years', '2');
    await save();
    expect(store().modal).toBeNull();
    // spec 1 §2 "Business Details screen": "Next goes to basic details".
    expect(store().display).toBe('BASIC');
  });
});
