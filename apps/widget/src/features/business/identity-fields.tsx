import type { BusinessAddress, PreviousBusiness } from '@kerb/domain/borrower/business';
import { type BusinessErrors, isCompany, isTrust, typedDirectors } from '@kerb/domain/borrower/business-details';
import { BUSINESS_NOT_FOUND_TEXT } from '@kerb/domain/contracts/business-register';
import { normaliseBusinessNumber } from '@kerb/domain/identifiers/abn';
import { useState } from 'react';
import { Button } from '#ui/button';
import { SelectField } from '#ui/select-field';
import { TextField } from '#ui/text-field';
import { ToggleGroup } from '#ui/toggle-group';
import { BusinessNameSearch } from './business-name-search';
import { DmyField } from './dmy-field';
import { FoundBusiness } from './found-business';
import { IndustryField } from './industry-field';
import { STRUCTURE_OPTIONS } from './options';
import type { RegisterFill } from './register-lookup';
import { isValidNumber, numberLength, useNumberLookup } from './use-register';

type Edit = (change: (b: PreviousBusiness) => PreviousBusiness) => void;

export interface IdentityFieldsProps {
  value: PreviousBusiness;
  manual: boolean;
  country: 'AU' | 'NZ';
  partnerId: string | undefined;
  errors: BusinessErrors;
  onChange: Edit;
  onManualChange: (manual: boolean) => void;
  /** Everything a look-up found, for a form that keeps more than the identity (the business's address). */
  onFound?: (fill: RegisterFill) => void;
  /** Where the business is, shown with what the register found (the business screen keeps it). */
  address?: BusinessAddress | undefined;
}

/** spec 1 §8 "detail failure gives empty options": nothing is filled; the borrower is told why and offered the manual entry. */
const UNREACHABLE = "We couldn't reach the business register just now. Try again in a moment, or enter the details manually.";
const MODES = [{ value: 'lookup', label: 'Look it up' }, { value: 'manual', label: 'Enter manually' }] as const;

/** The manual entry's structure for what a register says ("Australian Private Company" is a company). */
function structureOf(entityTypeName: string | undefined) {
  if (!entityTypeName) return undefined;
  if (isCompany(entityTypeName)) return 'COMPANY';
  if (isTrust(entityTypeName)) return 'TRUST';
  if (/partner/i.test(entityTypeName)) return 'PARTNERSHIP';
  return /sole|individual/i.test(entityTypeName) ? 'SOLE_TRADER' : undefined;
}

/** A number typed again names another business: what the last look-up filled goes with the old one. */
const keepAnswers = (b: PreviousBusiness): PreviousBusiness =>
  ({ ...(b.industry ? { industry: b.industry } : {}), ...(b.numberOfDirectors ? { numberOfDirectors: b.numberOfDirectors } : {}) });

/**
 * spec 1 §2 "Business Details screen" and "Previous business check modal" ("Same identity fields as
 * business"): industry type (the listed ones or a typed one), the manual-lookup answer, then either the name
 * search and the ABN or NZBN look-up, or the details typed in (name, structure, ABN or NZBN, ACN for AU
 * companies or the NZ company number, active-from and, for companies, GST dates); then number of directors.
 */
export function IdentityFields({ value, manual, country, partnerId, errors, onChange, onManualChange, onFound, address }: IdentityFieldsProps) {
  const numberName = country === 'NZ' ? 'NZBN' : 'ABN';
  const length = numberLength(country);
  // Only a number typed or chosen here is looked up; a saved one was looked up when it was entered.
  const [lookupNumber, setLookupNumber] = useState({ number: '', now: false });
  const lookup = useNumberLookup(manual ? '' : lookupNumber.number, country, partnerId, (fill) => {
    onChange((b) => ({ ...keepAnswers(b), ...fill.identity }));
    onFound?.(fill);
  }, lookupNumber.now);
  const set = <K extends keyof PreviousBusiness>(key: K, v: PreviousBusiness[K] | undefined) =>
    onChange((b) => {
      const { [key]: _old, ...rest } = b;
      return v === undefined || v === '' ? rest : { ...rest, [key]: v };
    });

  const typedNumber = (typed: string) => {
    const digits = normaliseBusinessNumber(typed).replace(/\D/g, '').slice(0, length);
    if (manual) return set('abn', digits);
    onChange((b) => (digits === b.abn ? b : { ...keepAnswers(b), ...(digits ? { abn: digits } : {}) }));
    setLookupNumber({ number: digits, now: false });
  };
  // Check digits are refused as soon as the number is complete, before any call (decision 023).
  const abn = value.abn ?? '';
  const wrongNumber = abn.length === length && !isValidNumber(abn, country) ? errors.abn || `Please enter a valid ${length}-digit ${numberName}` : undefined;
  const notFound = lookup.state === 'not-found';
  const company = isCompany(value.entityTypeName);

  return (
    <>
      <IndustryField value={value.industry} onChange={(industry) => set('industry', industry)} error={errors.industry} />
      <ToggleGroup
        label={`Find your business by name or ${numberName}?`} options={MODES} value={manual ? 'manual' : 'lookup'}
        onChange={(mode) => onManualChange(mode === 'manual')}
      />
      {!manual && (
        <>
          <BusinessNameSearch
            country={country} partnerId={partnerId}
            onChoose={(match) => {
              // The business already shown, chosen again, keeps what its look-up filled.
              if (match.number === value.abn && value.name) return;
              onChange((b) => ({ ...keepAnswers(b), abn: match.number }));
              setLookupNumber({ number: match.number, now: true });
            }}
          />
          <TextField
            label={numberName} inputMode="numeric" autoComplete="off" maxLength={length + 4} value={abn} onChange={typedNumber}
            error={wrongNumber ?? (notFound ? BUSINESS_NOT_FOUND_TEXT : errors.abn)}
            hint={lookup.state === 'loading' ? 'Looking it up…' : lookup.state === 'failed' ? UNREACHABLE : `${length} digits: we'll fill in the rest`}
          />
          {(notFound || lookup.state === 'failed') && (
            <Button variant="link" className="kerb-business__manual-link" onClick={() => onManualChange(true)}>Enter the details manually</Button>
          )}
          {value.name && value.abn && !wrongNumber && !notFound && <FoundBusiness business={value} country={country} address={address} />}
        </>
      )}
      {manual && (
        <>
          <TextField label="Business name" autoComplete="organization" maxLength={200} value={value.name ?? ''} onChange={(v) => set('name', v)} />
          <SelectField
            label="Business structure" placeholder="Choose a structure" options={STRUCTURE_OPTIONS}
            value={structureOf(value.entityTypeName)} onChange={(v) => set('entityTypeName', v)}
          />
          {/* The number and the company's own number side by side, then the two dates: short fields in pairs. */}
          <div className="kerb-business-pair">
            <TextField
              label={numberName} inputMode="numeric" autoComplete="off" maxLength={length + 4} value={abn} onChange={typedNumber}
              error={wrongNumber ?? errors.abn} hint={country === 'NZ' ? 'Optional' : '11 digits'}
            />
            {country === 'NZ' && (
              <TextField label="Company number" inputMode="numeric" maxLength={20} value={value.companyNumber ?? ''}
                onChange={(v) => set('companyNumber', v.replace(/\D/g, ''))} error={errors.companyNumber} />
            )}
            {country === 'AU' && company && (
              <TextField label="ACN" inputMode="numeric" maxLength={9} value={value.acn ?? ''} hint="9 digits"
                onChange={(v) => set('acn', v.replace(/\D/g, '').slice(0, 9))} error={errors.acn} />
            )}
          </div>
          <div className="kerb-business-pair">
            <DmyField label="Active from" value={value.abnStatusEffectiveFrom} onChange={(v) => set('abnStatusEffectiveFrom', v)} error={errors.abnStatusEffectiveFrom} />
            {company && <DmyField label="GST registered from" value={value.gst} onChange={(v) => set('gst', v)} error={errors.gst} />}
          </div>
        </>
      )}
      <TextField
        label="Number of directors" inputMode="numeric" autoComplete="off" maxLength={3} className="kerb-business__directors"
        value={value.numberOfDirectors === undefined ? '' : String(value.numberOfDirectors)}
        onChange={(typed) => set('numberOfDirectors', typedDirectors(typed, value.numberOfDirectors))} error={errors.numberOfDirectors}
      />
    </>
  );
}
