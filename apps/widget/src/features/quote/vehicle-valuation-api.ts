import { VehicleValuationResponse } from '@kerb/domain/contracts/vehicle-valuation';
import { valuationLookup, withValuation } from '@kerb/domain/quote/vehicle-valuation';
import { saveBorrower } from '#app/borrower-sync';
import { type AppState, useAppStore } from '#app/store';
import { api } from '#lib/api-client';
import { logFailure } from '#lib/log';

/**
 * spec 2 §2 "Quick calculator": "It looks up the vehicle valuation unless that lookup is disabled by partner
 * configuration" (docs/decisions/011). Asked as the borrower moves on, for the vehicle they moved on with, never
 * waited for: the value and description land on the borrower's vehicle when they come, and a failure is only logged.
 */
export async function lookUpVehicleValuation({ partner, partnerId, borrower }: Pick<AppState, 'partner' | 'partnerId' | 'borrower'>): Promise<void> {
  const request = valuationLookup(partner, partnerId, borrower.vehicle);
  if (!request) return;
  try {
    const answer = await api.post('/api/vehicle/valuation', request, { schema: VehicleValuationResponse, ignoreUnauthorized: true });
    useAppStore.getState().updateBorrower((b) => ({ ...b, vehicle: withValuation(b.vehicle, request, answer) }));
    void saveBorrower(useAppStore);
  } catch (error) {
    logFailure('vehicle valuation', error);
  }
}
