// spec 1 §7: the business registers behind the business details screen and the employer search.
//   GET  /api/abnLookup/abn/{abn}          → {data: AuBusiness}
//   GET  /api/abnLookup/name/{name}        → {data: AuBusiness[]}
//   POST /api/abn/detail {country:"NZ", abn} (the NZBN) → {data: NzBusiness}
//   POST /api/abn/list   {country:"NZ", name}           → {data: NzBusiness[]}
// An optional partnerId (query on the GETs, body on the POSTs) sends sample and demo partners to the sample
// register (docs/decisions/023-business-register-shapes.md).
import { z } from 'zod/mini';
import { AuState, NzRegion } from '../enums/index';
import { isValidAbn, normaliseBusinessNumber } from '../identifiers/abn';
import { isValidNzbn } from '../identifiers/nzbn';

/** spec 1 §5 "Name search starts at 2 characters", §9 "minimum 2 characters". */
export const BUSINESS_NAME_MIN = 2;
// A search needs no more; the GET path carries the name, and Fastify refuses a path part over 100 characters.
export const BUSINESS_NAME_MAX = 80;
/** The most matches a name search answers (docs/decisions/023). */
export const BUSINESS_MATCHES_MAX = 20;

// spec 1 §8's texts for these look-ups, verbatim.
export const BUSINESS_NOT_FOUND_TEXT = 'Company not found. Please enter Company Number below.';
export const BUSINESS_NOTHING_FOUND_TEXT = 'Nothing found.';
export const BUSINESS_LOADING_TEXT = 'Loading...';

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const partnerId = z.optional(z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(120)));

/** Spaces and dashes as typed are dropped; spec 1 §5 "AU exactly 11 digits", finance.md's check digits. */
export const AbnInput = z.pipe(
  z.string().check(z.overwrite(normaliseBusinessNumber)),
  z.string().check(
    z.regex(/^\d{11}$/, 'must be 11 digits'),
    z.refine(isValidAbn, 'is not a valid ABN (check digits)'),
  ),
);

/** spec 1 §5 "NZ exactly 13 digits", finance.md's GS1 check digit. */
export const NzbnInput = z.pipe(
  z.string().check(z.overwrite(normaliseBusinessNumber)),
  z.string().check(
    z.regex(/^\d{13}$/, 'must be 13 digits'),
    z.refine(isValidNzbn, 'is not a valid NZBN (check digits)'),
  ),
);

export const BusinessNameInput = z.string().check(
  z.trim(),
  z.minLength(BUSINESS_NAME_MIN, `at least ${BUSINESS_NAME_MIN} characters`),
  z.maxLength(BUSINESS_NAME_MAX),
);

export const AbnLookupQuery = z.strictObject({ partnerId });

const nzOnly = z.literal('NZ', 'must be "NZ"; Australian numbers are looked up at GET /api/abnLookup/abn/{abn}');
export const NzDetailRequest = z.strictObject({ country: nzOnly, abn: NzbnInput, partnerId });
export type NzDetailRequest = z.output<typeof NzDetailRequest>;
export const NzListRequest = z.strictObject({ country: nzOnly, name: BusinessNameInput, partnerId });
export type NzListRequest = z.output<typeof NzListRequest>;

/** ABR's statuses; its name search's "0000000001"/"0000000002" codes are read as these. */
export const AbnStatus = z.enum(['Active', 'Cancelled']);
export type AbnStatus = z.infer<typeof AbnStatus>;

/**
 * spec 1 §3 "AU business lookup", the ABR's field names. A number look-up fills every field it knows (Name
 * is the entity name, NameType "Entity Name", Score null); a name search answers one entry per matching
 * name, and a field the register's search does not give is null.
 */
export const AuBusiness = z.object({
  Abn: z.string().check(z.regex(/^\d{11}$/)),
  AbnStatus,
  /** YYYY-MM-DD: the date of the current status (active from, or cancelled on). */
  AbnStatusEffectiveFrom: z.nullable(isoDate),
  EntityName: z.string(),
  /** The name that matched: the entity's, or one of its business or trading names. */
  Name: z.string(),
  NameType: z.enum(['Entity Name', 'Business Name', 'Trading Name', 'Legal Name', 'Other Name']),
  /** Spelt as the ABR does: "Individual/Sole Trader", "Australian Private Company", "Discretionary Trading Trust", … */
  EntityTypeName: z.nullable(z.string()),
  /** Nine digits for a company, else null; CompanyNumber repeats it for the company-number field. */
  Acn: z.nullable(z.string().check(z.regex(/^\d{9}$/))),
  CompanyNumber: z.nullable(z.string()),
  /** YYYY-MM-DD registered for GST from, null when not registered. */
  Gst: z.nullable(isoDate),
  Postcode: z.nullable(z.string()),
  State: z.nullable(AuState),
  AddressPostcode: z.nullable(z.string()),
  AddressState: z.nullable(AuState),
  /** The register's match score, 0–100, name searches only. */
  Score: z.nullable(z.number()),
});
export type AuBusiness = z.infer<typeof AuBusiness>;

/**
 * spec 1 §3 "NZ business lookup … exact fields not shown": the NZBN API's own names (docs/decisions/023),
 * dates cut to YYYY-MM-DD, and the parts a form fills: company number, GST, region and postcode.
 */
export const NzBusiness = z.object({
  nzbn: z.string().check(z.regex(/^\d{13}$/)),
  entityName: z.string(),
  /** NZBN codes: "LTD", "SoleTrader", "Partnership", "Trading_Trust", … */
  entityTypeCode: z.string(),
  entityTypeDescription: z.string(),
  /** "Registered", "Removed", "In Liquidation", … */
  entityStatusDescription: z.string(),
  registrationDate: z.nullable(isoDate),
  /** The Companies Office number of a company (spec 1 §5 "company number auto-filled from lookup"). */
  companyNumber: z.nullable(z.string()),
  tradingName: z.nullable(z.string()),
  gstNumber: z.nullable(z.string()),
  gstEffectiveDate: z.nullable(isoDate),
  addressRegion: z.nullable(NzRegion),
  addressPostcode: z.nullable(z.string()),
});
export type NzBusiness = z.infer<typeof NzBusiness>;

export const AuBusinessResponse = z.object({ data: AuBusiness });
export const AuBusinessListResponse = z.object({ data: z.array(AuBusiness) });
export const NzBusinessResponse = z.object({ data: NzBusiness });
export const NzBusinessListResponse = z.object({ data: z.array(NzBusiness) });
