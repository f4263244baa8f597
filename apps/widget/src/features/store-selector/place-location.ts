import { GetPlaceIdResponse, type LatLng } from '@kerb/domain/contracts/places';
import { api } from '#lib/api-client';
import { logFailure } from '#lib/log';

/**
 * spec 2 §7 POST /api/google/getPlaceId {placeId} → result.geometry.location (lat, lng): where a searched
 * place is, for the nearest-store list. spec 2 §8 "Location lookup or place detail failure: logged only":
 * null, and the list stays as it was.
 */
export async function placeLocation(placeId: string): Promise<LatLng | null> {
  try {
    const answer = await api.post('/api/google/getPlaceId', { placeId }, { schema: GetPlaceIdResponse });
    return answer.result.geometry.location;
  } catch (error) {
    logFailure('finding a place', error);
    return null;
  }
}
