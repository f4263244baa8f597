import { OcrDriverLicenseResponse } from '@kerb/domain/contracts/ocr';
import { AU_STATES } from '@kerb/domain/enums/index';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { TUNING_FONTS, drawVariation, makeCard } from '../../bench/ocr/card';
import { DESIGNS } from '../../bench/ocr/designs';
import { drawDistortion } from '../../bench/ocr/distort';
import { person, random } from '../../bench/ocr/people';
import { makeSamples } from '../../bench/ocr/samples';

// Issue 9 "Licence OCR": "a set of licence images that the project generates itself (every layout, several
// people each, with tilt up to 4°, blur, uneven light and JPEG noise, ground truth beside each)".
describe('synthetic licence generator', () => {
  it('has one design per layout: the eight Australian states and territories and New Zealand, each worded its own way', () => {
    expect(DESIGNS.map((d) => d.state).sort()).toEqual([...AU_STATES, 'NZ'].sort());
    const wordings = DESIGNS.map((d) => JSON.stringify([d.title, d.labels, d.names, d.stacked, d.date('1964-02-08')]));
    expect(new Set(wordings).size).toBe(DESIGNS.length);
    expect(new Set(DESIGNS.map((d) => d.date('1964-02-08')))).toEqual(new Set(['08 FEB 1964', '08-02-1964', '08/02/1964', '08 Feb 1964', '08.02.1964', '1964-02-08']));
  });

  it('gives a ground truth the answer contract accepts, with a version number for New Zealand only', () => {
    const rnd = random(1);
    for (const design of DESIGNS) {
      for (let i = 0; i < 5; i += 1) {
        const { truth, svg } = makeCard(design, rnd);
        expect(OcrDriverLicenseResponse.safeParse(truth).success, design.state).toBe(true);
        expect(truth.licenseState).toBe(design.state);
        expect('licenseVersionNumber' in truth).toBe(design.state === 'NZ');
        expect(svg).toContain(truth.licenseNumber);
      }
    }
  });

  it('photographs each card: tilt up to 4°, blur, uneven light, JPEG; the same seed gives the same images', async () => {
    const [a, b] = await Promise.all([makeSamples({ seed: 3, perLayout: 1 }), makeSamples({ seed: 3, perLayout: 1 })]);
    expect(a).toHaveLength(DESIGNS.length);
    for (const [i, s] of a.entries()) {
      expect(Math.abs(s.distortion!.tilt)).toBeLessThanOrEqual(4);
      expect((await sharp(s.image).metadata()).format).toBe('jpeg');
      expect(s.image.equals(b[i]!.image)).toBe(true);
    }
  }, 30_000);

  // issue 33 §2: "labelled and unlabelled names, GIVEN FAMILY and FAMILY, GIVEN, the three date styles, one-
  // and two-line addresses, rotation up to ±4°, JPEG quality 60–90, uneven light".
  it('varies from card to card: names with and without a label, both name orders, three date styles, one- and two-line addresses', () => {
    const rnd = random(4);
    const seen = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      const design = DESIGNS[i % DESIGNS.length]!;
      const v = drawVariation(design, rnd, 'tuning');
      seen.add(`name ${v.name} ${v.nameLabelled ? 'labelled' : 'unlabelled'}`);
      seen.add(`date ${v.date('1979-03-01')}`);
      seen.add(`address ${v.addressLines}`);
      const d = drawDistortion(rnd);
      expect(d.jpegQuality).toBeGreaterThanOrEqual(60);
      expect(d.jpegQuality).toBeLessThanOrEqual(90);
      expect(Math.abs(d.tilt)).toBeLessThanOrEqual(4);
    }
    for (const expected of ['name given-family unlabelled', 'name given-family labelled', 'name family-comma-given unlabelled', 'name separate labelled',
      'date 01/03/1979', 'date 01 MAR 1979', 'date 01-03-1979', 'address 1', 'address 2']) expect(seen).toContain(expected);
  });

  it('prints a New Zealand address with no state ("7 BANKSIA AVE" / "WELLINGTON 6011")', () => {
    const rnd = random(8);
    const nz = DESIGNS.find((d) => d.state === 'NZ')!;
    for (let i = 0; i < 10; i += 1) {
      const { truth, svg } = makeCard(nz, rnd);
      expect(truth.addressState).toBeNull();
      expect(truth.addressPostcode).toMatch(/^\d{4}$/);
      expect(svg).toContain(`${truth.addressSuburb!.toUpperCase()} ${truth.addressPostcode}`);
    }
  });

  it('keeps a held-out family apart: no first name, family name or street shared with the tuning set', () => {
    const draw = (family: 'tuning' | 'held-out') => {
      const rnd = random(5);
      return Array.from({ length: 300 }, () => person(rnd, family));
    };
    const [tuning, heldOut] = [draw('tuning'), draw('held-out')];
    const words = (people: typeof tuning) => new Set(people.flatMap((p) => [p.firstName, ...p.lastName.split('-'), p.addressStreetName.split(' ')[0]!]));
    const shared = [...words(heldOut)].filter((w) => words(tuning).has(w));
    expect(shared).toEqual([]);
  });

  // issue 33 §2: the tuning set varies what real cards vary in, beyond the held-out family's fixed choices.
  it('prints tuning cards in several typefaces, names at many sizes, labels above or beside, the photo on either side; the held-out family keeps its own', () => {
    const rnd = random(6);
    const fonts = new Set<string>();
    const sizes = new Set<number>();
    const arrangements = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      const design = DESIGNS[i % DESIGNS.length]!;
      const v = drawVariation(design, rnd, 'tuning');
      fonts.add(v.font);
      sizes.add(v.nameSize);
      arrangements.add(`${design.state} ${v.stacked} ${v.photo}`);
      const held = drawVariation(design, rnd, 'held-out');
      expect([held.nameSize, held.stacked, held.photo]).toEqual([40, design.stacked, design.photo]);
      expect(held.font).not.toBe(design.font);
    }
    expect([...fonts].sort()).toEqual([...new Set([...TUNING_FONTS, ...DESIGNS.map((d) => d.font)])].sort());
    expect(Math.min(...sizes)).toBeLessThanOrEqual(30);
    expect(Math.max(...sizes)).toBeGreaterThanOrEqual(46);
    // Every layout both ways: stacked and beside, photo left and right.
    for (const design of DESIGNS) {
      for (const stacked of [true, false]) expect([...arrangements].some((a) => a.startsWith(`${design.state} ${stacked} `)), `${design.state} stacked ${stacked}`).toBe(true);
      for (const photo of ['left', 'right']) expect([...arrangements].some((a) => a.startsWith(`${design.state} `) && a.endsWith(photo)), `${design.state} photo ${photo}`).toBe(true);
    }
  });
});
