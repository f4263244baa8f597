import type { OcrDriverLicenseResponse } from '@kerb/domain/contracts/ocr';
import sharp from 'sharp';
import { makeCard, renderCard, type CardVariation } from './card';
import { DESIGNS, type Design } from './designs';
import { distort, drawDistortion, type Distortion } from './distort';
import { random, type Family } from './people';

// Licence photos with their ground truth: every layout, `perLayout` people each, drawn from `seed` (the same
// seed always gives the same set). Distorted like phone photos unless `clean`. `family` chooses the tuning
// set or the held-out one (people, streets, fonts, light and table of its own: issue 33 §2).

export interface Sample {
  design: Design;
  variation: CardVariation;
  truth: OcrDriverLicenseResponse;
  distortion: Distortion | null;
  /** JPEG bytes, as an upload would store them. */
  image: Buffer;
}

export async function makeSamples(options: { seed: number; perLayout: number; clean?: boolean; designs?: readonly Design[]; family?: Family }): Promise<Sample[]> {
  const rnd = random(options.seed);
  const samples: Sample[] = [];
  for (const design of options.designs ?? DESIGNS) {
    for (let i = 0; i < options.perLayout; i += 1) {
      const card = makeCard(design, rnd, options.family);
      const png = await renderCard(card);
      const distortion = options.clean ? null : drawDistortion(rnd, options.family);
      const image = distortion ? await distort(png, distortion) : await sharp(png).jpeg({ quality: 90 }).toBuffer();
      samples.push({ design, variation: card.variation, truth: card.truth, distortion, image });
    }
  }
  return samples;
}

/** A field as compared with the truth: case, spacing and punctuation around words do not count. */
export const normalised = (v: unknown) => (v === null || v === undefined ? null : String(v).toUpperCase().replace(/\s+/g, ' ').trim());

/** The fields of `truth` the reading got wrong, with what it gave. */
export function wrongFields(truth: OcrDriverLicenseResponse, read: OcrDriverLicenseResponse): Array<{ field: string; expected: unknown; got: unknown }> {
  return Object.entries(truth)
    .filter(([field, expected]) => normalised(expected) !== normalised((read as Record<string, unknown>)[field]))
    .map(([field, expected]) => ({ field, expected, got: (read as Record<string, unknown>)[field] ?? null }));
}
