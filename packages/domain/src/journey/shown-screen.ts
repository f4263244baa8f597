import type { ScreenId } from './ids';

// spec 1 §2 lists two display values no part of the specification describes as a screen of their own
// (docs/decisions/060): NOVATED_APPROVED, whose content spec 2 §2 puts on the indicatively approved screen ("For
// novated loans: a consumer versus novated comparison table ..."), and NONE, nothing to show. Neither is ever
// displayed: a screen parameter, a login link's page or a move naming one is turned into a screen that exists.

/** The display values that have a screen. */
export type ShownScreen = Exclude<ScreenId, 'NONE' | 'NOVATED_APPROVED'>;

/**
 * The screen a display value shows: NOVATED_APPROVED the indicatively approved screen (a novated loan's
 * approval is shown there), NONE none at all (undefined: the display stays as it is, a parameter is ignored).
 */
export function shownScreen(screen: ScreenId): ShownScreen | undefined {
  if (screen === 'NONE') return undefined;
  if (screen === 'NOVATED_APPROVED') return 'APPROVED';
  return screen;
}
