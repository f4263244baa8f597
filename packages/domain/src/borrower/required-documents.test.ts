import { describe, expect, it } from 'vitest';
import { documentsAskedFor, missingDocuments, shortenedFilename } from './required-documents';

const STANDARD = {
  DRIVER_LICENCE_FRONT: 'Driver licence (front)', DRIVER_LICENCE_BACK: 'Driver licence (back)',
  BANK_STATEMENTS_3_MONTHS: '3 months of bank statements', PRIVACY_FORM: 'Privacy form', RATES_NOTICE: 'Rates notice',
};

describe('required documents', () => {
  // spec 2 §5 "bank statements (3, 6, 12 months), privacy, lender-specific privacy and rates title search
  // documents are not asked for".
  it('asks only for what the spec lets a lender ask for, in the lender\'s order and with its labels', () => {
    expect(documentsAskedFor(STANDARD, 'NORMAL')).toEqual([
      { code: 'DRIVER_LICENCE_FRONT', label: 'Driver licence (front)' },
      { code: 'DRIVER_LICENCE_BACK', label: 'Driver licence (back)' },
    ]);
    expect(documentsAskedFor({ BANK_STATEMENTS_12_MONTHS: 'x', LENDER_PRIVACY_FORM: 'y', BANK_STATEMENTS_6_MONTHS: 'z' }, 'NORMAL')).toEqual([]);
    expect(documentsAskedFor(undefined, 'NORMAL')).toEqual([]);
  });

  // spec 2 §5 "driver licence front and back are skipped in the truckstop flow".
  it('skips the licence in both truck-stop flows', () => {
    expect(documentsAskedFor(STANDARD, 'TRUCKSTOP_NEW_SCREEN')).toEqual([]);
    expect(documentsAskedFor(STANDARD, 'TRUCKSTOP_NORMAL')).toEqual([]);
  });

  it('labels a document by its code when the lender gave no label', () => {
    expect(documentsAskedFor({ DRIVER_LICENCE_BACK: ' ' }, 'NORMAL')).toEqual([{ code: 'DRIVER_LICENCE_BACK', label: 'DRIVER_LICENCE_BACK' }]);
  });

  // spec 2 §2 Supporting documents "Submit: if all required present …; else errors appear".
  it('names the asked-for documents that have no file', () => {
    const asked = documentsAskedFor(STANDARD, 'NORMAL');
    expect(missingDocuments(asked, {})).toEqual(['DRIVER_LICENCE_FRONT', 'DRIVER_LICENCE_BACK']);
    expect(missingDocuments(asked, { DRIVER_LICENCE_FRONT: [{ id: 'a', filename: 'f.jpg' }], DRIVER_LICENCE_BACK: [] })).toEqual(['DRIVER_LICENCE_BACK']);
    expect(missingDocuments(asked, { DRIVER_LICENCE_FRONT: [{ id: 'a', filename: 'f.jpg' }], DRIVER_LICENCE_BACK: [{ id: 'b', filename: 'b.jpg' }] })).toEqual([]);
  });

  // spec 2 §5 "Long filenames over 31 characters are shortened to first 15 and last 15 characters with dots."
  it('shortens names over 31 characters to the first and last 15 with dots', () => {
    expect(shortenedFilename('a'.repeat(31))).toBe('a'.repeat(31));
    expect(shortenedFilename('licence-front-photo-taken-2026-11-24.jpg')).toBe('licence-front-p...-2026-11-24.jpg');
    expect(shortenedFilename(`${'é'.repeat(20)}😀${'b'.repeat(20)}`)).toBe(`${'é'.repeat(15)}...${'b'.repeat(15)}`);
  });
});
