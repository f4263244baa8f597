// @vitest-environment jsdom
import type { PartnerConfig } from '@kerb/domain/partner/config';
import { builtInPartnerConfig } from '@kerb/domain/partner/samples';
import type { UserFlow } from '@kerb/domain/enums/index';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BorrowerDraft } from '#app/borrower-draft';
import { useAppStore } from '#app/store';
import { BasicScreen } from './basic-screen';

function renderBasic(borrower: BorrowerDraft, partner: Partial<PartnerConfig> = {}, userFlow: UserFlow = 'NORMAL') {
  useAppStore.setState({
    partner: { ...builtInPartnerConfig('demo'), ...partner }, partnerId: 'demo', userFlow, isLoggedIn: false, journey: 'FINANCE',
    display: 'BASIC', previousDisplay: 'LOAN', modal: null, borrower, params: null, vehicleKnown: false, assetTypeFromParams: false,
    lenderCount: null,
  });
  render(<BasicScreen />);
}

const store = () => useAppStore.getState();
const choose = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const radio = (name: string) => fireEvent.click(screen.getByRole('radio', { name }));
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
const answerAll = () => {
  choose('Living status', 'RENTING');
  choose('Marital status', 'SINGLE');
  radio('Australian citizen');
};

describe('basic details', () => {
  // Anonymous: the save keeps the borrower in browser storage (spec 1 §4 "Saving"), no server involved.
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  // spec 2 §5 "Basic details required: marriage status, living status, residency status"; spec 2 §8 "red
  // error highlight only, after Next".
  it('highlights the unanswered questions only after Next, and stays', () => {
    renderBasic({ loan: { loanUsage: 'BUSINESS' } });
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    next();
    expect(screen.getByLabelText('Living status').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Marital status').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('radiogroup', { name: 'Residency status' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    expect(document.activeElement).toBe(screen.getByLabelText('Living status'));
    expect(store().display).toBe('BASIC');
  });

  // spec 2 §3 "address (first entry used): ownershipType"; spec 2 §2 "others go to income".
  it('writes living status into the first address, saves and goes to income', async () => {
    renderBasic({ loan: { loanUsage: 'PERSONAL' }, address: [{ streetName: 'George Street' }, { suburb: 'Old' }] });
    answerAll();
    radio('No');
    next();
    await waitFor(() => expect(store().display).toBe('INCOME'));
    expect(store().borrower.address).toEqual([{ streetName: 'George Street', ownershipType: 'RENTING' }, { suburb: 'Old' }]);
    expect(store().borrower.personalDetails).toMatchObject({ maritalStatus: 'SINGLE', residency: 'AUSTRALIAN_CITIZEN', hasChildren: false });
  });

  // spec 2 §2 "visa number and visa expiry if visa holder and not NZ"; spec 2 §4 residency clears the visa.
  it('asks visa holders for the visa outside NZ, and clears it on another residency', () => {
    renderBasic({ loan: { loanUsage: 'BUSINESS' } });
    radio('Visa holder');
    fireEvent.change(screen.getByLabelText('Visa subclass'), { target: { value: '48x2' } });
    fireEvent.change(screen.getByLabelText('Visa expiry'), { target: { value: '01032027' } });
    expect(store().borrower.personalDetails).toMatchObject({ visaNumber: '482', visaExpiryDate: '2027-03-01' });
    radio('Permanent resident');
    expect(screen.queryByLabelText('Visa subclass')).toBeNull();
    expect(store().borrower.personalDetails).toEqual({ residency: 'PERMANENT_RESIDENT' });
    cleanup();
    renderBasic({ loan: { loanUsage: 'BUSINESS' } }, { country: 'NZ' });
    radio('Visa holder');
    expect(screen.queryByLabelText('Visa subclass')).toBeNull();
    // NZ lists its own citizens first, with the spec's value.
    expect(screen.getAllByRole('radio')[0]!.textContent).toBe('New Zealand citizen');
    radio('New Zealand citizen');
    expect(store().borrower.personalDetails?.residency).toBe('NEWZETLAND_CITIZEN');
  });

  // spec 2 §5 visa number "at least 3 digits": a wrong value says what is wrong.
  it('explains a visa number that is too short', () => {
    renderBasic({ loan: { loanUsage: 'BUSINESS' } });
    radio('Visa holder');
    fireEvent.change(screen.getByLabelText('Visa subclass'), { target: { value: '48' } });
    next();
    expect(screen.getByRole('alert').textContent).toBe('Please enter your 3-digit visa subclass number');
  });

  // spec 2 §5 "Personal loans: kids answer, and if yes the number of kids (1, 2, 3+)".
  it('asks personal-loan borrowers about kids and how many', () => {
    renderBasic({ loan: { loanUsage: 'PERSONAL' } });
    answerAll();
    next();
    expect(screen.getByRole('radiogroup', { name: 'Do you have any dependent kids?' }).getAttribute('aria-invalid')).toBe('true');
    radio('Yes');
    next();
    expect(screen.getByRole('radiogroup', { name: 'How many?' }).getAttribute('aria-invalid')).toBe('true');
    radio('3 or more');
    expect(store().borrower.personalDetails?.numberOfChildren).toBe('3+');
    radio('No');
    expect(store().borrower.personalDetails?.numberOfChildren).toBeUndefined();
  });

  // spec 2 §5 "Novated: annual kms required, max 1,000,000 (message 'Please enter annual kilometers')";
  // spec 2 §2 "novated loans check for lenders and, if none, go to ineligible (registered) or register".
  it('asks novated borrowers for annual kilometres, then checks for lenders', async () => {
    // issue 33 §6: the check quotes the loan; no novated lease finances $12,000 here (the quote answers none).
    const quotes = vi.fn(async (path: string) => new Response(JSON.stringify(path === '/api/lenders/quotes' ? { lenders: [] } : {})));
    vi.stubGlobal('fetch', quotes);
    renderBasic({ loan: { loanUsage: 'NOVATED', purchasePrice: 12_000 } });
    expect(screen.queryByRole('radiogroup', { name: 'Do you have any dependent kids?' })).toBeNull();
    answerAll();
    next();
    expect(screen.getByRole('alert').textContent).toBe('Please enter annual kilometers');
    fireEvent.change(screen.getByLabelText('Annual kilometres'), { target: { value: '25,0000000' } });
    expect(store().borrower.vehicle?.annualKms).toBe(1_000_000);
    fireEvent.change(screen.getByLabelText('Annual kilometres'), { target: { value: '15000' } });
    expect((screen.getByLabelText('Annual kilometres') as HTMLInputElement).value).toBe('15,000');
    next();
    await waitFor(() => expect(store().modal).toBe('REGISTER'));
    expect(quotes.mock.calls.map(([path]) => path)).toEqual(['/api/lenders/quotes']);
    expect(store().lenderCount).toBe(0);
    vi.unstubAllGlobals();
  });

  // spec 2 §5 "Campaign: vehicle required"; spec 2 §2 "a vehicle picker (campaign without a vehicle)".
  it('lets a campaign borrower without a vehicle choose one of the partner vehicles', () => {
    renderBasic({ loan: { loanUsage: 'BUSINESS' } }, {}, 'CAMPAIGN');
    answerAll();
    next();
    expect(screen.getByLabelText('Your vehicle').getAttribute('aria-invalid')).toBe('true');
    choose('Your vehicle', 'SMP19B');
    expect(store().borrower.vehicle).toMatchObject({ nvic: 'SMP19B', description: '2019 Sample Wagon Sport (sample stock)' });
    expect((screen.getByLabelText('Your vehicle') as HTMLSelectElement).value).toBe('SMP19B');
    cleanup();
    renderBasic({ vehicle: { nvic: 'X1', description: 'Known' } }, {}, 'CAMPAIGN');
    expect(screen.queryByLabelText('Your vehicle')).toBeNull();
  });

  // spec 2 §2 "Back depends on loan purpose, vehicle and flow" (domain basicBack).
  it('goes back as the domain routes it', () => {
    renderBasic({ loan: { loanUsage: 'PERSONAL' } });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(store().display).toBe('LOAN');
  });
});
