import type { ModalId, ScreenId } from '../journey/ids';

/** spec 1 §2: "Every screen logs a visible-on-screen event on display." The interaction type it carries. */
export const VISIBLE_ON_SCREEN = 'VISIBLE_ON_SCREEN';

// spec 1 §7: "Neither tracking call is sent for the quick calculator and return-user screens."
// RETURN_USER is a modal id; both kinds of display value are accepted.
export const UNTRACKED_DISPLAYS: ReadonlySet<string> = new Set<ScreenId | ModalId>(['QUICK_CALCULATOR', 'RETURN_USER']);

export function isTrackedScreen(screen: ScreenId | ModalId): boolean {
  return !UNTRACKED_DISPLAYS.has(screen);
}
