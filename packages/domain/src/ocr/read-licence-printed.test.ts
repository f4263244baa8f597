import { describe, expect, it } from 'vitest';
import { headingSpotOf, labelBoxOf, readLicence, withHeadingFrom, type OcrLine } from './read-licence';
import { readDate } from './text';

// Issue 33 §2: licences read as they are printed. "On most Australian cards the holder's name is printed
// without a label, in larger type, directly under the issuer's heading; addresses run on one or two lines;
// NZ addresses have no state; dates appear as 01/03/1979, 17 MAY 2027 and 17-12-1977." "Read by position
// and size as well as by label", "a licence number keeps the layout's shape".

/** A line of words with boxes as tesseract gives them: each word at x, its box `size` px tall at y. */
const line = (y: number, size: number, ...words: Array<[number, string]>): OcrLine => ({
  words: words.map(([x, text]) => ({ text, box: { left: x, top: y, width: Math.round(text.length * size * 0.7), height: size } })),
});
const words = (y: number, size: number, x: number, text: string) => line(y, size, ...text.split(' ').map((w, i, all): [number, string] => [x + all.slice(0, i).join(' ').length * size * 0.7 + (i ? size * 0.7 : 0), w]));

describe('on text (issue 33 §2)', () => {
  it('reads the three date styles', () => {
    expect(readDate('01/03/1979')).toBe('1979-03-01');
    expect(readDate('17 MAY 2027')).toBe('2027-05-17');
    expect(readDate('17-12-1977')).toBe('1977-12-17');
  });

  it('takes the unlabelled name under the heading: "GIVEN FAMILY", or "FAMILY, GIVEN"', () => {
    const card = (name: string) => `NEW SOUTH WALES\nDRIVER LICENCE\n${name}\nLicence No. 12345678\nDate of Birth 01/03/1979\nExpiry 17 MAY 2027\nClass C`;
    expect(readLicence(card('OLIVIA ROSE MARSH'))).toMatchObject({ firstName: 'Olivia', middleName: 'Rose', lastName: 'Marsh' });
    expect(readLicence(card('MARSH, OLIVIA ROSE'))).toMatchObject({ firstName: 'Olivia', middleName: 'Rose', lastName: 'Marsh' });
  });

  it('never takes a footer or the issuer\'s words as the name, nor a name without a heading above it', () => {
    expect(readLicence('QUEENSLAND\nDRIVER LICENCE\nLicence No 123456789\nSPECIMEN FICTIONAL CARD')).toMatchObject({ firstName: null, lastName: null });
    // An upside-down card reads as capital gibberish: no heading, no name.
    expect(readLicence('EEE EEE\nVSd NOOS')).toMatchObject({ firstName: null, lastName: null });
  });

  it('keeps the licence number\'s shape: a Tasmanian A20341 read "AZ0341" is A20341; a letter place read as a digit is the letter', () => {
    expect(readLicence('TASMANIA\nLicence No. AZ0341')).toMatchObject({ licenseNumber: 'A20341' });
    expect(readLicence('TASMANIA\nLicence No. 8Z0341')).toMatchObject({ licenseNumber: 'B20341' });
    expect(readLicence('NEW ZEALAND\n4d Licence No DL1234S6')).toMatchObject({ licenseNumber: 'DL123456' });
  });

  it('reads "Class C" as class C', () => {
    expect(readLicence('VICTORIA\nLicence Type C')).toMatchObject({ licenseType: 'C' });
    expect(readLicence('WESTERN AUSTRALIA\nClass\nC')).toMatchObject({ licenseType: 'C' });
  });

  it('reads a New Zealand address on two lines with no state: "7 BANKSIA AVE" / "WELLINGTON 6011"', () => {
    expect(readLicence('NEW ZEALAND\n1 Surname ASHBY\n5 Class 1\n8 Address 7 BANKSIA AVE\nWELLINGTON 6011')).toMatchObject({
      addressUnitNumber: null, addressStreetNumber: '7', addressStreetName: 'Banksia Ave', addressSuburb: 'Wellington', addressState: null, addressPostcode: '6011',
    });
    expect(readLicence('NEW ZEALAND\n15/156 KINGFISHER AVE\nPORT ELDEN 0614')).toMatchObject({
      addressUnitNumber: '15', addressStreetNumber: '156', addressStreetName: 'Kingfisher Ave', addressSuburb: 'Port Elden', addressPostcode: '0614',
    });
  });

  it('reads an address on one line: the street ends at its kind ("ST", "DRIVE") or a comma', () => {
    expect(readLicence('NEW SOUTH WALES\nAddress 12 WATTLE ST RIVERTON NSW 2000')).toMatchObject({
      addressStreetNumber: '12', addressStreetName: 'Wattle St', addressSuburb: 'Riverton', addressState: 'NSW', addressPostcode: '2000',
    });
    expect(readLicence('VICTORIA\n3/49 HARBOUR VIEW DRIVE KURRAJONG HEIGHTS VIC 3450')).toMatchObject({
      addressUnitNumber: '3', addressStreetNumber: '49', addressStreetName: 'Harbour View Drive', addressSuburb: 'Kurrajong Heights',
    });
    expect(readLicence('QUEENSLAND\n8 MILLER, MOUNT CLEAR QLD 4350')).toMatchObject({ addressStreetName: 'Miller', addressSuburb: 'Mount Clear' });
    expect(readLicence('NEW ZEALAND\n7 BANKSIA AVE WELLINGTON 6011')).toMatchObject({ addressStreetName: 'Banksia Ave', addressSuburb: 'Wellington', addressPostcode: '6011', addressState: null });
  });

  it('never splits a one-line address it cannot tell apart: street and suburb null, state and postcode kept', () => {
    expect(readLicence('NEW SOUTH WALES\n12 WATTLE RIVERTON NSW 2000')).toMatchObject({ addressStreetName: null, addressSuburb: null, addressState: 'NSW', addressPostcode: '2000' });
  });

  it('takes no New Zealand date as a town and postcode', () => {
    expect(readLicence('NEW ZEALAND\n4b Expry 28 JUN 2034')).toMatchObject({ addressSuburb: null, addressPostcode: null });
  });

  // issue 33 §2: on a card printing labels small above their values, OCR can merge each label into its value.
  it('takes two dates whose labels were both lost as birth and expiry, the earlier the birth, only when 15 years or more apart', () => {
    const card = (a: string, b: string) => `QUEENSLAND\nNOAH ANN MARSH\nence N 375242338\n${a}\nx ${b}\nClass C`;
    expect(readLicence(card('03-02-1985', '27-07-2035'))).toMatchObject({ dateOfBirth: '1985-02-03', licenseDateOfExpiry: '2035-07-27' });
    expect(readLicence(card('27-07-2035', '03-02-1985'))).toMatchObject({ dateOfBirth: '1985-02-03', licenseDateOfExpiry: '2035-07-27' });
    // Issue and expiry, or two dates too close for a holder's birth: neither is given.
    expect(readLicence(card('03-02-2025', '27-07-2035'))).toMatchObject({ dateOfBirth: null, licenseDateOfExpiry: null });
    expect(readLicence(card('28-07-2020', '27-07-2035'))).toMatchObject({ dateOfBirth: null, licenseDateOfExpiry: null });
    expect(readLicence(`${card('03-02-1985', '27-07-2035')}\n01-01-2025`)).toMatchObject({ dateOfBirth: null, licenseDateOfExpiry: null });
  });

  it('takes a licence number whose label was lost from a line holding only the layout\'s shape', () => {
    expect(readLicence('NORTHERN TERRITORY\nFAIRWEATHER, WILLIAM\n3765248 3\nBirth Date 18 MAR 1952')).toMatchObject({ licenseNumber: '3765248' });
    expect(readLicence('AUSTRALIAN CAPITAL TERRITORY\nen 5889837569')).toMatchObject({ licenseNumber: '5889837569' });
    expect(readLicence('NORTHERN TERRITORY\n3765248\n3765249')).toMatchObject({ licenseNumber: null });
    // issue 33 §2: with every label lost, the dates' digits fit an eight-digit shape too; a date is no number.
    expect(readLicence('NEW SOUTH WALES\nOLIVER ANN MARSH\n51813492\n20-01-2000\n03-10-2031\nc')).toMatchObject({
      licenseNumber: '51813492', dateOfBirth: '2000-01-20', licenseDateOfExpiry: '2031-10-03',
    });
  });
});

describe('on word boxes: by position and size (issue 33 §2)', () => {
  it('takes as the name the largest line under the heading, not the first', () => {
    const card = [
      words(20, 30, 40, 'QUEENSLAND'), words(60, 20, 40, 'DRIVER LICENCE'),
      words(120, 14, 260, 'ORGAN DONOR'),
      words(150, 32, 260, 'OLIVIA ROSE MARSH'),
      line(210, 15, [260, 'Licence'], [340, 'No'], [450, '123456789']),
    ];
    expect(readLicence(card)).toMatchObject({ firstName: 'Olivia', middleName: 'Rose', lastName: 'Marsh', licenseNumber: '123456789' });
    // The same lines as text alone: the first line under the heading is taken.
    expect(readLicence(card.map((l) => l.words.map((w) => w.text).join(' ')))).toMatchObject({ firstName: 'Organ', lastName: 'Donor' });
  });

  it('takes a value beside its label when OCR split the row, whatever order the lines came in', () => {
    const card = [
      words(20, 30, 40, 'NORTHERN TERRITORY'),
      words(300, 15, 260, 'Birth Date'),
      words(340, 20, 450, '24 DEC 2028'),
      words(298, 20, 450, '28 JAN 1970'),
      words(340, 15, 260, 'Valid To'),
    ];
    expect(readLicence(card)).toMatchObject({ dateOfBirth: '1970-01-28', licenseDateOfExpiry: '2028-12-24' });
  });

  it('takes a value under its label: the line below that shares its width, not one elsewhere', () => {
    const card = [
      words(20, 30, 40, 'WESTERN AUSTRALIA'),
      words(200, 15, 600, 'Class'),
      words(230, 20, 40, '7654321'),
      words(232, 20, 600, 'HC'),
    ];
    expect(readLicence(card)).toMatchObject({ licenseType: 'HC' });
  });

  it('drops a "word" many times taller than the print: the photo\'s silhouette read as letters', () => {
    const name = words(150, 24, 260, 'RUBY PETER TAMIHANA');
    const card = [
      words(20, 30, 40, 'QUEENSLAND'), words(60, 20, 40, 'DRIVER LICENCE'),
      { words: [{ text: 'PD', box: { left: 40, top: 100, width: 150, height: 100 } }, ...name.words] },
      line(210, 15, [260, 'Licence'], [340, 'Number'], [450, '4819661']),
    ];
    expect(readLicence(card)).toMatchObject({ firstName: 'Ruby', middleName: 'Peter', lastName: 'Tamihana' });
  });

  it('keeps a name printed large whose comma makes it nearly three times a label\'s height (issue 33 §2)', () => {
    const name = line(177, 36, [322, 'KOWALSKI,'], [520, 'AVA'], [600, 'ARTHUR']);
    const card = [
      words(80, 25, 121, 'NORTHERN TERRITORY'), words(125, 17, 120, 'DRIVER LICENCE'),
      { words: [{ ...name.words[0]!, box: { ...name.words[0]!.box, height: 50 } }, ...name.words.slice(1)] },
      words(264, 14, 320, 'Licence Number'), words(289, 21, 319, '8762215'), words(334, 14, 320, 'Birth Date'), words(359, 21, 320, '23-10-1988'),
      words(404, 14, 319, 'Valid To'), words(429, 21, 320, '16-06-2034'), words(474, 14, 319, 'Class'), words(499, 21, 319, 'C'),
    ];
    expect(readLicence(card)).toMatchObject({ firstName: 'Ava', middleName: 'Arthur', lastName: 'Kowalski' });
  });

  it('says where a label is printed, so the spot beside it can be read again', () => {
    const card = [words(20, 30, 40, 'SOUTH AUSTRALIA'), line(300, 15, [260, 'Classes'])];
    expect(labelBoxOf(card, 'class')).toEqual({ left: 260, top: 300, width: Math.round(7 * 15 * 0.7), height: 15 });
    expect(labelBoxOf(card, 'dob')).toBeNull();
  });

  // issue 33 §2: a heading light on a dark band, lost in the whole card's reading, is read again on its own.
  it('says where a lost heading is printed: the card\'s top down to the first label; nowhere without a label', () => {
    const card = [
      words(138, 19, 95, 'DRIVER LICENCE'), words(207, 23, 99, 'ETHAN JAMES PATEL'),
      line(255, 15, [98, 'Licence'], [160, 'No'], [285, '2872182146']), line(298, 16, [98, 'Date'], [140, 'of'], [160, 'Birth'], [285, '04/10/1985']),
    ];
    expect(readLicence(card)).toMatchObject({ licenseState: null, firstName: null });
    expect(headingSpotOf(card)).toEqual({ top: 0, bottom: 255 });
    expect(headingSpotOf([words(100, 20, 40, 'ETHAN JAMES PATEL'), words(140, 20, 40, '2872182146')])).toBeNull();
  });

  it('takes the heading read from its spot, and with it the layout and the name under it', () => {
    const card = [
      words(30, 18, 40, 'EE'), words(138, 19, 95, 'DRIVER LICENCE'), words(207, 23, 99, 'ETHAN JAMES PATEL'),
      line(255, 15, [98, 'Licence'], [160, 'No'], [285, '2872182146']),
      line(427, 22, [96, 'Address'], [285, '84'], [320, 'KINGFISHER'], [480, 'ROAD']), words(470, 22, 285, 'HILLCREST ACT 2618'),
    ];
    const spot = [words(90, 36, 92, 'AUSTRALIAN CAPITAL TERRITORY'), words(138, 19, 95, 'DRIVER LICENCE'), words(207, 23, 99, 'ETHAN JAMES PATE')];
    const merged = withHeadingFrom(card, spot)!;
    // The spot's lines down to the heading, then the card's lines below it (the "EE" above it is dropped).
    expect(merged.map((l) => l.words.map((w) => w.text).join(' '))).toEqual(['AUSTRALIAN CAPITAL TERRITORY', 'DRIVER LICENCE', 'ETHAN JAMES PATEL', 'Licence No 2872182146', 'Address 84 KINGFISHER ROAD', 'HILLCREST ACT 2618']);
    expect(readLicence(merged)).toMatchObject({
      licenseState: 'ACT', firstName: 'Ethan', middleName: 'James', lastName: 'Patel', licenseNumber: '2872182146',
      addressStreetNumber: '84', addressStreetName: 'Kingfisher Road', addressSuburb: 'Hillcrest', addressState: 'ACT', addressPostcode: '2618',
    });
    // A spot that reads no heading either changes nothing.
    expect(withHeadingFrom(card, [words(90, 36, 92, 'EEE TTT')])).toBeNull();
  });
});
