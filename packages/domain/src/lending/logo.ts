// spec 1 §3: "Lender logos are images fetched by lender id". Kerb draws each lender's logo: its initials on
// its brand colour, as SVG served at GET /api/lenders/{id}/logo.svg (no image is fetched from outside).

const HEX = /^#[0-9a-fA-F]{6}$/;
const SKIPPED = new Set(['and', 'of', 'the', '(sample)', '&']);

/** Up to three initials from a lender's name, skipping small words and the "(sample)" mark. */
export function lenderInitials(name: string): string {
  const words = name.split(/\s+/).filter((w) => w && !SKIPPED.has(w.toLowerCase()));
  const initials = words.map((w) => w.replace(/[^A-Za-z0-9]/g, '').charAt(0)).join('');
  return (initials || '?').slice(0, 3).toUpperCase();
}

// Black or white, whichever reads better on the background (WCAG relative luminance).
function foregroundFor(hex: string): string {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.4 ? '#111111' : '#FFFFFF';
}

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The logo as an SVG document; the name is the image's accessible title. */
export function lenderLogoSvg(name: string, brandColor: string): string {
  const background = HEX.test(brandColor) ? brandColor : '#334155';
  const letters = lenderInitials(name);
  const size = letters.length > 2 ? 22 : 28;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(name)}">` +
    `<title>${escapeXml(name)}</title>` +
    `<rect width="64" height="64" rx="14" fill="${background}"/>` +
    `<text x="32" y="${(32 + size * 0.36).toFixed(1)}" font-family="Arial,Helvetica,sans-serif" font-size="${size}" ` +
    `font-weight="700" fill="${foregroundFor(background)}" text-anchor="middle">${escapeXml(letters)}</text></svg>`
  );
}

/** Where a lender's logo is served (relative to the API's origin, which also serves the widget). */
export const lenderLogoPath = (lenderId: string) => `/api/lenders/${encodeURIComponent(lenderId)}/logo.svg`;
