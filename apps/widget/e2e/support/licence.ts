import type { OcrDriverLicenseResponse } from '@kerb/domain/contracts/ocr';
import type { RegistrationState } from '@kerb/domain/enums/index';
import sharp from 'sharp';
import { DESIGNS } from '../../../api/bench/ocr/designs';
import { makeSamples } from '../../../api/bench/ocr/samples';

/** A plain card photo for the identification screen's uploads. */
export async function licencePhoto(text: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="856" height="540"><rect width="856" height="540" rx="28" fill="#f4f1e8"/>
    <text x="40" y="80" font-family="DejaVu Sans" font-size="34" font-weight="bold">${text}</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/**
 * A photographed licence card of `state` with its fictional holder (the OCR benchmark's generator, seeded, so
 * the same card every run), and the answer the licence reader should give for it.
 */
export async function generatedLicence(state: RegistrationState, seed = 2026): Promise<{ image: Buffer; truth: OcrDriverLicenseResponse }> {
  const [sample] = await makeSamples({ seed, perLayout: 1, designs: DESIGNS.filter((d) => d.state === state) });
  return { image: sample!.image, truth: sample!.truth };
}
