import { describe, expect, it } from 'vitest';
import { isSuspiciousPartnerId } from '../tracking/suspicious';
import { PartnerConfig } from './config';
import { DEFAULT_PARTNER_CONFIG, SAMPLE_PARTNERS, builtInPartnerConfig } from './samples';

const byId = (id: string) => PartnerConfig.parse(SAMPLE_PARTNERS.find((p) => p.id === id));

describe('sample partners (issue 2 "Partners", spec 1 §3 "Partner configuration")', () => {
  it('has the twelve sample ids, each with id and partnerId equal', () => {
    expect(SAMPLE_PARTNERS.map((p) => p.id)).toEqual([
      'demo', 'demo-nz', 'early-signup', 'instant-lead', 'no-lender', 'no-lender-early', 'truckstop',
      'moto-campaign', 'test-drive', 'novated', 'dealer-group', 'split-test',
    ]);
    for (const p of SAMPLE_PARTNERS) expect(p.partnerId).toBe(p.id);
  });

  it.each(SAMPLE_PARTNERS.map((p) => [p.id, p] as const))('%s parses with PartnerConfig and is honest sample data', (_id, p) => {
    const parsed = PartnerConfig.parse(p);
    expect(parsed.isSample).toBe(true);
    expect(parsed.dealerName).toMatch(/\(sample\)$/);
    for (const email of [parsed.dealerEmail, parsed.leadEmail, parsed.contactEmail]) {
      expect(email).toMatch(/@[a-z.-]+\.example\.(com|co\.nz)$/);
    }
    expect(parsed.contactPhone).toMatch(/^(1300555|0800555)\d{3}$/);
    // Logos are inline, nothing is fetched from outside.
    expect(parsed.logo).toMatch(/^data:image\/svg\+xml,/);
  });

  it('no sample id (nor store id) looks suspicious, so their tracking is kept (spec 1 §5)', () => {
    const ids = SAMPLE_PARTNERS.flatMap((p) => [p.id, ...(p.storeSelectorOptions ?? []).map((s) => s.partnerId)]);
    expect(ids.filter(isSuspiciousPartnerId)).toEqual([]);
  });

  it('demo: AU dealership, NORMAL, quick quote shown, welcome screen on, brand colours', () => {
    expect(byId('demo')).toMatchObject({ country: 'AU', userFlow: 'NORMAL', showQuickQuote: true, welcomeScreen: true, primaryColor: '#0B5FFF' });
  });

  it('demo-nz: NZ with a maximum loan term of 5 (spec 2 §5 "default 7; 5 for NZ")', () => {
    expect(byId('demo-nz')).toMatchObject({ country: 'NZ', maxLoanTerm: 5 });
  });

  it.each([
    ['early-signup', 'EARLY_SIGNUP'], ['instant-lead', 'INSTANT_LEAD_CAPTURE'], ['no-lender', 'NO_LENDER'],
    ['no-lender-early', 'NO_LENDER_EARLY_SIGNUP'], ['truckstop', 'TRUCKSTOP_NEW_SCREEN'], ['moto-campaign', 'CAMPAIGN'],
    ['test-drive', 'TEST_DRIVE'],
  ])('%s runs the %s user flow (spec 1 §3 "User flow")', (id, flow) => {
    expect(byId(id).userFlow).toBe(flow);
  });

  it('truckstop: business white-label, two tiers, LOW_DOC sorting, the vehicle types of spec 1 §9', () => {
    const t = byId('truckstop');
    expect(t).toMatchObject({ whiteLabel: true, loanUsage: 'BUSINESS', lenderSorting: 'LOW_DOC' });
    expect(t.waterfallLenders).toHaveLength(2);
    expect(t.availableVehicleAssetTypes?.map((a) => a.label)).toEqual([
      'Car, Van or Ute', 'Truck (under 4.5t GVM)', 'Prime Mover (over 4.5t GVM)', 'Trailer', 'Other',
    ]);
  });

  it('moto-campaign: motorcycle asset, "the motorcycle campaign sets the loan term to 3" (spec 1 §9)', () => {
    expect(byId('moto-campaign')).toMatchObject({ assetType: 'MOTORCYCLE', loanTerm: 3, campaign: 'motorcycle' });
  });

  it('test-drive: store selector options in Melbourne and Sydney with coordinates', () => {
    const stores = byId('test-drive').storeSelectorOptions ?? [];
    expect(stores.length).toBeGreaterThanOrEqual(3);
    expect(stores.length).toBeLessThanOrEqual(4);
    expect(new Set(stores.map((s) => s.state))).toEqual(new Set(['VIC', 'NSW']));
    for (const s of stores) {
      expect(s.coordinates.lat).toBeLessThan(-33);
      expect(s.coordinates.lng).toBeGreaterThan(144);
    }
  });

  // spec 2 §2 "Store selector"; spec 2 §3 "Store selector option: partnerId, name, postCode, state, coordinates".
  it('dealer-group: the standard journey with a store network across the states, ids unique', () => {
    const group = byId('dealer-group');
    expect(group).toMatchObject({ userFlow: 'NORMAL', showQuickQuote: true, country: 'AU' });
    const stores = group.storeSelectorOptions ?? [];
    expect(stores.length).toBeGreaterThanOrEqual(8);
    expect(new Set(stores.map((s) => s.state)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(stores.map((s) => s.partnerId)).size).toBe(stores.length);
    for (const s of stores) {
      expect(s.postCode).toMatch(/^\d{4}$/);
      // Mainland Australia and Tasmania.
      expect(s.coordinates.lat).toBeGreaterThan(-44);
      expect(s.coordinates.lat).toBeLessThan(-10);
      expect(s.coordinates.lng).toBeGreaterThan(112);
      expect(s.coordinates.lng).toBeLessThan(154);
    }
  });

  it('novated and split-test; novated asks for the amount first (spec 1 §3 showNoAmountPopupOnQQ)', () => {
    expect(byId('novated')).toMatchObject({ isNovatedLease: true, loanUsage: 'NOVATED', showNoAmountPopupOnQQ: true });
    expect(byId('split-test')).toMatchObject({ splitTest: true, splitTestUserFlow: 'EARLY_SIGNUP' });
  });
});

describe('built-in fallback (spec 1 §8 "Partner config call failure: built-in configs used")', () => {
  it('the default applies the spec 1 §9 defaults', () => {
    expect(DEFAULT_PARTNER_CONFIG).toMatchObject({ country: 'AU', userFlow: 'NORMAL', loanTerm: 5, lenderSorting: 'CHEAPEST', defaultVehicleAssetType: 'PASSENGER_VEHICLE' });
    expect(DEFAULT_PARTNER_CONFIG.financeTypeCommission).toEqual({ consumer: { value: 3, type: 'PERCENTAGE' }, commercial: { value: 3, type: 'PERCENTAGE' } });
  });
  it('returns the matching sample, or the default carrying the asked-for id', () => {
    expect(builtInPartnerConfig('demo-nz').country).toBe('NZ');
    expect(builtInPartnerConfig('acme-motors')).toMatchObject({ id: 'acme-motors', partnerId: 'acme-motors', userFlow: 'NORMAL' });
  });
});
