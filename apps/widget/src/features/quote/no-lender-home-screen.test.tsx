// @vitest-environment jsdom
import type { UserFlow } from '@kerb/domain/enums/index';
import { builtInPartnerConfig } from '@kerb/domain/partner/samples';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BorrowerDraft } from '#app/borrower-draft';
import { useAppStore } from '#app/store';
import { NoLenderHomeScreen } from './no-lender-home-screen';

function renderHome(partnerId: 'no-lender' | 'no-lender-early', userFlow: UserFlow, isLoggedIn: boolean, borrower: BorrowerDraft = {}) {
  useAppStore.setState({
    partner: builtInPartnerConfig(partnerId), partnerId, userFlow, journey: 'FINANCE', isLoggedIn, display: 'NO_LENDER_HOME',
    modal: null, modalQueue: [], borrower, params: null, vehicleKnown: false, assetTypeFromParams: false,
  });
  render(<NoLenderHomeScreen />);
}
const store = () => useAppStore.getState();
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

describe('no-lender home', () => {
  // Saves go nowhere here: every call answers 200 with nothing.
  beforeEach(() => vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 200 }))));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  // spec 2 §2 "Loan details (with a no-lender variant)": "Asset type, trade-in, deposit or similar fields, vehicle
  // known yes/no, new or used"; no lender estimate in a no-lender flow (decision 048).
  it('asks the loan details’ no-lender variant, without an estimate and without Back', () => {
    renderHome('no-lender', 'NO_LENDER', false);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tell us about your loan');
    for (const label of ['Purchase price', 'Deposit', 'Trade-in']) expect(screen.getByLabelText(label, { exact: false })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Have you found your vehicle?' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'New or used?' })).toBeTruthy();
    expect(document.querySelector('.kerb-estimate')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  // spec 2 §5: an out-of-range price holds the borrower back.
  it('stays while the purchase price is missing', () => {
    renderHome('no-lender', 'NO_LENDER', false);
    next();
    expect(store().display).toBe('NO_LENDER_HOME');
    expect(screen.getByLabelText('Purchase price').getAttribute('aria-invalid')).toBe('true');
  });

  // spec 1 §4 "No-lender home moves to vehicle when the vehicle is known ..., else business or basic".
  it('moves on to basic details, or to vehicle details when the vehicle is found', () => {
    renderHome('no-lender', 'NO_LENDER', false, { loan: { purchasePrice: 42_000 } });
    next();
    expect(store().display).toBe('BASIC');
    cleanup();
    renderHome('no-lender', 'NO_LENDER', false, { loan: { purchasePrice: 42_000 } });
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    next();
    expect(store().display).toBe('VEHICLE');
  });

  // NO_LENDER_EARLY_SIGNUP: sign-up comes first (decision 048).
  it('opens register first in the early sign-up flow, and moves on once registered', () => {
    renderHome('no-lender-early', 'NO_LENDER_EARLY_SIGNUP', false, { loan: { purchasePrice: 42_000 } });
    next();
    expect(store().modal).toBe('REGISTER');
    expect(store().display).toBe('NO_LENDER_HOME');
    cleanup();
    renderHome('no-lender-early', 'NO_LENDER_EARLY_SIGNUP', true, { loan: { purchasePrice: 42_000 } });
    next();
    expect(store().display).toBe('BASIC');
  });
});
