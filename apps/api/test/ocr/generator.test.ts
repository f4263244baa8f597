import { OcrDriverLicenseResponse } from '@kerb/domain/contracts/ocr';
import { AU_STATES } from '@kerb/domain/enums/index';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeCard } from '../../bench/ocr/card';
import { DESIGNS } from '../../bench/ocr/designs';
import { random } from '../../bench/ocr/people';
import { makeSamples } from '../../bench/ocr/samples';

// Issue 9 "Licence OCR": "a set of licence images that the project generates itself (every layout, several
// people each, with tilt up to 4°, blur, uneven light and JPEG noise, ground truth beside each)".
describe('synthetic licence generator', () => {
  it('has one design per layout: the eight Australian states and territories and New Zealand, each worded its own way', () => {
    expect(DESIGNS.map((d) => d.state).sort()).toEqual([...AU_STATES, 'NZ'].sort());
    const wordings = DESIGNS.map((d) => JSON.stringify([d.title, d.labels, d.name, d.stacked, d.date('1964-02-08')]));
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
});
