// The first screen arrives painted in the HTML (scripts/prerender.ts): a still copy of the starting
// screen's shell, made at build time from the app's own components, shown before any script has run.
// Meanwhile the app renders into a hidden root; once its screen is on the page it takes over in one frame,
// so the borrower sees the page at once and nothing jumps or is painted twice.
export const FIRST_PAINT_ID = 'kerb-first-paint';

/** Removes the still copy and shows the live app (a no-op when the page had none, e.g. `vite` dev). */
export function handOverFirstPaint(doc: Document = document): void {
  const still = doc.getElementById(FIRST_PAINT_ID);
  if (!still) return;
  still.remove();
  doc.getElementById('root')?.removeAttribute('hidden');
}
