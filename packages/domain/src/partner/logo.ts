// Sample partners' logos: a monogram on the brand colour as an inline SVG data URI, so the widget never
// fetches a sample logo from outside (and the partner config's logo field stays under its 500 characters).
const HEX = /^#?[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/;

export function monogramLogo(initials: string, background: string, foreground = '#FFFFFF'): string {
  if (!HEX.test(background) || !HEX.test(foreground)) throw new Error('monogramLogo takes hex colours');
  const letters = initials.replace(/[^A-Za-z0-9]/g, '').slice(0, 3).toUpperCase();
  const colour = (c: string) => (c.startsWith('#') ? c : `#${c}`);
  const size = letters.length > 2 ? 22 : 28;
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'>` +
    `<rect width='64' height='64' rx='14' fill='${colour(background)}'/>` +
    `<text x='32' y='${32 + size * 0.36}' font-family='Arial,sans-serif' font-size='${size}' font-weight='700' ` +
    `fill='${colour(foreground)}' text-anchor='middle'>${letters}</text></svg>`;
  // Only the characters that break a data URI are escaped, which keeps it short.
  return `data:image/svg+xml,${svg.replace(/#/g, '%23').replace(/</g, '%3C').replace(/>/g, '%3E')}`;
}
