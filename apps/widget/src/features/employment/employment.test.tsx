// @vitest-environment jsdom
import { builtInPartnerConfig } from '@kerb/domain/partner/samples';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BorrowerDraft } from '#app/borrower-draft';
import { useAppStore } from '#app/store';
import { EmploymentScreen } from './employment-screen';
import { WorkHistoryModal } from './work-history-modal';

const WOMBAT = {
  Abn: '51824753556', AbnStatus: 'Active', AbnStatusEffectiveFrom: '2013-01-01', EntityName: 'Wombat Creek Haulage Pty Ltd',
  Name: 'Wombat Creek Haulage Pty Ltd', NameType: 'Entity Name', EntityTypeName: 'Australian Private Company', Acn: '824753556',
  CompanyNumber: '824753556', Gst: '2013-01-01', Postcode: '3714', State: 'VIC', AddressPostcode: '3714', AddressState: 'VIC', Score: 98,
};

function arrange(borrower: BorrowerDraft, names: unknown[] = [WOMBAT]) {
  const fetch = vi.fn(async (path: string) => {
    if (path.startsWith('/api/abnLookup/name/')) return new Response(JSON.stringify({ data: names }));
    if (path.startsWith('/api/abnLookup/abn/')) return new Response(JSON.stringify({ data: WOMBAT }));
    return new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  useAppStore.setState({
    partner: builtInPartnerConfig('demo'), partnerId: 'demo', userFlow: 'NORMAL', journey: 'FINANCE', isLoggedIn: false,
    display: 'EMPLOYMENT', modal: null, modalQueue: [], borrower,
  });
  return fetch;
}
const store = () => useAppStore.getState();
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const openModal = () => render(<WorkHistoryModal id="WORK_HISTORY" closable onClose={() => store().closeModal()} props={{}} />);

const complete = {
  status: 'PERMANENT' as const, occupation: 'Driver', employerLookupDetails: { name: 'Wombat Creek Haulage Pty Ltd', abn: '51824753556' },
  employerPhone: '0390001234', years: 1, months: 6,
};

describe('work details', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  // spec 2 §2 "List of employment entries with completion ticks"; "Next: all entries complete and 3 years of
  // history, else the first incomplete entry opens".
  it('lists the entries and opens the first incomplete one on Next', () => {
    arrange({ loan: { loanUsage: 'PERSONAL' }, employments: [complete, { occupation: 'Cook' }] });
    render(<EmploymentScreen />);
    expect(screen.getByText('Wombat Creek Haulage Pty Ltd')).toBeTruthy();
    expect(document.querySelector('.kerb-work__total')?.textContent).toBe('1 year 6 months of 3 years');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(store().modal).toBe('WORK_HISTORY');
    expect(store().borrower.currentEmploymentIndex).toBe(1);
  });

  it('opens a new entry when every entry is complete but the history is short', () => {
    arrange({ loan: { loanUsage: 'PERSONAL' }, employments: [complete] });
    render(<EmploymentScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(store().borrower.employments).toHaveLength(2);
    expect(store().borrower.currentEmploymentIndex).toBe(1);
  });

  // "others go to assets and liabilities"
  it('goes on to assets and liabilities with three complete years', async () => {
    arrange({ loan: { loanUsage: 'PERSONAL' }, employments: [complete, { ...complete, years: 2, months: 0 }] });
    render(<EmploymentScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(store().display).toBe('ASSETS_AND_LIABILITIES'));
  });
});

describe('work history modal', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  // spec 2 §5 "Employment entry complete"; spec 2 §4 "while under 3 years the button reads Add Previous and
  // moves to the next entry; once 3 years it saves and closes".
  it('checks the entry, then Add Previous moves to the next entry, and Save closes at 3 years', async () => {
    arrange({ loan: { loanUsage: 'PERSONAL' }, employments: [{ ...complete, years: undefined, months: undefined, employerPhone: undefined }], currentEmploymentIndex: 0 });
    useAppStore.setState({ modal: 'WORK_HISTORY' });
    openModal();
    fireEvent.click(screen.getByRole('button', { name: 'Add Previous' }));
    expect(screen.getByLabelText('Employer phone').getAttribute('aria-invalid')).toBe('true');
    expect(store().borrower.currentEmploymentIndex).toBe(0);
    type('Employer phone', '(03) 9000 1234');
    expect(store().borrower.employments?.[0]?.employerPhone).toBe('0390001234');
    type('Years', '1');
    type('Months', '30');
    expect(store().borrower.employments?.[0]?.months).toBe(12);
    type('Months', '6');
    fireEvent.click(screen.getByRole('button', { name: 'Add Previous' }));
    await waitFor(() => expect(store().borrower.currentEmploymentIndex).toBe(1));
    expect(store().modal).toBe('WORK_HISTORY');
    type('Years', '2');
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  // spec 2 §6 "novated hides occupation".
  it('does not ask a novated borrower for an occupation', () => {
    arrange({ loan: { loanUsage: 'NOVATED' }, employments: [{}] });
    openModal();
    expect(screen.queryByLabelText('Occupation')).toBeNull();
  });

  // spec 1 §5 "Employer search (work history): starts at 2 characters after 1 second; 11 digits is an ABN lookup".
  it('searches the registers after a 1 second pause and fills the employer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = arrange({ loan: { loanUsage: 'PERSONAL' }, employments: [{}] });
    openModal();
    type('Employer', 'W');
    await act(async () => vi.advanceTimersByTimeAsync(1_500));
    expect(fetch).not.toHaveBeenCalled();
    type('Employer', 'Wombat');
    await act(async () => vi.advanceTimersByTimeAsync(900));
    expect(fetch).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(200));
    expect(String(fetch.mock.calls[0]![0])).toContain('/api/abnLookup/name/Wombat');
    fireEvent.click(await screen.findByRole('button', { name: /Wombat Creek Haulage Pty Ltd/ }));
    expect(store().borrower.employments?.[0]?.employerLookupDetails).toMatchObject({ name: 'Wombat Creek Haulage Pty Ltd', abn: '51824753556', companyNumber: '824753556' });
    type('Employer', '51 824 753 556');
    await act(async () => vi.advanceTimersByTimeAsync(1_100));
    expect(fetch.mock.calls.some(([path]) => String(path).startsWith('/api/abnLookup/abn/51824753556'))).toBe(true);
  });

  // spec 1 §8 "Employer not found: 'Company not found. Please enter Company Number below.'"
  it('asks for a company number when the employer is not found', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    arrange({ loan: { loanUsage: 'PERSONAL' }, employments: [{}] }, []);
    openModal();
    type('Employer', 'Smith Family Bakery');
    await act(async () => vi.advanceTimersByTimeAsync(1_100));
    expect(await screen.findByText('Company not found. Please enter Company Number below.')).toBeTruthy();
    type('Company number', '123 456 789');
    expect(store().borrower.employments?.[0]?.employerLookupDetails).toEqual({ name: 'Smith Family Bakery', companyNumber: '123 456 789' });
  });
});
