import type { EmployerLookupDetails } from '@kerb/domain/borrower/employment';
import {
  BUSINESS_LOADING_TEXT, BUSINESS_NAME_MIN, BUSINESS_NAME_MAX, BUSINESS_NOT_FOUND_TEXT,
} from '@kerb/domain/contracts/business-register';
import { useEffect, useId, useState } from 'react';
import { type RegisterEntry, registerEntriesNamed, registerEntryFor } from '#lib/business-register-api';
import { logFailure } from '#lib/log';
import { TextField } from '#ui/text-field';

/** spec 1 §5 "Employer search (work history): starts at 2 characters after 1 second". */
export const EMPLOYER_SEARCH_DELAY_MS = 1_000;

/** What the work history keeps of a register entry (spec 2 §3 employerLookupDetails). */
export function employerFrom({ country, entry }: RegisterEntry): EmployerLookupDetails {
  const details: EmployerLookupDetails = country === 'AU'
    ? { name: entry.EntityName, abn: entry.Abn, companyNumber: entry.Acn ?? undefined, stateName: entry.State ?? undefined, postCode: entry.Postcode ?? undefined }
    : { name: entry.entityName, abn: entry.nzbn, companyNumber: entry.companyNumber ?? undefined, stateName: entry.addressRegion ?? undefined, postCode: entry.addressPostcode ?? undefined };
  return Object.fromEntries(Object.entries(details).filter(([, v]) => v !== undefined)) as EmployerLookupDetails;
}

/** "11 digits is an ABN lookup (AU), 13 digits an NZBN lookup (NZ)". */
const numberLength = (country: 'AU' | 'NZ') => (country === 'NZ' ? 13 : 11);

type Search = { status: 'idle' } | { status: 'loading' } | { status: 'found'; entries: RegisterEntry[] } | { status: 'not-found' };

/**
 * The employer search of the work history (spec 1 §5), over the business registers: a name after a 1 second
 * pause from 2 characters, or a number of the country's length. Nothing found says spec 1 §8's "Company not
 * found. Please enter Company Number below." and keeps the typed name, so a company number can be added.
 */
export function EmployerSearch({ country, partnerId, employer, onChange, error }: {
  country: 'AU' | 'NZ'; partnerId: string | undefined; employer: EmployerLookupDetails | undefined;
  onChange: (employer: EmployerLookupDetails | undefined) => void; error?: boolean;
}) {
  const [query, setQuery] = useState(employer?.name ?? '');
  const [search, setSearch] = useState<Search>({ status: 'idle' });
  const [typed, setTyped] = useState(false);
  const listId = useId();

  const text = query.trim();
  const active = typed && text.length >= BUSINESS_NAME_MIN;
  // A search under 2 characters, or after a choice, shows nothing (its last answer may still be held).
  const shown: Search = active ? search : { status: 'idle' };

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setSearch({ status: 'loading' });
      const digits = text.replace(/[\s-]/g, '');
      const byNumber = /^\d+$/.test(digits) && digits.length === numberLength(country);
      const found = byNumber
        ? registerEntryFor(digits, country, partnerId, controller.signal).then((e) => [e])
        : registerEntriesNamed(text, country, partnerId, controller.signal);
      found.then(
        (entries) => setSearch(entries.length ? { status: 'found', entries } : { status: 'not-found' }),
        (failure) => {
          if (controller.signal.aborted) return;
          logFailure('employer search', failure);
          setSearch({ status: 'not-found' });
        },
      );
    }, EMPLOYER_SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, active, country, partnerId]);

  // Not found: the typed name is the employer, to be completed with its company number (spec 1 §8).
  const notFound = shown.status === 'not-found';
  useEffect(() => {
    if (notFound && !employer) onChange({ name: text });
  }, [notFound, employer, onChange, text]);

  const choose = (entry: RegisterEntry) => {
    const details = employerFrom(entry);
    onChange(details);
    setQuery(details.name ?? '');
    setTyped(false);
    setSearch({ status: 'idle' });
  };

  return (
    <div className="kerb-employer">
      <TextField
        label="Employer" autoComplete="organization" maxLength={BUSINESS_NAME_MAX} value={query} error={error}
        hint={country === 'NZ' ? 'Company name or NZBN' : 'Company name or ABN'}
        aria-controls={listId}
        onChange={(text) => {
          setQuery(text);
          setTyped(true);
          setSearch({ status: 'idle' });
          if (employer) onChange(undefined);
        }}
      />
      <div id={listId} aria-live="polite">
        {shown.status === 'loading' && <p className="kerb-employer__note">{BUSINESS_LOADING_TEXT}</p>}
        {shown.status === 'not-found' && <p className="kerb-employer__note kerb-employer__note--warn">{BUSINESS_NOT_FOUND_TEXT}</p>}
        {shown.status === 'found' && (
          <ul className="kerb-employer__list" aria-label="Matching employers">
            {shown.entries.map((entry) => {
              const details = employerFrom(entry);
              return (
                <li key={details.abn ?? details.name}>
                  <button type="button" className="kerb-employer__option" onClick={() => choose(entry)}>
                    <span className="kerb-employer__name">{details.name}</span>
                    <span className="kerb-employer__detail">{[country === 'NZ' ? `NZBN ${details.abn}` : `ABN ${details.abn}`, details.stateName].filter(Boolean).join(' · ')}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
