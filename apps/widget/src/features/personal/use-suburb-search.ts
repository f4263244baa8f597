import { LookupSuburbOrPostcodeResponse, PLACE_INPUT_MIN, type PlacePrediction } from '@kerb/domain/contracts/places';
import { useEffect, useState } from 'react';
import { api } from '#lib/api-client';
import { logFailure } from '#lib/log';

/** spec 2 §5 "Location search begins at 3 characters, debounced 300 ms"; spec 2 §9 "Location debounce 300 ms". */
export const PLACE_SEARCH_DEBOUNCE_MS = 300;

/**
 * spec 2 §7 POST /api/google/lookupSuburbOrPostcode {input, countryCode, managePartnerToBillId}: the predictions
 * for what the borrower has typed, once they stop typing for 300 ms. An answer to an older query is dropped;
 * a failure is only logged (spec 2 §8 "Location lookup or place detail failure: logged only").
 */
export function useSuburbSearch(query: string, countryCode: 'AU' | 'NZ', partnerId: string | undefined) {
  // Each answer remembers the input it was for, so what shows always matches what is typed now.
  const [answer, setAnswer] = useState<{ input: string; predictions: PlacePrediction[] }>({ input: '', predictions: [] });
  const [pending, setPending] = useState<string | null>(null);
  const input = query.trim();

  useEffect(() => {
    if (input.length < PLACE_INPUT_MIN) return;
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
    }, PLACE_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [input, countryCode, partnerId]);

  const current = input.length >= PLACE_INPUT_MIN && answer.input === input;
  return { predictions: current ? answer.predictions : [], searching: pending === input };
}
