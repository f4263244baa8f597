import { describe, expect, it } from 'vitest';
import { campaignQuoteAction } from './campaign';
import {
  asksForAmountFirst, asksForAssetType, assetTypeOptions, campaignForward, DEFAULT_ASSET_TYPE_OPTIONS, priceLabel, quickQuoteAction, type QuickQuoteContext, quoteTextWith,
} from './quick-calculator';

const base: QuickQuoteContext = {
  userFlow: 'NORMAL', isLoggedIn: false, storeChosen: false, storeSelectorConfigured: false, assetType: 'PASSENGER_VEHICLE',
  loanUsage: 'PERSONAL', vehicleKnown: false,
};

// spec 2 §2 "Quick calculator": the Get Personalised Quote button acts by user flow.
describe('Get Personalised Quote', () => {
  it('NORMAL goes to loan', () => {
    expect(quickQuoteAction(base)).toEqual({ screen: 'LOAN' });
  });

  it('EARLY_SIGNUP and INSTANT_LEAD_CAPTURE go to loan if registered or a store is in play, else register', () => {
    for (const userFlow of ['EARLY_SIGNUP', 'INSTANT_LEAD_CAPTURE'] as const) {
      expect(quickQuoteAction({ ...base, userFlow })).toEqual({ modal: 'REGISTER' });
      expect(quickQuoteAction({ ...base, userFlow, isLoggedIn: true })).toEqual({ screen: 'LOAN' });
      expect(quickQuoteAction({ ...base, userFlow, storeChosen: true })).toEqual({ screen: 'LOAN' });
    }
  });

  it('sends a personal-loan asset to basic', () => {
    expect(quickQuoteAction({ ...base, assetType: 'PERSONAL_LOAN' })).toEqual({ screen: 'BASIC' });
  });

  it('shows the store selector when one is configured and no store is chosen', () => {
    expect(quickQuoteAction({ ...base, storeSelectorConfigured: true })).toEqual({ screen: 'STORE_SELECTOR' });
    expect(quickQuoteAction({ ...base, storeSelectorConfigured: true, storeChosen: true })).toEqual({ screen: 'LOAN' });
  });

  it('sends a novated lease to vehicle, or to basic when the vehicle is known', () => {
    expect(quickQuoteAction({ ...base, loanUsage: 'NOVATED' })).toEqual({ screen: 'VEHICLE' });
    expect(quickQuoteAction({ ...base, loanUsage: 'NOVATED', vehicleKnown: true })).toEqual({ screen: 'BASIC' });
  });
});

describe('quick calculator fields', () => {
  it('asks how much to borrow for a personal loan, else the purchase price', () => {
    expect(priceLabel('PERSONAL_LOAN')).toBe('How much would you like to borrow?');
    expect(priceLabel('CARAVAN')).toBe('Purchase price');
  });

  it("offers the partner's asset types, or a default list; plant equipment only for business (spec 2 §6)", () => {
    expect(assetTypeOptions({ availableVehicleAssetTypes: [{ label: 'Car, Van or Ute', type: 'PASSENGER_VEHICLE' }] }, 'PERSONAL')).toHaveLength(1);
    expect(assetTypeOptions({}, 'PERSONAL').map((o) => o.type)).not.toContain('PLANT_EQUIPMENT');
    expect(assetTypeOptions({}, 'BUSINESS')).toHaveLength(DEFAULT_ASSET_TYPE_OPTIONS.length);
    expect(DEFAULT_ASSET_TYPE_OPTIONS[0]?.type).toBe('PASSENGER_VEHICLE'); // spec 1 §9 default asset type
  });

  it('asks for the credit history instead when the asset is fixed', () => {
    expect(asksForAssetType(false, [1, 2])).toBe(true);
    expect(asksForAssetType(true, [1, 2])).toBe(false);
    expect(asksForAssetType(false, [1])).toBe(false);
  });

  it("puts the amount into the partner's quote text", () => {
    expect(quoteTextWith('Ride away from $X per week*', '61.20')).toBe('Ride away from $61.20 per week*');
  });
});

// spec 2 §2 "Campaign landing"; spec 1 §4 "Campaign landing moves to business or basic".
describe('campaign Get Personalised Quote', () => {
  it('registers first, then goes to business or basic', () => {
    expect(campaignQuoteAction({ isLoggedIn: false, loanUsage: 'PERSONAL' })).toEqual({ modal: 'REGISTER' });
    expect(campaignQuoteAction({ isLoggedIn: true, loanUsage: 'PERSONAL' })).toEqual({ screen: 'BASIC' });
    expect(campaignQuoteAction({ isLoggedIn: true, loanUsage: 'BUSINESS' })).toEqual({ screen: 'BUSINESS' });
  });
});

// spec 2 §2 "Quick calculator": "A campaign-specific path shows only a loading logo." (docs/decisions/009)
describe('the campaign-specific path', () => {
  it('forwards a visitor in the campaign journey to the campaign landing', () => {
    expect(campaignForward('CAMPAIGN')).toBe('CAMPAIGN_LANDING');
  });

  it('leaves every other flow on the calculator', () => {
    for (const flow of ['NORMAL', 'EARLY_SIGNUP', 'INSTANT_LEAD_CAPTURE', 'TRUCKSTOP_NORMAL', 'TEST_DRIVE'] as const) {
      expect(campaignForward(flow)).toBeNull();
    }
  });
});

// spec 1 §3 / spec 2 §3 partner setting showNoAmountPopupOnQQ (docs/decisions/010).
describe('the no-amount popup', () => {
  it('asks for the amount first when the partner turned it on and no price is given', () => {
    expect(asksForAmountFirst({ showNoAmountPopupOnQQ: true }, undefined)).toBe(true);
    expect(asksForAmountFirst({ showNoAmountPopupOnQQ: true }, 0)).toBe(true);
  });

  it('does not ask once a price is given, nor when the setting is off (the default)', () => {
    expect(asksForAmountFirst({ showNoAmountPopupOnQQ: true }, 35_000)).toBe(false);
    expect(asksForAmountFirst({ showNoAmountPopupOnQQ: false }, undefined)).toBe(false);
    expect(asksForAmountFirst(null, undefined)).toBe(false);
  });
});
