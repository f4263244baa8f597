import { describe, expect, it } from 'vitest';
import { VehicleValuationRequest } from '../contracts/vehicle-valuation';
import { valuationLookup, withValuation } from './vehicle-valuation';

// spec 2 §2 "Quick calculator": "It looks up the vehicle valuation unless that lookup is disabled by partner
// configuration" (spec 1 §3 disabledGlassesGuideVinLookup); docs/decisions/011.
const on = { disabledGlassesGuideVinLookup: false };
const answer = { glassValuation: 16_100, nvic: 'SMP21A', description: '2021 Sample Motors Sedan GX' };

describe('the quick calculator’s vehicle valuation lookup', () => {
  it('asks with the NVIC or VIN the vehicle carries, and its year, condition and kilometres', () => {
    expect(valuationLookup(on, 'demo', { nvic: 'smp21a', buildYear: 2021, condition: 'USED', kilometers: 40_000 }))
      .toEqual({ partnerId: 'demo', nvic: 'SMP21A', buildYear: 2021, condition: 'USED', kilometers: 40_000 });
    expect(valuationLookup(on, 'demo', { vin: 'SMPSDGX1XMA000121' })).toEqual({ partnerId: 'demo', vin: 'SMPSDGX1XMA000121' });
  });

  it('is not made when the partner disabled it (disabledGlassesGuideVinLookup)', () => {
    expect(valuationLookup({ disabledGlassesGuideVinLookup: true }, 'demo', { nvic: 'SMP21A' })).toBeNull();
  });

  it('is not made without a vehicle code, nor without a partner', () => {
    expect(valuationLookup(on, 'demo', undefined)).toBeNull();
    expect(valuationLookup(on, 'demo', { make: { name: 'Sample Motors' }, buildYear: 2021 })).toBeNull();
    expect(valuationLookup(null, 'demo', { nvic: 'SMP21A' })).toBeNull();
  });

  it('leaves out a malformed code rather than send it to be refused', () => {
    expect(valuationLookup(on, 'demo', { vin: 'NOT-A-VIN' })).toBeNull();
    expect(valuationLookup(on, 'demo', { nvic: 'SMP21A', vin: 'SHORT' })).toEqual({ partnerId: 'demo', nvic: 'SMP21A' });
  });

  it('builds requests the API contract accepts', () => {
    const request = valuationLookup(on, 'demo', { nvic: 'SMP21A', vin: 'SMPSDGX1XMA000121', buildYear: 2021, kilometers: 0 });
    expect(VehicleValuationRequest.safeParse(request).success).toBe(true);
  });
});

describe('storing the valuation', () => {
  it('writes glassValuation and the description on the vehicle asked about', () => {
    const asked = { partnerId: 'demo', nvic: 'SMP21A' };
    expect(withValuation({ nvic: 'SMP21A', kilometers: 40_000 }, asked, answer))
      .toEqual({ nvic: 'SMP21A', kilometers: 40_000, glassValuation: 16_100, description: '2021 Sample Motors Sedan GX' });
  });

  it('leaves a vehicle changed meanwhile as it is', () => {
    const vehicle = { nvic: 'SMP19B' };
    expect(withValuation(vehicle, { partnerId: 'demo', nvic: 'SMP21A' }, answer)).toBe(vehicle);
  });
});
