// @vitest-environment jsdom
import type { PartnerConfig } from '@kerb/domain/partner/config';
import { builtInPartnerConfig } from '@kerb/domain/partner/samples';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BorrowerDraft } from '#app/borrower-draft';
import { useAppStore } from '#app/store';
import { nzbnCheckDigit } from '@kerb/domain/identifiers/nzbn';
import { BusinessScreen } from './business-screen';

const ABN = '53004085616';
const NZBN = `942000000001${nzbnCheckDigit('942000000001')}`;
const monthsAgo = (months: number) => {
  const d = new Date();
  d.setMonth(d.getMonth() - months);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const dmy = (iso: string) => iso.split('-').reverse().join('/');

const auBusiness = (since: number, extra: Record<string, unknown> = {}) => ({
  Abn: ABN, AbnStatus: 'Active', AbnStatusEffectiveFrom: monthsAgo(since), EntityName: 'Bunyip Bay Plant Hire Pty Ltd',
  Name: 'Bunyip Bay Plant Hire Pty Ltd', NameType: 'Entity Name', EntityTypeName: 'Australian Private Company', Acn: '004085616',
  CompanyNumber: '004085616', Gst: monthsAgo(since - 1), Postcode: '2480', State: 'NSW', AddressPostcode: '2480', AddressState: 'NSW',
  Score: null, ...extra,
});
const nzBusiness = {
  nzbn: NZBN, entityName: 'Kiwi Crossing Haulage Limited', entityTypeCode: 'LTD', entityTypeDescription: 'NZ Limited Company',
  entityStatusDescription: 'Registered', registrationDate: monthsAgo(98), companyNumber: '1234567', tradingName: null,
  gstNumber: '123456789', gstEffectiveDate: monthsAgo(98), addressRegion: 'Auckland', addressPostcode: '2022',
};

let calls: { method: string; url: string; body?: unknown }[] = [];
function register(answer: (method: string, url: string, body: unknown) => { status: number; body: unknown }) {
  calls = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method: init.method ?? 'GET', url, ...(body ? { body } : {}) });
    const reply = answer(init.method ?? 'GET', url, body);
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  }));
}
const ok = (data: unknown) => ({ status: 200, body: { data } });

function renderBusiness(borrower: BorrowerDraft = { loan: { loanUsage: 'BUSINESS' } }, partner: Partial<PartnerConfig> = {}) {
  useAppStore.setState({
    partner: { ...builtInPartnerConfig('demo'), ...partner }, partnerId: 'demo', userFlow: 'NORMAL', isLoggedIn: false, journey: 'FINANCE',
    display: 'BUSINESS', previousDisplay: 'LOAN', modal: null, modalQueue: [], borrower, params: null, vehicleKnown: false,
    assetTypeFromParams: false, lenderCount: null,
  });
  render(<BusinessScreen />);
}

const store = () => useAppStore.getState();
const business = () => store().borrower.business ?? {};
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
const pause = (ms = 1000) => act(async () => { await vi.advanceTimersByTimeAsync(ms); });
/** Lets the faked clock run in small steps until `check` passes (waitFor's own timers are faked here). */
async function until(check: () => void) {
  for (let i = 0; ; i += 1) {
    try {
      check();
      return;
    } catch (error) {
      if (i > 50) throw error;
      await pause(10);
    }
  }
}
const search = () => screen.getByRole('combobox', { name: 'Business name' });

describe('business details', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  // spec 1 §5 "Next requires industry, ABN ... and number of directors; otherwise field error styling appears
  // (no message text) and navigation is blocked".
  it('highlights industry, ABN and directors only after Next, with no message', () => {
    register(() => ok(null));
    renderBusiness();
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    next();
    expect(screen.getByLabelText('Industry type').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('ABN').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Number of directors').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    expect(document.activeElement).toBe(screen.getByLabelText('Industry type'));
    expect(store().display).toBe('BUSINESS');
  });

  // finance.md check digits; decision 023 "Numbers first": a wrong number is refused before any call.
  it('refuses an ABN whose check digits fail, without asking the register', async () => {
    register(() => ok(auBusiness(100)));
    renderBusiness();
    type('ABN', '53 004 085 617');
    await pause(1500);
    expect(calls).toHaveLength(0);
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid 11-digit ABN');
    expect(business().abn).toBe('53004085617');
  });

  // spec 1 §5 "Lookup by number: AU exactly 11 digits"; §9 "lookup debounce 1000 ms"; §3 "Lookup results"
  // fill name, entity type, ACN, active-from and GST dates (dd/mm/yyyy).
  it('looks an ABN up after the pause and fills the business', async () => {
    register(() => ok(auBusiness(100)));
    renderBusiness();
    type('ABN', ABN);
    await pause(999);
    expect(calls).toHaveLength(0);
    await pause(1);
    expect(calls).toEqual([{ method: 'GET', url: `/api/abnLookup/abn/${ABN}?partnerId=demo` }]);
    await until(() => expect(business().name).toBe('Bunyip Bay Plant Hire Pty Ltd'));
    expect(business()).toMatchObject({
      abn: ABN, acn: '004085616', entityTypeName: 'Australian Private Company',
      abnStatusEffectiveFrom: dmy(monthsAgo(100)), gst: dmy(monthsAgo(99)), primaryAddress: { postcode: '2480', state: 'NSW' },
    });
    expect(screen.getByRole('status', { name: 'Your business' }).textContent).toContain('Bunyip Bay Plant Hire Pty Ltd');
  });

  // spec 1 §8 "Employer not found | 'Company not found. Please enter Company Number below.'"
  it('says so when no business holds the number, and offers manual entry', async () => {
    register(() => ({ status: 404, body: { status: 404, detail: 'Company not found. Please enter Company Number below.', field: 'abn' } }));
    renderBusiness();
    type('ABN', ABN);
    await pause();
    await until(() => expect(screen.getByRole('alert').textContent).toBe('Company not found. Please enter Company Number below.'));
    fireEvent.click(screen.getByRole('button', { name: 'Enter the details manually' }));
    expect(business().manualEntry).toBe(true);
    expect(screen.getByLabelText('Business name')).toBeTruthy();
  });

  // spec 1 §8 "detail failure gives empty options": nothing filled, the manual entry offered.
  it('fills nothing when the register cannot answer', async () => {
    register(() => ({ status: 503, body: { status: 503, detail: 'Business register unavailable' } }));
    renderBusiness();
    type('ABN', ABN);
    await pause();
    await until(() => expect(screen.getByText(/couldn't reach the business register/)).toBeTruthy());
    expect(business()).toEqual({ abn: ABN });
    expect(screen.getByRole('button', { name: 'Enter the details manually' })).toBeTruthy();
  });

  // spec 1 §5 "Name search starts at 2 characters after a 1000 ms pause"; §8 "Nothing found." or "Loading...".
  it('lists the matches of a name search to choose from, and looks the chosen one up', async () => {
    register((_m, url) => (url.includes('/name/')
      ? ok(url.includes('zzz') ? [] : [auBusiness(14, { Name: 'Bunyip Bay Plant Hire Pty Ltd', Score: 100 }), auBusiness(14, { Abn: '51824753556', Name: 'Bunyip Bay Earthmoving Pty Ltd' })])
      : ok(auBusiness(14))));
    renderBusiness();
    fireEvent.change(search(), { target: { value: 'B' } });
    await pause(1500);
    expect(calls).toHaveLength(0);
    fireEvent.change(search(), { target: { value: 'Bunyip' } });
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    await pause();
    expect(calls[0]!.url).toBe('/api/abnLookup/name/Bunyip?partnerId=demo');
    const options = within(screen.getByRole('listbox', { name: 'Matching businesses' })).getAllByRole('option');
    expect(options.map((o) => o.querySelector('.kerb-business-search__name')?.textContent)).toEqual(['Bunyip Bay Plant Hire Pty Ltd', 'Bunyip Bay Earthmoving Pty Ltd']);
    fireEvent.mouseDown(options[0]!);
    await pause(0);
    await until(() => expect(business().acn).toBe('004085616'));
    expect(calls.at(-1)!.url).toBe(`/api/abnLookup/abn/${ABN}?partnerId=demo`);
    expect((screen.getByLabelText('ABN') as HTMLInputElement).value).toBe(ABN);

    fireEvent.change(search(), { target: { value: 'zzz' } });
    await pause();
    expect(screen.getByText('Nothing found.').getAttribute('role')).toBe('status');
  });

  // spec 1 §5 "Business age: an active-from date more recent than 2 years ago goes to the previous-business check".
  it('sends a business younger than 2 years to the previous-business check, an older one to basic details', async () => {
    register(() => ok(auBusiness(14)));
    renderBusiness();
    type('Industry type', 'Earthmoving/Civil');
    type('ABN', ABN);
    type('Number of directors', '2');
    await pause();
    await until(() => expect(business().abnStatusEffectiveFrom).toBe(dmy(monthsAgo(14))));
    next();
    await until(() => expect(store().modal).toBe('PREVIOUS_BUSINESS_CHECK'));
    expect(store().display).toBe('BUSINESS');
    cleanup();
    register(() => ok(auBusiness(100)));
    renderBusiness({ loan: { loanUsage: 'BUSINESS' }, business: { industry: 'Mining', abn: ABN, numberOfDirectors: 1, abnStatusEffectiveFrom: dmy(monthsAgo(100)) } });
    next();
    await until(() => expect(store().display).toBe('BASIC'));
    expect(store().modal).toBeNull();
  });

  // spec 1 §2 "Industry options ... plus a free-typed custom value"; §5 directors "values above 99 ignored; empty clears".
  it('takes a listed or a typed industry, and 1 to 99 directors', () => {
    register(() => ok(null));
    renderBusiness();
    type('Industry type', 'Other');
    type('Your industry', 'Beekeeping');
    expect(business().industry).toBe('Beekeeping');
    expect((screen.getByLabelText('Industry type') as HTMLSelectElement).value).toBe('Other');
    type('Number of directors', '12');
    type('Number of directors', '120');
    expect(business().numberOfDirectors).toBe(12);
    type('Number of directors', '');
    expect(business().numberOfDirectors).toBeUndefined();
  });

  // spec 1 §2 "ACN (AU companies)", "GST registered-from date (companies only)"; manual entry otherwise.
  it('asks for the details by hand on manual entry, the ACN and GST date for companies', () => {
    register(() => ok(null));
    renderBusiness();
    fireEvent.click(screen.getByRole('radio', { name: 'Enter manually' }));
    expect(screen.queryByLabelText('ACN')).toBeNull();
    type('Business structure', 'COMPANY');
    type('ACN', '004085617');
    type('Active from', '01032023');
    type('GST registered from', '0103');
    expect(business()).toMatchObject({ manualEntry: true, entityTypeName: 'COMPANY', acn: '004085617', abnStatusEffectiveFrom: '01/03/2023' });
    expect(business().gst).toBeUndefined();
    next();
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid 9-digit ACN');
  });

  // spec 1 §2 "ABN (AU) or NZBN (NZ), ACN (AU companies) or company number (NZ)"; §5 "NZ: company number
  // auto-filled from lookup", "region replaces state", "NZ exactly 13 digits".
  it('asks NZ for the NZBN and company number, filling the region from the register', async () => {
    register(() => ok(nzBusiness));
    renderBusiness({ loan: { loanUsage: 'BUSINESS' } }, { country: 'NZ' });
    expect(screen.queryByLabelText('ABN')).toBeNull();
    type('NZBN', NZBN.slice(0, 11));
    await pause();
    expect(calls).toHaveLength(0);
    type('NZBN', NZBN);
    await pause();
    expect(calls).toEqual([{ method: 'POST', url: '/api/abn/detail', body: { country: 'NZ', abn: NZBN, partnerId: 'demo' } }]);
    await until(() => expect(business().companyNumber).toBe('1234567'));
    expect(business().primaryAddress).toEqual({ postcode: '2022', state: 'Auckland' });
    expect(screen.getByRole('status', { name: 'Your business' }).textContent).toContain('Company number1234567');
    expect(screen.getByRole('status', { name: 'Your business' }).textContent).toContain('RegionAuckland 2022');
    fireEvent.click(screen.getByRole('radio', { name: 'Enter manually' }));
    expect((screen.getByLabelText('Company number') as HTMLInputElement).value).toBe('1234567');
  });
});
