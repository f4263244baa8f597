import type { OcrDriverLicenseResponse } from '../contracts/ocr';
import type { LicenceType } from '../enums/index';
import { Address } from './address';
import { PersonalDetails } from './personal-details';
import type { SupportingDocs } from './supporting-docs';

// spec 2 §2 "Identification" and §7 POST /api/ocr/driverlicense: "fills personal details and first address".
// A field the licence did not give (null), or gave in a form the document does not take, leaves what the
// borrower already has: the summary is theirs to check and edit (issue 9: "a field not read is null, never
// guessed").

/** "front and back both required" (spec 2 §5 "Identification"). */
export const LICENCE_SIDES = ['DRIVER_LICENCE_FRONT', 'DRIVER_LICENCE_BACK'] as const;
export type LicenceSide = (typeof LICENCE_SIDES)[number];

export const hasLicenceSide = (docs: SupportingDocs | null | undefined, side: LicenceSide) => (docs?.[side]?.length ?? 0) > 0;

/** spec 2 §5 "Identification: front and back both required; error highlight after Next." */
export function identificationErrors(docs: SupportingDocs | null | undefined): Partial<Record<LicenceSide, string>> {
  const errors: Partial<Record<LicenceSide, string>> = {};
  for (const side of LICENCE_SIDES) if (!hasLicenceSide(docs, side)) errors[side] = 'Please add this side of your licence';
  return errors;
}

/** spec 2 §2: "A link 'I'll do it later' appears once both images are present, never in test drive." */
export const offersDoItLater = (docs: SupportingDocs | null | undefined, testDrive: boolean) =>
  !testDrive && LICENCE_SIDES.every((side) => hasLicenceSide(docs, side));

/** One printed class or condition as a licence type. */
function typeOfWord(t: string): LicenceType | undefined {
  if (/^(LEARNER|L)$/.test(t)) return 'LEARNER';
  if (/^(RESTRICTED|R)$/.test(t)) return 'RESTRICTED';
  if (/^(PROVISIONAL|P|P1|P2)$/.test(t)) return 'PROVISIONAL';
  if (/^(HEAVY[ _]VEHICLE|LR|MR|HR|HC|MC)$/.test(t)) return 'HEAVY_VEHICLE';
  if (/^(FULL|C|CAR|1|6)$/.test(t)) return 'FULL';
  return undefined;
}

/**
 * A licence class or condition as printed ("C", "P2", "Learner", "HC") as spec 2 §3's licenseType. Issue 33
 * §2: "Class C came back Not given": a "Class" word before it is skipped, and a licence printing several
 * classes ("C MR") is of the type that says most: a learner or provisional condition limits every class it
 * holds; otherwise a heavy vehicle class over a car's.
 */
export function licenceTypeOf(printed: string | null): LicenceType | undefined {
  const words = (printed?.trim().toUpperCase() ?? '').replace(/^(LICEN[CS]E\s+)?(CLASS(ES)?|TYPE)\b[\s:]*/, '').split(/[\s,/]+/).filter(Boolean);
  if (words.length === 1 || /^HEAVY[ _]VEHICLE$/.test(words.join(' '))) return typeOfWord(words.join(' '));
  const types = new Set(words.map(typeOfWord));
  if (!words.length || types.has(undefined)) return undefined;
  return (['LEARNER', 'PROVISIONAL', 'HEAVY_VEHICLE', 'FULL', 'RESTRICTED'] as const).find((t) => types.has(t));
}

type Read = Record<string, unknown>;

/** The values that pass `schema`'s field checks; others are dropped. */
function accepted<S extends { shape: Record<string, { safeParse: (v: unknown) => { success: boolean; data?: unknown } }> }>(schema: S, values: Read): Read {
  const out: Read = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined || value === '') continue;
    const parsed = schema.shape[key]?.safeParse(value);
    if (parsed?.success) out[key] = parsed.data;
  }
  return out;
}

export function applyLicenceReading<T extends { personalDetails?: PersonalDetails | null | undefined; address?: ReadonlyArray<Address> | null | undefined }>(
  borrower: T, reading: OcrDriverLicenseResponse,
): T {
  const nz = reading.licenseState === 'NZ';
  const details = accepted(PersonalDetails, {
    firstName: reading.firstName,
    middleName: reading.middleName,
    lastName: reading.lastName,
    birthdate: reading.dateOfBirth,
    licenseNumber: reading.licenseNumber,
    // spec 2 §5: "licence state (not NZ)"; NZ licences carry a version number instead.
    licenseState: nz ? null : reading.licenseState,
    licenseVersionNumber: nz ? reading.licenseVersionNumber : null,
    licenseExpiry: reading.licenseDateOfExpiry,
    licenseType: licenceTypeOf(reading.licenseType),
  });
  const place = accepted(Address, {
    unitNumber: reading.addressUnitNumber,
    streetNumber: reading.addressStreetNumber,
    streetName: reading.addressStreetName,
    suburb: reading.addressSuburb,
    state: reading.addressState,
    postcode: reading.addressPostcode,
  });
  const [first, ...rest] = borrower.address ?? [];
  return {
    ...borrower,
    personalDetails: { ...borrower.personalDetails, ...details },
    address: [{ ...first, ...place }, ...rest],
  };
}

/** spec 2 §2 "OCR animation": "five messages in sequence every 2 seconds (uploading your licence, reading your
 * data, checking your details, prefilling the form, and it's done)"; spec 2 §9 "OCR 2 s". */
export const OCR_STEPS = ['Uploading your licence', 'Reading your data', 'Checking your details', 'Prefilling the form', "It's done"] as const;
export const OCR_STEP_MS = 2000;
