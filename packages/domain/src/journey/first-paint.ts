import type { PartnerConfig } from '../partner/config';
import { parseStartupParams, type StartupQuery } from '../partner/startup-params';
import type { ScreenId } from './ids';
import { startingScreen } from './starting-screen';

// issue 8 "Fast on a phone": the widget's HTML arrives with its first screen already painted, a still
// copy made at build time from the app's own components, partner-neutral. The build writes one HTML file
// per copy; the server answers each partner's page with the copy of its starting screen. One rule for
// both sides: which starting screens have a copy, and the file that holds it.

/** Starting screens painted into the HTML; any other starting screen first shows the loading skeleton. */
export const PAINTED_SCREENS = ['QUICK_CALCULATOR'] as const satisfies readonly ScreenId[];
export type PaintedScreen = (typeof PAINTED_SCREENS)[number];

export interface FirstPaint {
  /** null: the loading skeleton. */
  screen: PaintedScreen | null;
  /** Sample partners show the demo banner above the header, so their copy has it too. */
  sample: boolean;
}

export const FIRST_PAINTS: readonly FirstPaint[] = [null, ...PAINTED_SCREENS].flatMap((screen) => [
  { screen, sample: false },
  { screen, sample: true },
]);

/** The first paint for a starting screen: its own copy when it has one, else the loading skeleton. */
export function firstPaintFor(screen: ScreenId | null, sample: boolean): FirstPaint {
  const painted = PAINTED_SCREENS.find((s) => s === screen) ?? null;
  return { screen: painted, sample };
}

/**
 * The first paint of a partner's page: the copy of the screen the widget will start on (spec 1 §2
 * "Starting screen", from the same startup parameters), else the skeleton; an unknown partner gets the
 * plain skeleton. Where a split test may start the visitor on either of two screens, the skeleton too.
 */
export function firstPaintOfPage(partner: PartnerConfig | null, query: StartupQuery, now: Date): FirstPaint {
  if (!partner) return { screen: null, sample: false };
  const params = parseStartupParams(query, { partner, now });
  const start = (random: () => number) =>
    startingScreen({ partner, journey: params.journey, screenParam: params.screen, random }).screen;
  const screen = start(() => 0);
  return firstPaintFor(start(() => 0.99) === screen ? screen : null, partner.isSample);
}

/** The built file (relative to the widget's dist/) holding a first paint; index.html is the plain skeleton. */
export function firstPaintFile({ screen, sample }: FirstPaint): string {
  if (!screen && !sample) return 'index.html';
  return `first-paint/${(screen ?? 'starting').toLowerCase().replace(/_/g, '-')}${sample ? '-sample' : ''}.html`;
}
