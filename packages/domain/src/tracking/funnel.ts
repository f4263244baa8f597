import { SCREEN_IDS, type ScreenId } from '../journey/ids';
import { STEP_SCREENS } from '../journey/progress';

// Issue 36 §3 "Funnel": screen-by-screen drop-off from the tracking events already recorded (spec 1 §3
// "Tracking event", the visible-on-screen kind). One rule for the console and its CSV.

/** The screens in journey order: step by step as the progress header groups them (spec 1 §2), then the rest. */
export const FUNNEL_SCREENS: readonly ScreenId[] = [
  ...new Set<ScreenId>([...([1, 2, 3, 4, 5] as const).flatMap((step) => STEP_SCREENS[step]), ...SCREEN_IDS]),
];

export interface FunnelStep {
  screen: ScreenId;
  /** Sessions that saw the screen at least once. */
  sessions: number;
  /** Of all the sessions counted, the share that saw it (0 to 1). */
  ofAll: number;
  /** Against the step before it (the funnel's first step: 1). Branches (approved or referred) make it uneven. */
  fromPrevious: number;
}

export interface Funnel {
  /** Distinct sessions with at least one screen seen. */
  sessions: number;
  steps: FunnelStep[];
}

const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

/** The funnel from sessions by screen: the screens no session saw are left out; the others in journey order. */
export function funnelOf(sessions: number, byScreen: ReadonlyMap<ScreenId, number>): Funnel {
  const seen = FUNNEL_SCREENS.filter((screen) => (byScreen.get(screen) ?? 0) > 0);
  const steps = seen.map((screen, i): FunnelStep => {
    const count = byScreen.get(screen)!;
    return { screen, sessions: count, ofAll: share(count, sessions), fromPrevious: i === 0 ? 1 : share(count, byScreen.get(seen[i - 1]!)!) };
  });
  return { sessions, steps };
}

/**
 * Funnels as one CSV for a spreadsheet (the whole, then each flow): one row a screen, labelled with its
 * funnel, shares as percentages to one decimal.
 */
export function funnelCsv(funnels: ReadonlyArray<{ label: string; funnel: Funnel }>): string {
  const percent = (x: number) => (x * 100).toFixed(1);
  const rows = funnels.flatMap(({ label, funnel }) =>
    funnel.steps.map((s) => [label, s.screen, s.sessions, percent(s.ofAll), percent(s.fromPrevious)].join(',')));
  return ['flow,screen,sessions,percent_of_all,percent_of_previous', ...rows].join('\r\n') + '\r\n';
}
