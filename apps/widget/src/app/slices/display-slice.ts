import type { ScreenId } from '@kerb/domain/journey/ids';
import { nextProgressPercent } from '@kerb/domain/journey/progress';
import { shownScreen, type ShownScreen } from '@kerb/domain/journey/shown-screen';
import type { StateCreator } from 'zustand';
import type { AppState } from '../store';

export interface DisplaySlice {
  /** spec 1 §2: "Initial display is BASIC until the starting screen rule below applies." */
  display: ShownScreen;
  previousDisplay: ShownScreen | null;
  progressPercent: number;
  /**
   * spec 1 §4: "Changing display records the previous display"; progress follows the screen. A display value
   * without a screen of its own is shown as the one that has it, or not at all (docs/decisions/060).
   */
  setDisplay: (screen: ScreenId) => void;
  /** spec 1 §4: progress "only ever increases" (used for a stored borrower's progress and submit's 100). */
  raiseProgress: (percent: number) => void;
  /** A new application (or a logout) starts its progress again from 0 (spec 1 §9 "Default progress 0"). */
  resetProgress: () => void;
}

export const createDisplaySlice: StateCreator<AppState, [], [], DisplaySlice> = (set) => ({
  display: 'BASIC',
  previousDisplay: null,
  progressPercent: 0,
  setDisplay: (display) => {
    const screen = shownScreen(display);
    if (screen) set((s) => ({ display: screen, previousDisplay: s.display, progressPercent: nextProgressPercent(s.progressPercent, screen) }));
  },
  raiseProgress: (percent) => set((s) => ({ progressPercent: Math.max(s.progressPercent, percent) })),
  resetProgress: () => set({ progressPercent: 0 }),
});
