import { LookupSuburbOrPostcodeResponse, type PlacePrediction } from '@kerb/domain/contracts/places';
import { locationSearch } from '@kerb/domain/places/location-search';
import { useEffect, useState } from 'react';
import { api } from './api-client';
import { logFailure } from './log';

/**
 * spec 2 §5 "Location search begins at 3 characters, debounced 300 ms" (the address modal's suburb, the store
 * selector's place). spec 2 §7 POST /api/google/lookupSuburbOrPostcode {input, countryCode, managePartnerToBillId}: the predictions
 * for what the borrower has typed, once they stop typing for 300 ms. An answer to an older query is dropped;
 * a failure is only logged (spec 2 §8 "Location lookup or place detail failure: logged only").
 */
export function usePlaceSearch(query: string, countryCode: 'AU' | 'NZ', partnerId: string | undefined) {
  // Each answer remembers the input it was for, so what shows always matches what is typed now.
  const [answer, setAnswer] = useState<{ input: string; predictions: PlacePrediction[] }>({ input: '', predictions: [] });
  const [pending, setPending] = useState<string | null>(null);
  // The domain's rule (places/location-search): from 3 characters, once typing pauses for 300 ms.
  const search = locationSearch(query);
  const input = search?.query ?? '';
  const delayMs = search?.delayMs ?? 0;

  useEffect(() => {
    if (!input) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setPending(input);
      api.post('/api/google/lookupSuburbOrPostcode', { input, countryCode, managePartnerToBillId: partnerId ?? null }, {
        schema: LookupSuburbOrPostcodeResponse, signal: controller.signal,
      })
        .then((found) => setAnswer({ input, predictions: found.predictions }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          logFailure('looking up a suburb or postcode', error);
          setAnswer({ input, predictions: [] });
        })
        .finally(() => setPending((p) => (p === input ? null : p)));
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [input, delayMs, countryCode, partnerId]);

  const current = search !== null && answer.input === input;
  return { predictions: current ? answer.predictions : [], searching: pending === input };
}
