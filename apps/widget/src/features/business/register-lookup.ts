import type { BusinessAddress, PreviousBusiness } from '@kerb/domain/borrower/business';
import type { AuBusiness, NzBusiness } from '@kerb/domain/contracts/business-register';
import { registerEntriesNamed, registerEntryFor } from '#lib/business-register-api';

// What the business registers' answers (#lib/business-register-api, spec 1 §7) fill on the business forms.

/** What a register entry fills on the form: the identity fields, and where the business is. */
export interface RegisterFill {
  identity: PreviousBusiness;
  address: Pick<BusinessAddress, 'postcode' | 'state'>;
}

/** One entry of a name search's list: what the borrower reads, and the number that looks it up. */
export interface NameMatch {
  number: string;
  name: string;
  detail: string;
}

/** "2024-03-01" → "01/03/2024": spec 1 §3 business dates are "(dd/mm/yyyy)"; the registers give YYYY-MM-DD. */
export const isoToDmy = (iso: string | null) => (iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : undefined);

/**
 * An ABN or ACN as the ABR prints them, "51 824 753 556" and "824 753 556"; an NZBN stays one run of 13
 * digits, as the NZBN register shows it.
 */
export function printedNumber(number: string): string {
  if (number.length === 11) return `${number.slice(0, 2)} ${printedNumber(number.slice(2))}`;
  return number.length === 9 ? `${number.slice(0, 3)} ${number.slice(3, 6)} ${number.slice(6)}` : number;
}

const defined = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null)) as { [K in keyof T]: Exclude<T[K], null> };

/** An ABR number look-up: the status date is "active from" only while the ABN is active. */
export function fillFromAu(b: AuBusiness): RegisterFill {
  return {
    identity: defined({
      name: b.EntityName, abn: b.Abn, acn: b.Acn, companyNumber: b.CompanyNumber, entityTypeName: b.EntityTypeName,
      abnStatusEffectiveFrom: b.AbnStatus === 'Active' ? isoToDmy(b.AbnStatusEffectiveFrom) : undefined, gst: isoToDmy(b.Gst),
    }),
    address: defined({ postcode: b.AddressPostcode ?? b.Postcode, state: b.AddressState ?? b.State }),
  };
}

/** spec 1 §5 "NZ: company number auto-filled from lookup"; "region replaces state". */
export function fillFromNz(b: NzBusiness): RegisterFill {
  return {
    identity: defined({
      name: b.entityName, abn: b.nzbn, companyNumber: b.companyNumber, entityTypeName: b.entityTypeDescription,
      abnStatusEffectiveFrom: isoToDmy(b.registrationDate), gst: isoToDmy(b.gstEffectiveDate),
    }),
    address: defined({ postcode: b.addressPostcode, state: b.addressRegion }),
  };
}

/** The register entry a number names, AU (11 digits) or NZ (an NZBN, 13). */
export async function lookUpNumber(number: string, country: 'AU' | 'NZ', partnerId: string | undefined, signal?: AbortSignal): Promise<RegisterFill> {
  const found = await registerEntryFor(number, country, partnerId, signal);
  return found.country === 'NZ' ? fillFromNz(found.entry) : fillFromAu(found.entry);
}

const auMatch = (b: AuBusiness): NameMatch => ({
  number: b.Abn,
  name: b.Name,
  detail: [`ABN ${printedNumber(b.Abn)}`, b.State, b.AbnStatus === 'Cancelled' ? 'Cancelled' : null].filter(Boolean).join(' · '),
});
const nzMatch = (b: NzBusiness): NameMatch => ({
  number: b.nzbn,
  name: b.tradingName && b.tradingName !== b.entityName ? `${b.entityName} (${b.tradingName})` : b.entityName,
  detail: [`NZBN ${b.nzbn}`, b.entityStatusDescription === 'Registered' ? null : b.entityStatusDescription].filter(Boolean).join(' · '),
});

/** The entries whose names match `name`, best first (decision 023's ranking). */
export async function searchNames(name: string, country: 'AU' | 'NZ', partnerId: string | undefined, signal?: AbortSignal): Promise<NameMatch[]> {
  const found = await registerEntriesNamed(name, country, partnerId, signal);
  return found.map((f) => (f.country === 'NZ' ? nzMatch(f.entry) : auMatch(f.entry)));
}
