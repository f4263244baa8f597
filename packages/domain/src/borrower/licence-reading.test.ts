import { describe, expect, it } from 'vitest';
import type { OcrDriverLicenseResponse } from '../contracts/ocr';
import { applyLicenceReading, identificationErrors, licenceTypeOf, offersDoItLater } from './licence-reading';

const NOTHING: OcrDriverLicenseResponse = {
  firstName: null, middleName: null, lastName: null, licenseNumber: null, licenseDateOfExpiry: null, licenseType: null,
  dateOfBirth: null, licenseState: null, addressUnitNumber: null, addressStreetNumber: null, addressStreetName: null,
  addressSuburb: null, addressState: null, addressPostcode: null,
};
const doc = { id: 'd1', filename: 'front.jpg' };

describe('identification', () => {
  // spec 2 §5 "Identification: front and back both required".
  it('needs the front and the back', () => {
    expect(Object.keys(identificationErrors({}))).toEqual(['DRIVER_LICENCE_FRONT', 'DRIVER_LICENCE_BACK']);
    expect(Object.keys(identificationErrors({ DRIVER_LICENCE_FRONT: [doc] }))).toEqual(['DRIVER_LICENCE_BACK']);
    expect(identificationErrors({ DRIVER_LICENCE_FRONT: [doc], DRIVER_LICENCE_BACK: [doc] })).toEqual({});
  });
  // spec 2 §2 "A link 'I'll do it later' appears once both images are present, never in test drive."
  it("offers I'll do it later once both sides are there, never in test drive", () => {
    const both = { DRIVER_LICENCE_FRONT: [doc], DRIVER_LICENCE_BACK: [doc] };
    expect(offersDoItLater(both, false)).toBe(true);
    expect(offersDoItLater(both, true)).toBe(false);
    expect(offersDoItLater({ DRIVER_LICENCE_FRONT: [doc] }, false)).toBe(false);
  });
});

describe('the licence reading', () => {
  // spec 2 §7 POST /api/ocr/driverlicense: "fills personal details and first address".
  it('fills personal details and the first address from what was read', () => {
    const reading: OcrDriverLicenseResponse = {
      ...NOTHING, firstName: 'Olivia', middleName: 'Grace', lastName: 'Nguyen', licenseNumber: '12345678', licenseDateOfExpiry: '2031-03-21',
      licenseType: 'C', dateOfBirth: '1990-02-08', licenseState: 'NSW', addressUnitNumber: '4', addressStreetNumber: '12',
      addressStreetName: 'Smith Street', addressSuburb: 'Parramatta', addressState: 'NSW', addressPostcode: '2150',
    };
    const borrower = { personalDetails: { email: 'o@example.com', firstName: 'Liv' }, address: [{ ownershipType: 'RENTING' as const }, { suburb: 'Old' }] };
    expect(applyLicenceReading(borrower, reading)).toEqual({
      personalDetails: {
        email: 'o@example.com', firstName: 'Olivia', middleName: 'Grace', lastName: 'Nguyen', birthdate: '1990-02-08',
        licenseNumber: '12345678', licenseState: 'NSW', licenseExpiry: '2031-03-21', licenseType: 'FULL',
      },
      address: [
        { ownershipType: 'RENTING', unitNumber: '4', streetNumber: '12', streetName: 'Smith Street', suburb: 'Parramatta', state: 'NSW', postcode: '2150' },
        { suburb: 'Old' },
      ],
    });
  });

  // Issue 9: "a field not read is null, never guessed": what the borrower typed stays.
  it('keeps what the borrower has where nothing, or nothing usable, was read', () => {
    const borrower = { personalDetails: { firstName: 'Liv', birthdate: '1990-02-08' }, address: [{ postcode: '2000' }] };
    expect(applyLicenceReading(borrower, NOTHING)).toEqual(borrower);
    const garbled = { ...NOTHING, addressPostcode: '2O00', addressState: 'Nowhere', licenseType: '??' };
    expect(applyLicenceReading(borrower, garbled)).toEqual(borrower);
  });

  // spec 2 §5 "licence number (or version number for NZ), licence state (not NZ)".
  it('takes the version number, not a state, from a New Zealand licence', () => {
    const nz = { ...NOTHING, licenseState: 'NZ' as const, licenseNumber: 'DA123456', licenseVersionNumber: '374', addressState: 'Canterbury' };
    expect(applyLicenceReading({}, nz)).toEqual({
      personalDetails: { licenseNumber: 'DA123456', licenseVersionNumber: '374' },
      address: [{ state: 'Canterbury' }],
    });
  });

  it('reads printed licence classes as licence types', () => {
    expect(['C', 'P2', 'L', 'HC', 'R', 'Full', 'X', null].map(licenceTypeOf)).toEqual(
      ['FULL', 'PROVISIONAL', 'LEARNER', 'HEAVY_VEHICLE', 'RESTRICTED', 'FULL', undefined, undefined],
    );
  });

  // issue 33 §2: "Class C came back Not given".
  it('reads "Class C" and several classes: the type that says most, a learner or provisional condition first', () => {
    expect(['Class C', 'CLASS: C', 'Licence Class C', 'C MR', 'C R', 'C P1', 'HEAVY VEHICLE', '1 6', 'C X'].map(licenceTypeOf)).toEqual(
      ['FULL', 'FULL', 'FULL', 'HEAVY_VEHICLE', 'FULL', 'PROVISIONAL', 'HEAVY_VEHICLE', 'FULL', undefined],
    );
    expect(applyLicenceReading({}, { ...NOTHING, licenseType: 'C' })).toMatchObject({ personalDetails: { licenseType: 'FULL' } });
  });
});
