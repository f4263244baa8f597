import { BUSINESS_NAME_MIN } from '@kerb/domain/contracts/business-register';
import { isValidAbn } from '@kerb/domain/identifiers/abn';
import { isValidNzbn } from '@kerb/domain/identifiers/nzbn';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '#lib/api-client';
import { logFailure } from '#lib/log';
import { lookUpNumber, type NameMatch, type RegisterFill, searchNames } from './register-lookup';

/** spec 1 §5 "Name search starts at 2 characters after a 1000 ms pause"; §9 "Name search and lookup debounce 1000 ms". */
export const REGISTER_DEBOUNCE_MS = 1000;

/** spec 1 §5 "Lookup by number: AU exactly 11 digits; NZ exactly 13 digits". */
export const numberLength = (country: 'AU' | 'NZ') => (country === 'NZ' ? 13 : 11);

/** finance.md's check digits, checked before any call (decision 023 "Numbers first"). */
export const isValidNumber = (number: string, country: 'AU' | 'NZ') => (country === 'NZ' ? isValidNzbn(number) : isValidAbn(number));

/**
 * The matches for what the borrower has typed in the name search, once they pause for 1000 ms. An answer to an
 * older query is dropped; spec 1 §8 "Name search failure: empty list".
 */
export function useNameSearch(query: string, country: 'AU' | 'NZ', partnerId: string | undefined) {
  const [answer, setAnswer] = useState<{ name: string; matches: NameMatch[] }>({ name: '', matches: [] });
  const name = query.trim();
  const searchable = name.length >= BUSINESS_NAME_MIN;

  useEffect(() => {
    if (!searchable) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchNames(name, country, partnerId, controller.signal)
        .then((matches) => setAnswer({ name, matches }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          logFailure('searching the business register by name', error);
          setAnswer({ name, matches: [] });
        });
    }, REGISTER_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [name, searchable, country, partnerId]);

  const current = searchable && answer.name === name;
  return { matches: current ? answer.matches : [], loading: searchable && !current };
}

export type NumberLookup =
  | { state: 'idle' }
  | { state: 'loading'; number: string }
  | { state: 'found'; number: string; fill: RegisterFill }
  | { state: 'not-found'; number: string }
  | { state: 'failed'; number: string };

/**
 * Looks a complete, valid number up after the 1000 ms pause (at once when `now`: a name chosen from the list)
 * and hands what it found to `onFound` once.
 * spec 1 §8 "Employer not found … 'Company not found. Please enter Company Number below.'" is the 404;
 * "detail failure gives empty options" is any other failure (nothing filled).
 */
export function useNumberLookup(
  number: string, country: 'AU' | 'NZ', partnerId: string | undefined, onFound: (fill: RegisterFill) => void, now = false,
) {
  const [lookup, setLookup] = useState<NumberLookup>({ state: 'idle' });
  const found = useRef(onFound);
  useEffect(() => {
    found.current = onFound;
  });
  const ready = number.length === numberLength(country) && isValidNumber(number, country);

  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLookup({ state: 'loading', number });
      lookUpNumber(number, country, partnerId, controller.signal)
        .then((fill) => {
          setLookup({ state: 'found', number, fill });
          found.current(fill);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          const notFound = error instanceof ApiError && error.status === 404;
          if (!notFound) logFailure('looking up a business number', error);
          setLookup({ state: notFound ? 'not-found' : 'failed', number });
        });
    }, now ? 0 : REGISTER_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `now` only sets the pause of the look-up it comes with; changing it alone looks nothing up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [number, ready, country, partnerId]);

  return ready && 'number' in lookup && lookup.number === number ? lookup : { state: 'idle' as const };
}
