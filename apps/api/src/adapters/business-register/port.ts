import type { AuBusiness, NzBusiness } from '@kerb/domain/contracts/business-register';

// The business-register port (ARCHITECTURE.md "business registers: checksum validation and a sample register
// | ABR ABN Lookup and the NZBN API with credentials"). Numbers reach it already checked (spec 1 §5, finance.md
// check digits): a register is never asked about a number that cannot exist. The employer search of the
// work-history screen uses the same port.

export interface CountryRegister<T> {
  /** "sample", "abr" or "nzbn"; logged with a failure. */
  readonly name: string;
  /** The business with this number (digits only), or null when the register has none. */
  byNumber(number: string): Promise<T | null>;
  /** Best matches first (domain business-register/name-rank), at most BUSINESS_MATCHES_MAX. */
  byName(name: string): Promise<T[]>;
}

export interface BusinessRegister {
  au: CountryRegister<AuBusiness>;
  nz: CountryRegister<NzBusiness>;
}

/** The register cannot answer (unreachable, timed out, refused our credentials, unreadable answer): a 503. */
export class BusinessRegisterError extends Error {
  override readonly name = 'BusinessRegisterError';
}
