// @vitest-environment jsdom
import type { PartnerConfig } from '@kerb/domain/partner/config';
import { builtInPartnerConfig } from '@kerb/domain/partner/samples';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BorrowerDraft } from '#app/borrower-draft';
import { useAppStore } from '#app/store';
import { NoAmountModal } from './no-amount-modal';
import { QuickCalculatorScreen } from './quick-calculator-screen';

// The quick calculator's paths the spec names but does not show (spec 2 §2 "Quick calculator"):
// the campaign-specific path (docs/decisions/009), the no-amount popup (spec 1 §3 showNoAmountPopupOnQQ,
// docs/decisions/010) and the vehicle valuation lookup (docs/decisions/011).

const VALUATION = { glassValuation: 16_100, nvic: 'SMP21A', description: '2021 Sample Motors Sedan GX', buildYear: 2021 };

/** The API: no quotes, and the valuation answering `valuationStatus`; every call kept. */
function stubApi(valuationStatus = 200) {
  const fetch = vi.fn(async (path: string, _init?: RequestInit) => {
    if (path.endsWith('/api/vehicle/valuation')) {
      return new Response(JSON.stringify(valuationStatus === 200 ? VALUATION : { status: valuationStatus }), { status: valuationStatus });
    }
    return new Response(JSON.stringify({ lenders: [] }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  const valuationCalls = () => fetch.mock.calls.filter(([path]) => path.endsWith('/api/vehicle/valuation'));
  return { fetch, valuationCalls };
}

/** The modal layer as the shell's modal host shows it, for the popup under test. */
function NoAmountHost() {
  const open = useAppStore((s) => s.modal === 'NO_AMOUNT');
  const closeModal = useAppStore((s) => s.closeModal);
  return open ? <NoAmountModal id="NO_AMOUNT" closable onClose={closeModal} props={{}} /> : null;
}

function renderCalculator(partner: Partial<PartnerConfig> = {}, borrower: BorrowerDraft = {}) {
  useAppStore.setState({
    partner: { ...builtInPartnerConfig('demo'), ...partner }, partnerId: 'demo', userFlow: partner.userFlow ?? 'NORMAL', isLoggedIn: false,
    display: 'QUICK_CALCULATOR', modal: null, modalQueue: [], borrower, params: null, vehicleKnown: false, assetTypeFromParams: false,
  });
  render(<><QuickCalculatorScreen /><NoAmountHost /></>);
}

const getQuote = () => fireEvent.click(screen.getByRole('button', { name: 'Get Personalised Quote' }));
const price = () => screen.getByLabelText('Purchase price') as HTMLInputElement;

describe('quick calculator paths', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  describe('spec 2 §2 "A campaign-specific path shows only a loading logo"', () => {
    it('shows only the partner logo, then the campaign landing takes its place', async () => {
      stubApi();
      renderCalculator(builtInPartnerConfig('moto-campaign'));
      const status = screen.getByRole('status');
      expect(status.querySelector('img')?.getAttribute('src')).toBe(builtInPartnerConfig('moto-campaign').logo);
      expect(status.textContent).toContain('Loading your offer from Thunder Ridge Motorcycles (sample)');
      expect(screen.queryByLabelText('Purchase price')).toBeNull();
      expect(screen.queryByRole('button')).toBeNull();
      await waitFor(() => expect(useAppStore.getState().display).toBe('CAMPAIGN_LANDING'));
    });

    it('keeps the calculator for the other flows', () => {
      stubApi();
      renderCalculator({ campaign: undefined, userFlow: 'NORMAL' });
      expect(price()).toBeTruthy();
      expect(screen.queryByRole('status')).toBeNull();
    });
  });

  describe('showNoAmountPopupOnQQ', () => {
    it('on: without a price, a focus-trapped popup asks for one instead of flagging the field', async () => {
      stubApi();
      renderCalculator({ showNoAmountPopupOnQQ: true });
      getQuote();
      const dialog = await screen.findByRole('dialog', { name: 'What’s the purchase price?' });
      expect(dialog.getAttribute('aria-modal')).toBe('true');
      expect(document.activeElement).toBe(dialog);
      expect(screen.queryByText('Please enter a purchase price')).toBeNull();
      expect(useAppStore.getState().display).toBe('QUICK_CALCULATOR');
    });

    it('"Enter the price" closes the popup and puts the cursor in the price field', async () => {
      stubApi();
      renderCalculator({ showNoAmountPopupOnQQ: true });
      getQuote();
      fireEvent.click(await screen.findByRole('button', { name: 'Enter the price' }));
      expect(useAppStore.getState().modal).toBeNull();
      await waitFor(() => expect(document.activeElement).toBe(price()));
    });

    it('"Continue without a price" goes where the flow leads (NORMAL: loan), with no price', async () => {
      stubApi();
      renderCalculator({ showNoAmountPopupOnQQ: true });
      getQuote();
      fireEvent.click(await screen.findByRole('button', { name: 'Continue without a price' }));
      expect(useAppStore.getState()).toMatchObject({ display: 'LOAN', modal: null });
      expect(useAppStore.getState().borrower.loan?.purchasePrice).toBeUndefined();
    });

    it('asks for an amount to borrow for a personal loan, and continuing goes to basic', async () => {
      stubApi();
      renderCalculator({ showNoAmountPopupOnQQ: true }, { vehicle: { assetType: 'PERSONAL_LOAN' } });
      getQuote();
      await screen.findByRole('dialog', { name: 'How much would you like to borrow?' });
      fireEvent.click(screen.getByRole('button', { name: 'Continue without an amount' }));
      expect(useAppStore.getState().display).toBe('BASIC');
    });

    it('on, with a price: no popup, straight on', () => {
      stubApi();
      renderCalculator({ showNoAmountPopupOnQQ: true }, { loan: { purchasePrice: 35_000 } });
      getQuote();
      expect(useAppStore.getState()).toMatchObject({ display: 'LOAN', modal: null });
    });

    it('off (the default): the missing price is flagged on the field, as before', () => {
      stubApi();
      renderCalculator();
      getQuote();
      expect(screen.getByText('Please enter a purchase price')).toBeTruthy();
      expect(useAppStore.getState().modal).toBeNull();
    });
  });

  describe('spec 2 §2 "It looks up the vehicle valuation unless that lookup is disabled by partner configuration"', () => {
    const withVehicle: BorrowerDraft = { loan: { purchasePrice: 32_000 }, vehicle: { nvic: 'SMP21A', buildYear: 2021, isVehicleKnown: true } };

    it('looks the vehicle up on Get Personalised Quote and keeps its valuation and description', async () => {
      const api = stubApi();
      renderCalculator({}, withVehicle);
      getQuote();
      expect(useAppStore.getState().display).toBe('LOAN');
      await waitFor(() => expect(useAppStore.getState().borrower.vehicle).toMatchObject({ glassValuation: 16_100, description: '2021 Sample Motors Sedan GX' }));
      expect(api.valuationCalls()).toHaveLength(1);
      expect(JSON.parse(String(api.valuationCalls()[0]![1]?.body))).toEqual({ partnerId: 'demo', nvic: 'SMP21A', buildYear: 2021 });
    });

    it('does not look it up when the partner disabled it (disabledGlassesGuideVinLookup)', async () => {
      const api = stubApi();
      renderCalculator({ disabledGlassesGuideVinLookup: true }, withVehicle);
      getQuote();
      await act(async () => {});
      expect(useAppStore.getState().display).toBe('LOAN');
      expect(api.valuationCalls()).toHaveLength(0);
    });

    it('does not look it up without a vehicle code', async () => {
      const api = stubApi();
      renderCalculator({}, { loan: { purchasePrice: 32_000 } });
      getQuote();
      await act(async () => {});
      expect(api.valuationCalls()).toHaveLength(0);
    });

    it('never holds the borrower back when the lookup fails', async () => {
      const api = stubApi(503);
      renderCalculator({}, withVehicle);
      getQuote();
      expect(useAppStore.getState().display).toBe('LOAN');
      await waitFor(() => expect(api.valuationCalls()).toHaveLength(1));
      await act(async () => {});
      expect(useAppStore.getState().borrower.vehicle?.glassValuation).toBeUndefined();
    });
  });
});
