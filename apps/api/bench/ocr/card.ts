import type { OcrDriverLicenseResponse } from '@kerb/domain/contracts/ocr';
import sharp from 'sharp';
import type { Design } from './designs';
import { int, person, pick } from './people';

// A synthetic licence card: the SVG of a fictional design filled with a fictional person, rendered by sharp,
// and the answer the reader should give for it (the ground truth beside each image).

export const CARD_WIDTH = 1012;
export const CARD_HEIGHT = 638;

export interface Card {
  design: Design;
  truth: OcrDriverLicenseResponse;
  svg: string;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&apos;');
const upper = (s: string | null) => (s ?? '').toUpperCase();

function nameRows(design: Design, truth: OcrDriverLicenseResponse): Array<[string, string]> {
  const given = [truth.firstName, truth.middleName].filter(Boolean).join(' ');
  const l = design.labels;
  switch (design.name) {
    case 'given-family': return [[l.name!, upper(`${given} ${truth.lastName}`)]];
    case 'family-comma-given': return [[l.name!, `${upper(truth.lastName)}, ${upper(given)}`]];
    case 'separate': return [[l.surname!, upper(truth.lastName)], [l.given!, upper(given)]];
  }
}

/** The card of `design` for the next person `rnd` draws. */
export function makeCard(design: Design, rnd: () => number): Card {
  const p = person(rnd);
  const nz = design.state === 'NZ';
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
    addressUnitNumber: nz ? null : p.addressUnitNumber,
    addressStreetNumber: nz ? null : p.addressStreetNumber,
    addressStreetName: nz ? null : p.addressStreetName,
    addressSuburb: nz ? null : p.addressSuburb,
    addressState: nz ? null : design.state,
    addressPostcode: nz ? null : design.postcode(rnd),
  };
  const l = design.labels;
  const rows: Array<[string, string]> = [
    ...nameRows(design, truth),
    [l.number, truth.licenseNumber!],
    ...(l.version ? [[l.version, truth.licenseVersionNumber!] as [string, string]] : []),
    [l.dob, design.date(truth.dateOfBirth!)],
    [l.expiry, design.date(truth.licenseDateOfExpiry!)],
    [l.class, truth.licenseType!],
  ];
  const address = l.address === null ? null : [
    upper(`${truth.addressUnitNumber ? `${truth.addressUnitNumber}/` : ''}${truth.addressStreetNumber} ${truth.addressStreetName}`),
    upper(`${truth.addressSuburb} ${truth.addressState} ${truth.addressPostcode}`),
  ];
  return { design, truth, svg: cardSvg(design, rows, l.address, address) };
}

function cardSvg(design: Design, rows: Array<[string, string]>, addressLabel: string | null, address: string[] | null): string {
  const photoX = design.photo === 'left' ? 36 : CARD_WIDTH - 36 - 190;
  const textX = design.photo === 'left' ? 256 : 44;
  const right = design.photo === 'left' ? CARD_WIDTH - 36 : photoX - 24;
  const valueX = textX + (design.stacked ? 0 : 190);
  const text: string[] = [];
  let y = 170;
  const label = (s: string, x: number, at: number) => text.push(`<text x="${x}" y="${at}" font-size="21" fill="#444">${esc(s)}</text>`);
  // A value too long for its room is printed smaller, down to 20 px, then condensed, as a card printer
  // does (a bold capital is taken as 0.75 em wide).
  const value = (s: string, x: number, at: number) => {
    const room = right - x;
    const size = Math.max(20, Math.min(28, Math.floor(room / (s.length * 0.75))));
    const fit = s.length * 0.75 * size > room ? ` textLength="${room}" lengthAdjust="spacingAndGlyphs"` : '';
    text.push(`<text x="${x}" y="${at}" font-size="${size}" font-weight="bold" fill="${design.ink}"${fit}>${esc(s)}</text>`);
  };
  const lines: Array<[string, string[]]> = [...rows.map(([k, v]): [string, string[]] => [k, [v]]), ...(addressLabel && address ? [[addressLabel, address] as [string, string[]]] : [])];
  for (const [k, vs] of lines) {
    if (design.stacked) {
      label(k, textX, y);
      y += 33;
      for (const v of vs) { value(v, valueX, y); y += 36; }
      y += 6;
    } else {
      label(k, textX, y);
      for (const v of vs) { value(v, valueX, y); y += 44; }
    }
  }
  const height = Math.max(CARD_HEIGHT, y + 40);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${height}" font-family="${design.font}">
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

/** The card as a PNG at its design size. */
export const renderCard = (card: Card) => sharp(Buffer.from(card.svg)).png().toBuffer();
