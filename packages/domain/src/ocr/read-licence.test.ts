import { describe, expect, it } from 'vitest';
import { OcrDriverLicenseResponse } from '../contracts/ocr';
import { readLicence } from './read-licence';
import { readDate } from './text';

// spec 2 §7 POST /api/ocr/driverlicense (the answer's fields) and issue 9 "Licence OCR": "Dates as
// YYYY-MM-DD; licenseState an AU state code or NZ; a field not read is null, never guessed", a parser per
// layout (the eight Australian states and territories and New Zealand), each with its own labels and date
// formats. The texts below are as OCR gives them, slips included.

const NO_ADDRESS = { addressUnitNumber: null, addressStreetNumber: null, addressStreetName: null, addressSuburb: null, addressState: null, addressPostcode: null };

describe('dates (issue 9: "08/02/1964", "21 MAR 2032", "1964-02-08" → YYYY-MM-DD)', () => {
  it('reads each printed format', () => {
    expect(readDate('08/02/1964')).toBe('1964-02-08');
    expect(readDate('21 MAR 2032')).toBe('2032-03-21');
    expect(readDate('1964-02-08')).toBe('1964-02-08');
    expect(readDate('08-02-1964')).toBe('1964-02-08');
    expect(readDate('08.02.1964')).toBe('1964-02-08');
    expect(readDate('8 Feb 1964')).toBe('1964-02-08');
    expect(readDate('21 March 2032')).toBe('2032-03-21');
  });
  it('undoes digit/letter slips OCR makes inside a date', () => {
    expect(readDate('O8/02/l964')).toBe('1964-02-08');
    expect(readDate('21 MAR 2O32')).toBe('2032-03-21');
    expect(readDate('14 0CT 1999')).toBe('1999-10-14');
  });
  it('never guesses: an impossible or partial date is null', () => {
    expect(readDate('31/02/1964')).toBeNull();
    expect(readDate('08/02/64')).toBeNull();
    expect(readDate('21 XYZ 2032')).toBeNull();
    expect(readDate('')).toBeNull();
  });
});

describe('readLicence per layout (spec 2 §7)', () => {
  it('NSW: "Licence No.", day month-name year, given names then family name', () => {
    const read = readLicence(`NEW SOUTH WALES
DRIVER LICENCE
Name OLIVIA ARTHUR PATEL
Licence No. 35292811
Date of Birth 07 JUN 1973
Expiry 08 SEP 2032
Class C
Address 31/218 HARBOUR VIEW DRIVE
KURRAJONG HEIGHTS NSW 2174
SPECIMEN - FICTIONAL CARD`);
    expect(read).toEqual({
      firstName: 'Olivia', middleName: 'Arthur', lastName: 'Patel', licenseNumber: '35292811',
      licenseDateOfExpiry: '2032-09-08', licenseType: 'C', dateOfBirth: '1973-06-07', licenseState: 'NSW',
      addressUnitNumber: '31', addressStreetNumber: '218', addressStreetName: 'Harbour View Drive',
      addressSuburb: 'Kurrajong Heights', addressState: 'NSW', addressPostcode: '2174',
    });
    expect(OcrDriverLicenseResponse.safeParse(read).success).toBe(true);
  });

  it('VIC: labels above values, "FAMILY, GIVEN", dd-mm-yyyy', () => {
    expect(readLicence(`VICTORIA
DRIVER LICENCE
Licence Holder
WAITITI, RUBY ARTHUR
Licence Number
976331193
Date of Birth
05-01-1997
Licence Expiry
01-06-2030
Licence Type
C
Residential Address
155 MILLER LANE
EASTWOOD VIC 3632`)).toMatchObject({
      firstName: 'Ruby', middleName: 'Arthur', lastName: 'Waititi', licenseNumber: '976331193', dateOfBirth: '1997-01-05',
      licenseDateOfExpiry: '2030-06-01', licenseType: 'C', licenseState: 'VIC', addressUnitNumber: null,
      addressStreetNumber: '155', addressStreetName: 'Miller Lane', addressSuburb: 'Eastwood', addressState: 'VIC', addressPostcode: '3632',
    });
  });

  it('QLD: "Family Name" and "Given Names" lines, dd/mm/yyyy', () => {
    expect(readLicence(`QUEENSLAND DRIVER LICENCE
Family Name MARSH-NGUYEN
Given Names MIA
Licence No 123456789
DOB 29/02/1988
Expires 01/12/2029
Class HR
Address 7 WATTLE STREET
BAYVIEW QLD 4217`)).toMatchObject({
      firstName: 'Mia', middleName: null, lastName: 'Marsh-Nguyen', licenseNumber: '123456789', dateOfBirth: '1988-02-29',
      licenseDateOfExpiry: '2029-12-01', licenseType: 'HR', licenseState: 'QLD', addressStreetNumber: '7', addressSuburb: 'Bayview', addressPostcode: '4217',
    });
  });

  it('SA: a letter then five digits, "Birth Date", "Expiry Date", title-case month', () => {
    expect(readLicence(`SOUTH AUSTRALIA
DRIVER'S LICENCE
Licensee HENRY PETER ASHBY
Licence No S12345
Birth Date 3 Feb 1961
Expiry Date 14 Nov 2028
Classes MR
Address 2/40 CORAL PARADE
GREENVALE SA 5012`)).toMatchObject({
      firstName: 'Henry', middleName: 'Peter', lastName: 'Ashby', licenseNumber: 'S12345', dateOfBirth: '1961-02-03',
      licenseDateOfExpiry: '2028-11-14', licenseType: 'MR', licenseState: 'SA', addressUnitNumber: '2', addressStreetNumber: '40', addressState: 'SA',
    });
  });

  it('WA: "Name" as "FAMILY, GIVEN"; the family name comes first even when the comma is lost', () => {
    const text = (name: string) => `WESTERN AUSTRALIA\nDRIVER'S LICENCE\nName\n${name}\nLicence No\n7654321\nDate of Birth\n11/11/1970\nExpiry Date\n10/10/2030\nClass\nC\nAddress\n9 STATION STREET\nLAKESIDE WA 6155`;
    expect(readLicence(text('DONOVAN, GRACE MAY'))).toMatchObject({ firstName: 'Grace', middleName: 'May', lastName: 'Donovan', licenseNumber: '7654321', licenseState: 'WA' });
    expect(readLicence(text('DONOVAN GRACE MAY'))).toMatchObject({ firstName: 'Grace', middleName: 'May', lastName: 'Donovan' });
  });

  it('TAS: a letter then five digits, dd.mm.yyyy, "Surname" and "Other Names"', () => {
    expect(readLicence(`TASMANIA
DRIVER LICENCE
Surname SINCLAIR
Other Names ZARA ANN
Licence No. A20341
DOB 30.06.1990
Expiry 01.07.2031
Class C
Address 88 ORCHARD GROVE
SANDY BAY TAS 7005`)).toMatchObject({ firstName: 'Zara', middleName: 'Ann', lastName: 'Sinclair', licenseNumber: 'A20341', dateOfBirth: '1990-06-30', licenseDateOfExpiry: '2031-07-01', licenseState: 'TAS', addressSuburb: 'Sandy Bay' });
  });

  it('ACT: ISO dates and "Licence Class" (OCR read the C as "Cc")', () => {
    expect(readLicence(`AUSTRALIAN CAPITAL TERRITORY
DRIVER LICENCE
Name ISLA KATE HARGREAVES
Licence No 4683206793
Date of Birth 2006-11-14
Expiry Date 2031-09-27
Licence Class CC
Address 277 BANKSIA ROAD
OAKLEIGH ACT 2601`)).toMatchObject({ firstName: 'Isla', lastName: 'Hargreaves', licenseNumber: '4683206793', dateOfBirth: '2006-11-14', licenseDateOfExpiry: '2031-09-27', licenseType: 'C', licenseState: 'ACT', addressPostcode: '2601' });
  });

  it('NT: "Valid To", "Birth Date" and a postcode starting 0', () => {
    expect(readLicence(`NORTHERN TERRITORY
DRIVER LICENCE
Name
ROURKE, LEO
Licence Number
1234567
Birth Date
01 JAN 1980
Valid To
31 DEC 2030
Class
LR
Address
5 EUCALYPT WAY
FERNHILL NT 0810`)).toMatchObject({ firstName: 'Leo', middleName: null, lastName: 'Rourke', dateOfBirth: '1980-01-01', licenseDateOfExpiry: '2030-12-31', licenseType: 'LR', licenseState: 'NT', addressPostcode: '0810', addressState: 'NT' });
  });

  it('NZ: numbered fields ("4d Licence No", "4e Version"), a three-digit version number and no address when none is printed', () => {
    expect(readLicence(`NEW ZEALAND
DRIVER LICENCE
1 Surname LINDQVIST
2 First Names GRACE
4d Licence No CB925277
4e Version 447
3 Date of Birth 23/09/2002
4b Expiry 28/11/2030
5 Class 1`)).toEqual({
      firstName: 'Grace', middleName: null, lastName: 'Lindqvist', licenseNumber: 'CB925277', licenseDateOfExpiry: '2030-11-28',
      licenseType: '1', dateOfBirth: '2002-09-23', licenseState: 'NZ', licenseVersionNumber: '447', ...NO_ADDRESS,
    });
  });
});

describe('readLicence never guesses (issue 9 "a field not read is null")', () => {
  it('reads nothing from text with no licence in it', () => {
    const read = readLicence('a photo of a cat');
    expect(Object.values(read).every((v) => v === null)).toBe(true);
  });
  it('leaves a field null when its value does not fit: a short licence number, an unknown class, no heading', () => {
    expect(readLicence('Name JO CITIZEN\nLicence No. 12\nClass ZZ\nDate of Birth 30/02/1990')).toMatchObject({
      firstName: 'Jo', lastName: 'Citizen', licenseNumber: null, licenseType: null, dateOfBirth: null, licenseState: null,
    });
  });
  it('undoes letter/digit slips where the field says which it must be', () => {
    expect(readLicence('NEW ZEALAND\n4d Licence No C8925Z77\n4e Version 44l\nl Surname LINDQV1ST')).toMatchObject({
      licenseNumber: 'CB925277', licenseVersionNumber: '441', lastName: 'Lindqvist',
    });
    expect(readLicence('NEW SOUTH WALES\nLicence No. 352928l1\nAddress 3l/2l8 HARBOUR VIEW DRIVE\nRIVERTON NSW 2l74')).toMatchObject({
      licenseNumber: '35292811', addressUnitNumber: '31', addressStreetNumber: '218', addressPostcode: '2174',
    });
  });
  it('tolerates a slipped letter in a label or heading', () => {
    expect(readLicence('QUEENSLAN0\nFamiIy Name MARSH\nGiven Nanes MIA\nExpircs 01/12/2029')).toMatchObject({ licenseState: 'QLD', lastName: 'Marsh', firstName: 'Mia', licenseDateOfExpiry: '2029-12-01' });
  });

  it('skips a stray mark after a label when the value is on the next line', () => {
    expect(readLicence('NORTHERN TERRITORY\nName\nPATEL, MEI LEE re\nLicence Number J\n3005501 -\nBirth Date Ah\n07 NOV 1974 y\nValid To ho\n17 JAN 2033')).toMatchObject({
      firstName: 'Mei', middleName: 'Lee', lastName: 'Patel', licenseNumber: '3005501', dateOfBirth: '1974-11-07', licenseDateOfExpiry: '2033-01-17',
    });
  });
  it('reads a letter OCR doubled in a code ("Cc", "WuU") once, and a lone bold C read as a bracket as C', () => {
    expect(readLicence('TASMANIA\nClass Cc')).toMatchObject({ licenseType: 'C' });
    expect(readLicence('NEW ZEALAND\n4d Licence No WuU439211')).toMatchObject({ licenseNumber: 'WU439211' });
    expect(readLicence('QUEENSLAND\nClass eo')).toMatchObject({ licenseType: 'C' });
    expect(readLicence('QUEENSLAND\nClass (')).toMatchObject({ licenseType: 'C' });
  });
  it('reads NZ classes printed close together ("16" is classes 1 and 6)', () => {
    expect(readLicence('NEW ZEALAND\n5 Class 16')).toMatchObject({ licenseType: '1 6' });
  });
  it('matches labels OCR ran together or misread by two letters ("OtherNames", "Sumame")', () => {
    expect(readLicence('TASMANIA\nSumame NGUYEN-BLACKWOOD\nOtherNames TANE LOUISE')).toMatchObject({ firstName: 'Tane', middleName: 'Louise', lastName: 'Nguyen-Blackwood' });
  });
  it('takes the name from the line under the heading when its label was lost (every layout prints it first)', () => {
    expect(readLicence('NORTHERN TERRITORY\nDRIVER LICENCE\nFAIRWEATHER, NOAH JANE\nLicence Number\n4506379')).toMatchObject({ firstName: 'Noah', middleName: 'Jane', lastName: 'Fairweather' });
  });
  it('gives a date whose label was lost to the one date field left, only when it falls on the right side', () => {
    const text = (dob: string) => `TASMANIA\nSurname ROURKE\npos ${dob} po\nExpiry 28.01.2029`;
    expect(readLicence(text('10.05.1963'))).toMatchObject({ dateOfBirth: '1963-05-10', licenseDateOfExpiry: '2029-01-28' });
    expect(readLicence(text('10.05.2030'))).toMatchObject({ dateOfBirth: null });
    expect(readLicence('TASMANIA\n10.05.1963\n11.06.1964\nExpiry 28.01.2029')).toMatchObject({ dateOfBirth: null });
  });
  it('reads a licence number after a clipped label, and "$" as the S it is', () => {
    expect(readLicence('AUSTRALIAN CAPITAL TERRITORY\nLicence N 7563212496')).toMatchObject({ licenseNumber: '7563212496' });
    expect(readLicence('SOUTH AUSTRALIA\nLicence No $58028')).toMatchObject({ licenseNumber: 'S58028' });
  });
  it('reads an address line with a stray mark after the postcode', () => {
    expect(readLicence('WESTERN AUSTRALIA\nAddress\n104 BLUEGUM CRESCENT\nGREENVALE WA 6173 H')).toMatchObject({
      addressStreetNumber: '104', addressStreetName: 'Bluegum Crescent', addressSuburb: 'Greenvale', addressState: 'WA', addressPostcode: '6173',
    });
  });
  it('takes no name from a misread label line that carries a date', () => {
    expect(readLicence('SOUTH AUSTRALIA\nBath Date 03 Aug 1980\nLicence No S29943')).toMatchObject({ firstName: null, lastName: null, licenseNumber: 'S29943' });
  });
  it('matches a label whose opening letters were lost or with two slips in a longer word', () => {
    expect(readLicence('SOUTH AUSTRALIA\nensee GRACE ROSE LINDQVIST\nence N S29943')).toMatchObject({ firstName: 'Grace', middleName: 'Rose', lastName: 'Lindqvist', licenseNumber: 'S29943' });
    expect(readLicence('NORTHERN TERRITORY\nBath Date\n03 JAN 1995\nVakd To\n17 NOV 2035')).toMatchObject({ dateOfBirth: '1995-01-03', licenseDateOfExpiry: '2035-11-17' });
  });
  it('takes the heading printed first as the layout, not a state named in the address', () => {
    expect(readLicence('TASMANIA\nDRIVER LICENCE\nLicence No. A12345\nAddress 12 VICTORIA STREET\nSANDY BAY TAS 7005')).toMatchObject({
      licenseState: 'TAS', licenseNumber: 'A12345', addressStreetName: 'Victoria Street', addressState: 'TAS',
    });
  });
});
