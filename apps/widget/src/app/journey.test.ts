// @vitest-environment jsdom
import { PARTNER } from '@kerb/domain/journey/journey-context.fixture';
import type { PartnerConfig } from '@kerb/domain/partner/config';
import { beforeEach, describe, expect, it } from 'vitest';
import { goBack, goNext, journeyContextOf } from './journey';
import { createAppStore } from './store';

const partner = { ...PARTNER, id: 'demo' } as unknown as PartnerConfig;

describe('the widget takes the domain journey steps', () => {
  beforeEach(() => localStorage.clear());

  // spec 2 §2 "Servicing failure": "Buttons: Reduce Loan (to loan) and Edit Answers (to income)."
  it('moves to the screen the domain names and records the previous display', () => {
    const store = createAppStore();
    store.getState().setPartner(partner, false);
    store.getState().setDisplay('SERVICING_FAILURE');
    expect(goNext('SERVICING_FAILURE', {}, store)).toBe(true);
    expect(store.getState()).toMatchObject({ display: 'INCOME', previousDisplay: 'SERVICING_FAILURE' });
  });

  // spec 2 §2 "Servicing success": "if not registered opens register".
  it('opens a modal over the current screen when the step is a modal', () => {
    const store = createAppStore();
    store.getState().setPartner(partner, false);
    store.getState().setBorrower({ loan: { loanUsage: 'PERSONAL' }, vehicle: { assetType: 'PASSENGER_VEHICLE' } });
    store.getState().setDisplay('SERVICING_SUCCESS');
    goNext('SERVICING_SUCCESS', {}, store);
    expect(store.getState()).toMatchObject({ display: 'SERVICING_SUCCESS', modal: 'REGISTER' });
  });

  // spec 2 §2 "Income details": "Back goes to basic."
  it('goes back as the domain routes it', () => {
    const store = createAppStore();
    store.getState().setPartner(partner, false);
    store.getState().setDisplay('INCOME');
    expect(goBack('INCOME', {}, store)).toBe(true);
    expect(store.getState().display).toBe('BASIC');
  });

  it('reads the journey facts from the store: registration, lenders, deposit and business age', () => {
    const store = createAppStore();
    store.getState().setPartner({ ...partner, minDepositPercent: 20 } as PartnerConfig, false);
    store.getState().setBorrower({
      loan: { loanUsage: 'BUSINESS', purchasePrice: 50_000, deposit: 5_000 },
      business: { abnStatusEffectiveFrom: '01/01/2000' },
    });
    const before = journeyContextOf(store.getState());
    // Lenders are not assumed away before any quote has answered.
    expect(before).toMatchObject({ registered: false, lenderCount: 1, depositBelowMinimum: true, businessUnderTwoYears: false });
    store.getState().setLenderCount(0);
    store.getState().logIn('token', 'Ana');
    expect(journeyContextOf(store.getState(), { detailsComplete: false })).toMatchObject({
      registered: true, lenderCount: 0, detailsComplete: false,
    });
  });
});
