import { describe, expect, it } from 'vitest';
import type { Address } from './address';
import {
  addressInformationErrors, contactDetailsErrors, type DetailsRulesContext, detailsSummaryComplete,
  personalInformationErrors, visaErrors,
} from './details-summary';
import type { PersonalDetails } from './personal-details';

const AU: DetailsRulesContext = { country: 'AU', testDrive: false, today: '2026-06-15' };
const NZ: DetailsRulesContext = { country: 'NZ', testDrive: false, today: '2026-06-15' };
const TEST_DRIVE: DetailsRulesContext = { ...AU, testDrive: true };

const person: PersonalDetails = {
  firstName: 'Jane', lastName: 'Citizen', email: 'jane@example.com', mobilePhone: '0412345678',
  birthdate: '1990-02-01', licenseNumber: '12345678', licenseState: 'NSW', licenseExpiry: '2030-01-01',
  residency: 'AUSTRALIAN_CITIZEN',
};
const home: Address = {
  ownershipType: 'RENTING', streetNumber: '12', streetName: 'George Street', suburb: 'Sydney', state: 'NSW', postcode: '2000',
};
const nzPerson: PersonalDetails = {
  ...person, mobilePhone: '0211234567', licenseState: undefined, licenseVersionNumber: '123', residency: 'NEWZETLAND_CITIZEN',
};
const nzHome: Address = { ...home, suburb: 'Ponsonby', state: 'Auckland', postcode: '1011' };

describe('contact details', () => {
  // spec 2 §5 "OCR summary requires: first name, last name, valid e-mail ..., phone".
  it('requires first name, last name, e-mail and phone', () => {
    expect(contactDetailsErrors(person, AU)).toEqual({});
    expect(Object.keys(contactDetailsErrors(undefined, AU)).sort()).toEqual(['email', 'firstName', 'lastName', 'mobilePhone']);
    expect(contactDetailsErrors({ ...person, firstName: '  ' }, AU).firstName).toBe('Please enter your first name');
  });
  // spec 2 §5: "valid e-mail (standard pattern, case-insensitive)".
  it('checks the e-mail pattern, case-insensitively', () => {
    expect(contactDetailsErrors({ ...person, email: 'Jane@Example.COM' }, AU).email).toBeUndefined();
    expect(contactDetailsErrors({ ...person, email: 'jane@' }, AU).email).toMatch(/valid e-mail/);
  });
  // spec 2 §5 "Phone: NZ starts with 02, 03, 04, 06, 07 or 09 followed by 7 to 9 digits; otherwise Australian
  // mobile 04 followed by 8 digits".
  it('applies the phone rule of the partner country', () => {
    expect(contactDetailsErrors({ ...person, mobilePhone: '0312345678' }, AU).mobilePhone).toMatch(/04 and 8 more digits/);
    expect(contactDetailsErrors({ ...person, mobilePhone: '0312345678' }, NZ).mobilePhone).toBeUndefined();
    expect(contactDetailsErrors({ ...person, mobilePhone: '0512345678' }, NZ).mobilePhone).toMatch(/02, 03, 04, 06, 07 or 09/);
  });
});

describe('personal information', () => {
  it('accepts a complete AU and NZ record', () => {
    expect(personalInformationErrors(person, AU)).toEqual({});
    expect(personalInformationErrors(nzPerson, NZ)).toEqual({});
  });
  // spec 2 §5 "Date of birth valid and within 100 years".
  it('requires a date of birth within the last 100 years, not in the future', () => {
    expect(personalInformationErrors({ ...person, birthdate: undefined }, AU).birthdate).toBe('Please enter your date of birth');
    expect(personalInformationErrors({ ...person, birthdate: '1926-06-15' }, AU).birthdate).toBeUndefined();
    expect(personalInformationErrors({ ...person, birthdate: '1926-06-14' }, AU).birthdate).toMatch(/100 years/);
    expect(personalInformationErrors({ ...person, birthdate: '2026-06-16' }, AU).birthdate).toMatch(/100 years/);
    expect(personalInformationErrors({ ...person, birthdate: '1990-02-30' }, AU).birthdate).toBe('Please enter your date of birth');
  });
  // spec 2 §5 "licence expiry within 10 years back to 10 years ahead".
  it('requires a licence expiry within 10 years either side of today', () => {
    expect(personalInformationErrors({ ...person, licenseExpiry: '2016-06-15' }, AU).licenseExpiry).toBeUndefined();
    expect(personalInformationErrors({ ...person, licenseExpiry: '2036-06-15' }, AU).licenseExpiry).toBeUndefined();
    expect(personalInformationErrors({ ...person, licenseExpiry: '2016-06-14' }, AU).licenseExpiry).toMatch(/10 years/);
    expect(personalInformationErrors({ ...person, licenseExpiry: '2036-06-16' }, AU).licenseExpiry).toMatch(/10 years/);
    expect(personalInformationErrors({ ...person, licenseExpiry: undefined }, AU).licenseExpiry).toBeDefined();
  });
  // spec 2 §5 "licence number (or version number for NZ), licence state (not NZ)"; "licence version number
  // digits only, max 3"; decision 033: NZ asks for both the licence number and its version.
  it('asks AU for the licence state and NZ for the version number instead', () => {
    expect(personalInformationErrors({ ...person, licenseState: undefined }, AU).licenseState).toBeDefined();
    expect(personalInformationErrors({ ...person, licenseNumber: '' }, AU).licenseNumber).toBeDefined();
    expect(personalInformationErrors(nzPerson, NZ).licenseState).toBeUndefined();
    expect(personalInformationErrors({ ...nzPerson, licenseVersionNumber: undefined }, NZ).licenseVersionNumber).toBeDefined();
    expect(personalInformationErrors({ ...nzPerson, licenseVersionNumber: '12a' }, NZ).licenseVersionNumber).toBeDefined();
    expect(personalInformationErrors({ ...nzPerson, licenseVersionNumber: '1234' }, NZ).licenseVersionNumber).toBeDefined();
    expect(personalInformationErrors({ ...nzPerson, licenseNumber: undefined }, NZ).licenseNumber).toBeDefined();
  });
  // spec 2 §5 "OCR summary requires: ... residency".
  it('requires residency', () => {
    expect(personalInformationErrors({ ...person, residency: undefined }, AU).residency).toBe('Please choose your residency status');
  });
  // spec 2 §5 "visa holders (outside test drive and NZ) also need a visa value and valid check".
  it('needs a valid visa from visa holders, except in test drive and NZ', () => {
    const holder: PersonalDetails = { ...person, residency: 'VISA_HOLDER' };
    expect(Object.keys(personalInformationErrors(holder, AU)).sort()).toEqual(['visaExpiryDate', 'visaNumber']);
    expect(personalInformationErrors(holder, TEST_DRIVE)).toEqual({});
    expect(personalInformationErrors({ ...nzPerson, residency: 'VISA_HOLDER' }, NZ)).toEqual({});
    expect(personalInformationErrors({ ...holder, visaNumber: '482', visaExpiryDate: '2028-01-01' }, AU)).toEqual({});
  });
});

describe('visa', () => {
  const holder: PersonalDetails = { residency: 'VISA_HOLDER', visaNumber: '482', visaExpiryDate: '2028-01-01' };
  // spec 2 §5 "visa number (at least 3 digits, max 3 characters, max value 999)".
  it('needs exactly three digits', () => {
    expect(visaErrors(holder, AU)).toEqual({});
    expect(visaErrors({ ...holder, visaNumber: '48' }, AU).visaNumber).toBe('Please enter your 3-digit visa subclass number');
    expect(visaErrors({ ...holder, visaNumber: '4a2' }, AU).visaNumber).toBeDefined();
  });
  // spec 2 §5 "visa expiry within 10 years before and after today".
  it('needs an expiry within 10 years of today', () => {
    expect(visaErrors({ ...holder, visaExpiryDate: '2016-06-15' }, AU).visaExpiryDate).toBeUndefined();
    expect(visaErrors({ ...holder, visaExpiryDate: '2036-06-16' }, AU).visaExpiryDate).toMatch(/10 years/);
    expect(visaErrors({ ...holder, visaExpiryDate: undefined }, AU).visaExpiryDate).toBe('Please enter your visa expiry date');
  });
  // spec 2 §5 "Visa holders (non-NZ)".
  it('asks nothing of citizens or of NZ', () => {
    expect(visaErrors({ residency: 'PERMANENT_RESIDENT' }, AU)).toEqual({});
    expect(visaErrors({ residency: 'VISA_HOLDER' }, NZ)).toEqual({});
  });
});

describe('address information', () => {
  it('accepts a complete AU and NZ address', () => {
    expect(addressInformationErrors(home, AU)).toEqual({});
    expect(addressInformationErrors(nzHome, NZ)).toEqual({});
  });
  // spec 2 §5 "ownership type (not in test drive), street number, street name, suburb, state".
  it('requires each part, and ownership only outside test drive', () => {
    expect(Object.keys(addressInformationErrors(undefined, AU)).sort())
      .toEqual(['ownershipType', 'postcode', 'state', 'streetName', 'streetNumber', 'suburb']);
    expect(addressInformationErrors({ ...home, ownershipType: undefined }, TEST_DRIVE)).toEqual({});
  });
  // spec 2 §5 "postcode of at least 4 characters".
  it('needs a postcode of at least 4 characters', () => {
    expect(addressInformationErrors({ ...home, postcode: '200' }, AU).postcode).toBe('Please enter your 4-digit postcode');
  });
  // spec 2 §5 "NZ: region replaces state; Australian states cleared when NZ"; §9 NZ regions.
  it('wants a region in NZ and a state in AU', () => {
    expect(addressInformationErrors({ ...nzHome, state: 'NSW' }, NZ).state).toBe('Please choose your region');
    expect(addressInformationErrors({ ...home, state: 'Auckland' }, AU).state).toBe('Please choose your state');
  });
});

describe('details summary complete', () => {
  // spec 2 §5 "OCR summary requires" every card; spec 2 §3 "address (first entry used)".
  it('is complete only when all three cards are', () => {
    expect(detailsSummaryComplete({ personalDetails: person, address: [home] }, AU)).toBe(true);
    expect(detailsSummaryComplete({ personalDetails: nzPerson, address: [nzHome] }, NZ)).toBe(true);
    expect(detailsSummaryComplete({ personalDetails: person, address: [] }, AU)).toBe(false);
    expect(detailsSummaryComplete({ personalDetails: null, address: [home] }, AU)).toBe(false);
    expect(detailsSummaryComplete({ personalDetails: { ...person, email: 'x' }, address: [home] }, AU)).toBe(false);
    expect(detailsSummaryComplete({ personalDetails: person, address: [{ ...home, ownershipType: undefined }] }, TEST_DRIVE)).toBe(true);
  });
});
