import sharp from 'sharp';

/** A plain card photo for the identification screen's uploads. */
export async function licencePhoto(text: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="856" height="540"><rect width="856" height="540" rx="28" fill="#f4f1e8"/>
    <text x="40" y="80" font-family="DejaVu Sans" font-size="34" font-weight="bold">${text}</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
