// @vitest-environment jsdom
import { builtInPartnerConfig } from '@kerb/domain/partner/samples';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BorrowerDraft } from '#app/borrower-draft';
import { useAppStore } from '#app/store';
import { TestDriveSummaryScreen } from './test-drive-summary-screen';

// No ownership and no visa: spec 2 §5 "ownership type (not in test drive)"; "visa holders (outside test drive ...)".
const complete: BorrowerDraft = {
  personalDetails: {
    firstName: 'Jordan', lastName: 'Lee', email: 'jordan@example.com', mobilePhone: '0412345678', birthdate: '1990-02-08',
    licenseNumber: '12345678', licenseState: 'VIC', licenseExpiry: '2031-03-21', residency: 'VISA_HOLDER',
  },
  address: [{ streetNumber: '12', streetName: 'Smith Street', suburb: 'Richmond', state: 'VIC', postcode: '3121' }],
  testDrives: [{ date: '14/12/2026', time: '10:30' }],
};
const STORED = {
  applicationId: '3f0c1a9e-7d52-4c1b-9a8e-5b6d2f1e4c3a', id: '3f0c1a9e-7d52-4c1b-9a8e-5b6d2f1e4c3a', isPreApproved: false, isSubmitted: false,
  isDeclined: false, progressPercent: 70, partnerOverwriteId: null,
};

function show(borrower: BorrowerDraft, stores = false, country: 'AU' | 'NZ' = 'AU') {
  vi.stubGlobal('fetch', vi.fn(async (_path: string, init: RequestInit) =>
    new Response(JSON.stringify({ borrower: { ...JSON.parse(String(init.body)).borrower, application: STORED } }), { status: 200 })));
  const partner = builtInPartnerConfig('test-drive');
  useAppStore.setState({
    partner: { ...partner, country, ...(stores ? {} : { storeSelectorOptions: undefined }) }, partnerId: 'test-drive', userFlow: 'TEST_DRIVE',
    journey: 'FINANCE', isLoggedIn: true, display: 'TEST_DRIVE_OCR_SUMMARY', modal: null, modalQueue: [], borrower, params: null,
  });
  render(<TestDriveSummaryScreen />);
}
const store = () => useAppStore.getState();
const card = (name: string) => screen.getByRole('region', { name });
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

describe('test drive OCR summary', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  // spec 2 §2 "Cards for personal information (name, phone, e-mail, address) and licence details (date of birth,
  // licence number, state, expiry)"; spec 2 §9 "Dates are displayed d/M/yyyy".
  it('shows the two cards and opens their modals (decision 052)', () => {
    show(complete);
    const personal = within(card('Personal information'));
    for (const text of ['Jordan Lee', '0412345678', 'jordan@example.com', '12 Smith Street, Richmond VIC 3121']) expect(personal.getByText(text)).toBeTruthy();
    const licence = within(card('Licence details'));
    for (const text of ['8/2/1990', '12345678', 'VIC', '21/3/2031']) expect(licence.getByText(text)).toBeTruthy();
    expect(screen.queryByText('Living status')).toBeNull();
    fireEvent.click(personal.getByRole('button', { name: 'Edit personal information' }));
    expect(store().modal).toBe('TEST_DRIVE_CONTACT_DETAILS');
    fireEvent.click(licence.getByRole('button', { name: 'Edit licence details' }));
    expect(store().modal).toBe('TEST_DRIVE_PERSONAL_INFORMATION');
  });

  // spec 2 §5 "OCR summary requires": a visa holder's visa and the ownership type are not needed in test drive;
  // "test drive goes to the test drive agreement".
  it('goes to the test drive agreement with the test drive part of the details', async () => {
    show(complete);
    next();
    await waitFor(() => expect(store().display).toBe('TEST_DRIVE_AGREEMENT'));
  });

  // spec 2 §5 "licence number (or version number for NZ), licence state (not NZ)".
  it('shows the licence version number instead of the state in New Zealand', () => {
    const { licenseState: _state, ...details } = complete.personalDetails!;
    show({ ...complete, personalDetails: { ...details, licenseVersionNumber: '123' } }, false, 'NZ');
    const licence = within(card('Licence details'));
    expect(licence.getByText('Licence version')).toBeTruthy();
    expect(licence.queryByText('Licence state')).toBeNull();
  });

  // "if a store selector exists and no store is chosen, the store selector shows".
  it('asks for a store first when the dealer has stores', async () => {
    show(complete, true);
    next();
    await waitFor(() => expect(store().display).toBe('STORE_SELECTOR'));
  });

  // "if incomplete, the OCR-check-incomplete modal opens"; spec 2 §8 marks the cards to fix.
  it('opens the incomplete modal and marks the card to fix', () => {
    show({ ...complete, address: [{ streetName: 'Smith Street' }] });
    next();
    expect(store().modal).toBe('OCR_CHECK_INCOMPLETE');
    expect(store().display).toBe('TEST_DRIVE_OCR_SUMMARY');
    expect(within(card('Personal information')).getByText('Please check and complete')).toBeTruthy();
    expect(within(card('Licence details')).getByText('Complete')).toBeTruthy();
  });
});
