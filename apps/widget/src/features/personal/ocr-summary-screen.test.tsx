// @vitest-environment jsdom
import { builtInPartnerConfig } from '@kerb/domain/partner/samples';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BorrowerDraft } from '#app/borrower-draft';
import { useAppStore } from '#app/store';
import { OcrSummaryScreen } from './ocr-summary-screen';

const complete: BorrowerDraft = {
  loan: { loanUsage: 'PERSONAL' },
  personalDetails: {
    firstName: 'Olivia', lastName: 'Nguyen', email: 'olivia@example.com', mobilePhone: '0412345678', birthdate: '1990-02-08',
    licenseNumber: '12345678', licenseState: 'NSW', licenseExpiry: '2031-03-21', licenseType: 'FULL', residency: 'AUSTRALIAN_CITIZEN',
  },
  address: [{ ownershipType: 'RENTING', streetNumber: '12', streetName: 'Smith Street', suburb: 'Parramatta', state: 'NSW', postcode: '2150' }],
};

function show(borrower: BorrowerDraft, country: 'AU' | 'NZ' = 'AU') {
  useAppStore.setState({
    partner: { ...builtInPartnerConfig('demo'), country }, partnerId: 'demo', userFlow: 'NORMAL', journey: 'FINANCE', isLoggedIn: true,
    display: 'OCR_SUMMARY', modal: null, modalQueue: [], borrower, lenderCount: null,
  });
  render(<OcrSummaryScreen />);
}
const store = () => useAppStore.getState();
const STORED = {
  applicationId: '3f0c1a9e-7d52-4c1b-9a8e-5b6d2f1e4c3a', id: '3f0c1a9e-7d52-4c1b-9a8e-5b6d2f1e4c3a', isPreApproved: false, isSubmitted: false,
  isDeclined: false, progressPercent: 70, partnerOverwriteId: null,
};
const card = (name: string) => screen.getByRole('region', { name });

describe('OCR summary', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  // spec 2 §2 "Cards for contact details, address and personal information, each with an Edit button opening
  // the matching modal"; spec 2 §9 "Dates are displayed d/M/yyyy".
  it('shows the three cards, with dates as d/M/yyyy, and Edit opens the matching modal', () => {
    show(complete);
    expect(within(card('Contact details')).getByText('Olivia Nguyen')).toBeTruthy();
    expect(within(card('Personal information')).getByText('8/2/1990')).toBeTruthy();
    expect(within(card('Address')).getByText('Parramatta NSW 2150')).toBeTruthy();
    for (const [name, modal] of [['Contact details', 'CONTACT_DETAILS'], ['Personal information', 'PERSONAL_INFORMATION'], ['Address', 'ADDRESS_INFORMATION']] as const) {
      fireEvent.click(within(card(name)).getByRole('button', { name: `Edit ${name.toLowerCase()}` }));
      expect(store().modal).toBe(modal);
    }
  });

  // spec 2 §2 "if incomplete, the OCR-check-incomplete modal opens"; spec 2 §8 "Incomplete OCR summary".
  it('opens the incomplete modal and marks the incomplete card when Next finds a gap', () => {
    show({ ...complete, address: [{ ...complete.address![0], postcode: '21' }] });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(store().modal).toBe('OCR_CHECK_INCOMPLETE');
    expect(store().display).toBe('OCR_SUMMARY');
    expect(card('Address').className).toContain('invalid');
    expect(card('Contact details').className).not.toContain('invalid');
  });

  // spec 2 §2 "other flows go to the pre-approval animation".
  it('goes on to the pre-approval animation when complete', async () => {
    show(complete);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(store().display).toBe('PREPPROVAL_ANIMATION'));
    expect(store().modal).toBeNull();
  });

  // spec 2 §2 "novated runs pre-approval and goes to your scores if lenders approved, else indicatively referred".
  it('runs pre-approval for a novated lease and routes by its verdict', async () => {
    const APPROVED = {
      verdict: 'APPROVED', approvedLenders: ['a'], onePointOneScore: 700, comprehensiveScore: 720, creditScore: 720,
      creditScorePercentage: 82, eligibilityScorePercentage: 90, accuracyScorePercentage: 100, reason: null, lenders: [],
    };
    const fetch = vi.fn(async (path: string, init?: RequestInit) => (path === '/api/submit/preApproval'
      ? new Response(JSON.stringify(APPROVED))
      : new Response(JSON.stringify({ borrower: { ...JSON.parse(String(init?.body)).borrower, application: STORED } }))));
    vi.stubGlobal('fetch', fetch);
    show({ ...complete, loan: { loanUsage: 'NOVATED', purchasePrice: 45_000 }, application: { applicationId: STORED.id, id: STORED.id } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(store().display).toBe('YOUR_SCORES'));
    expect(store().borrower.scores).toMatchObject({ verdict: 'APPROVED', creditScorePercentage: 82 });
    expect(fetch.mock.calls.some(([path]) => path === '/api/submit/preApproval')).toBe(true);
  });

  // spec 2 §5 "licence number (or version number for NZ), licence state (not NZ)".
  it('shows the licence version, not a state, in New Zealand', () => {
    show({ ...complete, personalDetails: { ...complete.personalDetails, licenseVersionNumber: '374' } }, 'NZ');
    expect(within(card('Personal information')).getByText('Licence version')).toBeTruthy();
    expect(within(card('Personal information')).queryByText('Licence state')).toBeNull();
  });
});
