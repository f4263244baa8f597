// The sample catalogue ships no makers' logos (they are trade marks): a make without an image gets a plain
// badge, its name's initials on a colour drawn from its code (docs/decisions/025), at
// GET /api/asset/make-image/{makeCode}.

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch]!);

/** "BMW", "KTM" as they are; "Mercedes-Benz" MB, "New Age Caravans" NAC, "Toyota" T. */
export function badgeText(name: string): string {
  if (name.length <= 4) return name.toUpperCase();
  return name.split(/[\s-]+/).filter(Boolean).map((w) => w[0]!.toUpperCase()).join('').slice(0, 3);
}

function hue(code: string): number {
  let h = 0;
  for (const ch of code) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

export function makeBadgeSvg(code: string, name: string): string {
  const text = escapeXml(badgeText(name));
  const size = text.length > 2 ? 30 : 38;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(name)}">`
    + `<rect width="96" height="96" rx="20" fill="hsl(${hue(code)} 45% 35%)"/>`
    + `<text x="48" y="50" fill="#fff" font-family="system-ui,sans-serif" font-size="${size}" font-weight="700" text-anchor="middle" dominant-baseline="middle">${text}</text></svg>`;
}
