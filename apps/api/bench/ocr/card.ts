import type { OcrDriverLicenseResponse } from '@kerb/domain/contracts/ocr';
import sharp from 'sharp';
import { DATE_STYLES, type Design, type NameStyle } from './designs';
import { int, person, pick, type Family } from './people';

// A synthetic licence card: the SVG of a fictional design filled with a fictional person, rendered by sharp,
// and the answer the reader should give for it (the ground truth beside each image).

export const CARD_WIDTH = 1012;
export const CARD_HEIGHT = 638;

export interface Card {
  design: Design;
  variation: CardVariation;
  truth: OcrDriverLicenseResponse;
  svg: string;
}

/** What varies from card to card of one design (issue 33 §2: "a varied set"). */
export interface CardVariation {
  name: NameStyle;
  /** The name under a label, or unlabelled in larger type directly under the heading. */
  nameLabelled: boolean;
  date: (iso: string) => string;
  addressLines: 1 | 2;
  addressLabelled: boolean;
  /** The held-out family prints in the other font and its unlabelled names at other sizes. */
  family: Family;
  /** The typeface the card is printed in. */
  font: string;
  /** The unlabelled name's type size in px (the values are at most 28). */
  nameSize: number;
  /** Labels above their values, and which side the photo is on: the design's own, or, in the tuning family, drawn per card. */
  stacked: boolean;
  photo: 'left' | 'right';
}

/**
 * Typefaces installed here (`fc-list`) a tuning card is printed in: sans and serif, normal and condensed
 * (a font not installed falls back to DejaVu Sans).
 */
export const TUNING_FONTS = ['DejaVu Sans', 'DejaVu Sans Condensed', 'DejaVu Serif', 'DejaVu Serif Condensed'] as const;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&apos;');
const upper = (s: string | null) => (s ?? '').toUpperCase();

/** The name as one printed line ("GIVEN FAMILY" or "FAMILY, GIVEN"), or as surname and given names. */
function nameRows(design: Design, style: NameStyle, truth: OcrDriverLicenseResponse): Array<[string, string]> {
  const given = [truth.firstName, truth.middleName].filter(Boolean).join(' ');
  const l = design.labels;
  switch (style) {
    case 'given-family': return [[l.name, upper(`${given} ${truth.lastName}`)]];
    case 'family-comma-given': return [[l.name, `${upper(truth.lastName)}, ${upper(given)}`]];
    case 'separate': return [[l.surname, upper(truth.lastName)], [l.given, upper(given)]];
  }
}

export function drawVariation(design: Design, rnd: () => number, family: Family): CardVariation {
  const name = pick(rnd, design.names);
  const drawn = {
    name,
    // Most Australian cards print the name without a label (issue 33 §2).
    nameLabelled: name === 'separate' || rnd() < 0.4,
    date: pick(rnd, [design.date, ...DATE_STYLES]),
    addressLines: (design.state === 'NZ' ? (rnd() < 0.75 ? 2 : 1) : (rnd() < 0.5 ? 1 : 2)) as 1 | 2,
    addressLabelled: rnd() < 0.5,
    family,
  };
  // The held-out family's choices are fixed (and drawn nothing more, so its cards stay the same): the
  // other font, names at 40 px, the design's own arrangement.
  if (family === 'held-out') {
    return { ...drawn, font: design.font === 'DejaVu Sans' ? 'Liberation Sans' : 'DejaVu Sans', nameSize: 40, stacked: design.stacked, photo: design.photo };
  }
  // The tuning family draws per card what real cards vary in: the typeface, the name's size, labels
  // above or beside their values, the photo's side.
  return {
    ...drawn,
    font: rnd() < 0.3 ? design.font : pick(rnd, TUNING_FONTS),
    nameSize: int(rnd, 28, 48),
    stacked: rnd() < 0.3 ? !design.stacked : design.stacked,
    photo: rnd() < 0.3 ? (design.photo === 'left' ? 'right' : 'left') : design.photo,
  };
}

/** The card of `design` for the next person `rnd` draws. */
export function makeCard(design: Design, rnd: () => number, family: Family = 'tuning'): Card {
  const nz = design.state === 'NZ';
  const p = person(rnd, family, nz);
  const v = drawVariation(design, rnd, family);
  const truth: OcrDriverLicenseResponse = {
    firstName: p.firstName,
    middleName: p.middleName,
    lastName: p.lastName,
    licenseNumber: design.number(rnd),
    licenseDateOfExpiry: p.licenseDateOfExpiry,
    licenseType: pick(rnd, design.classes),
    dateOfBirth: p.dateOfBirth,
    licenseState: design.state,
    ...(nz ? { licenseVersionNumber: String(int(rnd, 1, 999)).padStart(3, '0') } : {}),
    addressUnitNumber: p.addressUnitNumber,
    addressStreetNumber: p.addressStreetNumber,
    addressStreetName: p.addressStreetName,
    addressSuburb: p.addressSuburb,
    // New Zealand addresses have no state (issue 33 §2).
    addressState: nz ? null : design.state,
    addressPostcode: design.postcode(rnd),
  };
  const l = design.labels;
  const names = nameRows(design, v.name, truth);
  const rows: Array<[string | null, string[]]> = [
    ...(v.nameLabelled ? names.map(([k, n]): [string, string[]] => [k, [n]]) : []),
    [l.number, [truth.licenseNumber!]],
    ...(l.version ? [[l.version, [truth.licenseVersionNumber!]] as [string, string[]]] : []),
    [l.dob, [v.date(truth.dateOfBirth!)]],
    [l.expiry, [v.date(truth.licenseDateOfExpiry!)]],
    [l.class, [truth.licenseType!]],
  ];
  const street = upper(`${truth.addressUnitNumber ? `${truth.addressUnitNumber}/` : ''}${truth.addressStreetNumber} ${truth.addressStreetName}`);
  const town = upper([truth.addressSuburb, truth.addressState, truth.addressPostcode].filter(Boolean).join(' '));
  // One line when it fits at 22 px; a longer address wraps onto two, as a card printer does.
  const { textX, valueX, right } = columns(v);
  const room = right - (v.addressLabelled && !v.stacked ? valueX : textX);
  const oneLine = v.addressLines === 1 && `${street} ${town}`.length * 0.75 * 22 <= room;
  rows.push([v.addressLabelled ? l.address : null, oneLine ? [`${street} ${town}`] : [street, town]]);
  const heading = v.nameLabelled ? null : names[0]![1];
  return { design, variation: v, truth, svg: cardSvg(design, v, heading, rows) };
}

/** Where the text column starts, where values start, and where the text must end. */
function columns(v: Pick<CardVariation, 'stacked' | 'photo'>) {
  const photoX = v.photo === 'left' ? 36 : CARD_WIDTH - 36 - 190;
  const textX = v.photo === 'left' ? 256 : 44;
  return { photoX, textX, valueX: textX + (v.stacked ? 0 : 190), right: v.photo === 'left' ? CARD_WIDTH - 36 : photoX - 24 };
}

function cardSvg(design: Design, v: CardVariation, bigName: string | null, rows: Array<[string | null, string[]]>): string {
  const { font } = v;
  const { photoX, textX, valueX, right } = columns(v);
  const text: string[] = [];
  let y = 170;
  const label = (s: string, x: number, at: number) => text.push(`<text x="${x}" y="${at}" font-size="21" fill="#444">${esc(s)}</text>`);
  // A value too long for its room is printed smaller, down to `min` px, then condensed, as a card printer
  // does (a bold capital is taken as 0.75 em wide).
  const value = (s: string, x: number, at: number, max = 28, min = 20) => {
    const room = right - x;
    const size = Math.max(min, Math.min(max, Math.floor(room / (s.length * 0.75))));
    const fit = s.length * 0.75 * size > room ? ` textLength="${room}" lengthAdjust="spacingAndGlyphs"` : '';
    text.push(`<text x="${x}" y="${at}" font-size="${size}" font-weight="bold" fill="${design.ink}"${fit}>${esc(s)}</text>`);
  };
  if (bigName) {
    // The unlabelled name: larger type, directly under the heading.
    const size = v.nameSize;
    value(bigName, textX, y, size, Math.min(30, size));
    y += Math.round(size * 1.5);
  }
  for (const [k, vs] of rows) {
    if (k === null) {
      for (const s of vs) { value(s, textX, y); y += 36; }
    } else if (v.stacked) {
      label(k, textX, y);
      y += 33;
      for (const s of vs) { value(s, valueX, y); y += 36; }
      y += 6;
    } else {
      label(k, textX, y);
      for (const s of vs) { value(s, valueX, y); y += 44; }
    }
  }
  const height = Math.max(CARD_HEIGHT, y + 40);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${height}" font-family="${font}">
  <rect width="100%" height="100%" rx="28" fill="#f6f4ee"/>
  <rect width="100%" height="112" fill="${design.band}"/>
  <text x="40" y="56" font-size="36" font-weight="bold" fill="#ffffff">${esc(design.title[0])}</text>
  <text x="40" y="96" font-size="26" fill="#ffffff">${esc(design.title[1])}</text>
  <rect x="${photoX}" y="140" width="190" height="250" rx="10" fill="#d9dde3"/>
  <circle cx="${photoX + 95}" cy="225" r="48" fill="#b9c0ca"/>
  <rect x="${photoX + 30}" y="285" width="130" height="105" rx="52" fill="#b9c0ca"/>
  ${text.join('\n  ')}
  <text x="${CARD_WIDTH - 40}" y="${height - 18}" font-size="15" text-anchor="end" fill="#999">SPECIMEN - FICTIONAL CARD</text>
</svg>`;
}

/** What a card drew, in a few words (for listing the tuning set's wrong fields). */
export const describeVariation = (v: CardVariation) =>
  `${v.font}, ${v.stacked ? 'stacked' : 'beside'}, photo ${v.photo}, name ${v.nameLabelled ? 'labelled' : `${v.nameSize} px`}`;

/** The card as a PNG at its design size. */
export const renderCard = (card: Card) => sharp(Buffer.from(card.svg)).png().toBuffer();
