// @vitest-environment jsdom
import { builtInPartnerConfig } from '@kerb/domain/partner/samples';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BorrowerDraft } from '#app/borrower-draft';
import { useAppStore } from '#app/store';
import { AssetsScreen } from './assets-screen';
import { CreditCardsModal } from './credit-cards-modal';
import { MotorVehiclesModal } from './motor-vehicles-modal';
import { PersonalLoansModal } from './personal-loans-modal';
import { RealEstatesModal } from './real-estates-modal';
import { SavingsModal } from './savings-modal';

const APPLICATION = '3f0c1a9e-7d52-4c1b-9a8e-5b6d2f1e4c3a';
const card = { lenderName: 'Koala Bank', creditCardLimit: 8_000, creditCardBalance: 0 };
const answered: BorrowerDraft = {
  realEstates: [], motorVehicles: [{ assetValue: 18_000 }], otherAssets: { savings: 12_000 }, creditCards: [card], personalLoans: [],
};

function arrange(borrower: BorrowerDraft, loggedIn = false) {
  const submitted = { borrower: { ...borrower, application: { applicationId: APPLICATION, id: APPLICATION, isSubmitted: true, isDeclined: false, isPreApproved: true, progressPercent: 100, partnerOverwriteId: null } } };
  const fetch = vi.fn(async (path: string) => {
    if (path === '/api/submit/application') return new Response(JSON.stringify(submitted));
    if (path === '/api/borrower/createOrUpdate') return new Response(JSON.stringify({ borrower: store().borrower }));
    return new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  useAppStore.setState({
    partner: builtInPartnerConfig('demo'), partnerId: 'demo', userFlow: 'NORMAL', journey: 'FINANCE', isLoggedIn: loggedIn,
    display: 'ASSETS_AND_LIABILITIES', modal: null, modalQueue: [], borrower: { loan: { loanUsage: 'PERSONAL' }, ...borrower },
  });
  return fetch;
}
const store = () => useAppStore.getState();
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const modalProps = { closable: true, onClose: () => store().closeModal(), props: {} };
const row = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

describe('assets and liabilities screen', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => cleanup());

  // spec 2 §2 "Rows for Real Estate, Motor Vehicle, Savings and More, Credit Cards, Personal Loans; each opens a
  // sub-screen and shows a tick when complete".
  it('shows the five rows, ticks the complete ones and opens each section', () => {
    arrange({ creditCards: [card], otherAssets: {} });
    render(<AssetsScreen />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Assets and liabilities');
    expect(screen.getAllByRole('listitem').map((li) => li.querySelector('strong')?.textContent))
      .toEqual(['Real Estate', 'Motor Vehicle', 'Savings and More', 'Credit Cards', 'Personal Loans']);
    expect(row('Credit Cards').textContent).toContain('1 card · $8,000 limit');
    expect(row('Credit Cards').textContent).toContain('Complete');
    expect(row('Savings and More').textContent).toContain('None');
    expect(row('Real Estate').textContent).toContain('Needs details');
    click(/^Motor Vehicle/);
    expect(store().modal).toBe('MOTOR_VEHICLES_ASSETS');
  });

  // "error highlight when incomplete. Next requires all sections valid"
  it('highlights the incomplete sections after Next and stays', () => {
    arrange({ creditCards: [card] });
    render(<AssetsScreen />);
    click('Next');
    expect(store().display).toBe('ASSETS_AND_LIABILITIES');
    expect(document.querySelectorAll('.kerb-assets__row--invalid')).toHaveLength(4);
    expect(row('Real Estate').textContent).toContain('Please complete this section');
    expect(row('Credit Cards').className).not.toContain('invalid');
  });

  // "Back goes to OCR summary, indicatively approved (novated, unless preapproval logic is skip) or employment."
  it('goes back to work details for a consumer loan', () => {
    arrange({});
    render(<AssetsScreen />);
    click('Back');
    expect(store().display).toBe('EMPLOYMENT');
  });

  // "with no lender go to indicatively referred"
  it('goes on to indicatively referred with every section complete and no lender', async () => {
    arrange(answered);
    render(<AssetsScreen />);
    click('Next');
    await waitFor(() => expect(store().display).toBe('REFERRED'));
  });

  // "with a selected lender, if all required documents are present submit directly, else go to supporting docs"
  it('submits directly when the lender has every document, else goes to supporting docs', async () => {
    const lender = { lenderName: 'Wattle Bank (sample)', matchingEngineLenderId: 'wattle', requiredDocuments: { DRIVER_LICENCE_FRONT: 'Licence (front)' } };
    arrange({ ...answered, selectedLender: lender });
    const { unmount } = render(<AssetsScreen />);
    click('Next');
    await waitFor(() => expect(store().display).toBe('SUPPORTING_DOCS'));
    unmount();

    const fetch = arrange({ ...answered, selectedLender: lender, supportingDocs: { DRIVER_LICENCE_FRONT: [{ id: 'f', filename: 'front.jpg' }] } }, true);
    render(<AssetsScreen />);
    click('Next');
    await waitFor(() => expect(store().modal).toBe('CONGRATULATIONS'));
    expect(fetch.mock.calls.some(([path]) => path === '/api/submit/application')).toBe(true);
  });
});

describe('the carousel modals (spec 1 §2 "previous, next or add, and delete; next is allowed only when the current item is valid")', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => cleanup());

  it('adds a credit card only once the current one is complete, then moves between them and deletes', () => {
    arrange({});
    render(<CreditCardsModal id="CREDIT_CARDS" {...modalProps} />);
    const dialog = screen.getByRole('dialog', { name: 'Credit Cards' });
    expect(within(dialog).getByText('Credit card 1 of 1')).toBeTruthy();
    type('Card provider', 'Koala Bank');
    click('Add another');
    // spec 2 §5 "lender, limit and balance": the missing ones show; the carousel stays.
    expect(screen.getByText('Please enter the card limit')).toBeTruthy();
    expect(store().borrower.creditCards).toHaveLength(1);
    type('Credit limit', '8,000');
    type('Balance owing', '0');
    click('Add another');
    expect(screen.getByText('Credit card 2 of 2')).toBeTruthy();
    expect(store().borrower.creditCardIndex).toBe(1);
    expect((screen.getByLabelText('Card provider') as HTMLInputElement).value).toBe('');
    click('Previous');
    expect((screen.getByLabelText('Card provider') as HTMLInputElement).value).toBe('Koala Bank');
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    // spec 1 §4 "otherwise the item at the active index is removed"
    click('Delete credit card 1');
    expect(store().borrower.creditCards).toEqual([{}]);
    // "Deleting the only item at index 0 empties the list"
    click('Delete credit card 1');
    expect(store().borrower.creditCards).toEqual([]);
  });

  // spec 2 §4 "An asset value must exist before the loan checkbox can be ticked"; "Unticking 'have a loan' clears
  // lender, repayment, balance and the pay-out or investment flag".
  it('asks a property value before its mortgage, and clears the mortgage when unticked', () => {
    arrange({});
    render(<RealEstatesModal id="REAL_ESTATES" {...modalProps} />);
    const mortgage = () => screen.getByRole('checkbox', { name: 'I have a mortgage on this property' }) as HTMLInputElement;
    expect(mortgage().disabled).toBe(true);
    expect(document.getElementById(mortgage().getAttribute('aria-describedby') ?? '')?.textContent).toBe('Enter its value first.');
    type('Property value', '850000');
    expect(mortgage().disabled).toBe(false);
    fireEvent.click(mortgage());
    click('Add another');
    expect(screen.getByText('Please enter the lender')).toBeTruthy();
    type('Lender', 'Harbour Bank');
    type('Monthly repayment', '3100');
    type('Loan balance', '520000');
    fireEvent.click(screen.getByRole('checkbox', { name: 'It is an investment property' }));
    expect(store().borrower.realEstates?.[0]).toEqual({
      assetValue: 850_000, isLoanPresent: true, lenderName: 'Harbour Bank', monthlyRepayment: 3_100, loanBalance: 520_000, isInvestmentProperty: true,
    });
    fireEvent.click(mortgage());
    expect(store().borrower.realEstates?.[0]).toEqual({ assetValue: 850_000, isLoanPresent: false });
    expect(screen.queryByLabelText('Lender')).toBeNull();
  });

  // spec 2 §5 "a blank entry is allowed": saving a blank vehicle answers "none".
  it('saves a section with a blank vehicle as none, and keeps an incomplete loan open', async () => {
    arrange({});
    render(<MotorVehiclesModal id="MOTOR_VEHICLES_ASSETS" {...modalProps} />);
    store().openModal('MOTOR_VEHICLES_ASSETS', { closable: true });
    click('Save');
    await waitFor(() => expect(store().modal).toBeNull());
    expect(store().borrower.motorVehicles).toEqual([]);
    cleanup();

    arrange({ personalLoans: [{ lenderName: 'Gum Tree Finance' }] });
    store().openModal('PERSONAL_LOANS', { closable: true });
    render(<PersonalLoansModal id="PERSONAL_LOANS" {...modalProps} />);
    click('Save');
    expect(await screen.findByText('Please enter the monthly repayment')).toBeTruthy();
    expect(store().modal).toBe('PERSONAL_LOANS');
  });

  // spec 2 §6 "plant and equipment appears only for business"; spec 2 §3 otherAssets.
  it('asks plant and equipment only for business loans and saves the amounts', async () => {
    arrange({});
    const { unmount } = render(<SavingsModal id="SAVINGS_OR_MORE" {...modalProps} />);
    expect(screen.queryByLabelText('Plant and equipment')).toBeNull();
    type('Savings', '12,000');
    type('Super and shares', '85000');
    await act(async () => click('Save'));
    expect(store().borrower.otherAssets).toEqual({ savings: 12_000, superandShares: 85_000 });
    unmount();

    arrange({ loan: { loanUsage: 'BUSINESS' } });
    render(<SavingsModal id="SAVINGS_OR_MORE" {...modalProps} />);
    expect(screen.getByLabelText('Plant and equipment')).toBeTruthy();
  });

  // A stored index past the list (an older save) opens a new item at the end, never a hole in the list.
  it('opens a new item at the end when the stored index is past the list', () => {
    arrange({ personalLoans: [{ lenderName: 'Gum Tree Finance', monthlyRepayment: 350, loanBalance: 7_500 }], personalLoanIndex: 4 });
    render(<PersonalLoansModal id="PERSONAL_LOANS" {...modalProps} />);
    expect(screen.getByText('Loan 2 of 2')).toBeTruthy();
    type('Lender', 'Wattle Finance');
    expect(store().borrower.personalLoans).toEqual([{ lenderName: 'Gum Tree Finance', monthlyRepayment: 350, loanBalance: 7_500 }, { lenderName: 'Wattle Finance' }]);
  });

  // spec 1 §2 "Modal close closes a modal only": the savings typed and not saved are not kept.
  it('leaves savings as they were when closed without saving', () => {
    arrange({ otherAssets: { savings: 5_000 } });
    store().openModal('SAVINGS_OR_MORE', { closable: true });
    render(<SavingsModal id="SAVINGS_OR_MORE" {...modalProps} />);
    type('Savings', '9000');
    click('Close');
    expect(store().modal).toBeNull();
    expect(store().borrower.otherAssets).toEqual({ savings: 5_000 });
  });

  // spec 2 §5 caps: "other asset values 999999999".
  it('refuses an amount past its cap', () => {
    arrange({});
    render(<SavingsModal id="SAVINGS_OR_MORE" {...modalProps} />);
    type('Savings', '1000000000');
    expect((screen.getByLabelText('Savings') as HTMLInputElement).value).toBe('');
    expect(screen.getByText('The most you can enter is $999,999,999')).toBeTruthy();
  });
});
