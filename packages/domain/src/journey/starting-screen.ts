import type { InitialJourney, UserFlow } from '../enums/index';
import type { PartnerConfig } from '../partner/config';
import { isCampaignFlow, isNoLenderFlow } from './flows';
import type { ScreenId } from './ids';

export interface StartingScreenInput {
  partner: Pick<PartnerConfig, 'userFlow' | 'splitTest' | 'splitTestUserFlow' | 'showQuickQuote'>;
  journey: InitialJourney;
  /** An already validated screen parameter (see partner/startup-params). */
  screenParam?: ScreenId | undefined;
  /** [0, 1), as Math.random; injected so the split test is testable. */
  random: () => number;
}

export interface StartingScreen {
  screen: ScreenId;
  /** The flow this visitor is in: the partner's, or the one the split test chose. */
  userFlow: UserFlow;
}

// spec 1 §2 "Starting screen" rule 3: "if the split-test flag is on, one of two partner flows is chosen
// at random, 50/50".
export function chooseUserFlow(partner: StartingScreenInput['partner'], random: () => number): UserFlow {
  if (!partner.splitTest) return partner.userFlow;
  return random() < 0.5 ? partner.userFlow : (partner.splitTestUserFlow ?? partner.userFlow);
}

/** spec 1 §2 "Starting screen", rules 1 to 5; the flow chosen by the split test goes through 1, 4 and 5. */
export function startingScreen(input: StartingScreenInput): StartingScreen {
  const userFlow = chooseUserFlow(input.partner, input.random);
  return { screen: screenFor(input, userFlow), userFlow };
}

function screenFor(input: StartingScreenInput, flow: UserFlow): ScreenId {
  // Rule 2: "A screen query parameter overrides these."
  if (input.screenParam) return input.screenParam;
  // Rule 1: "Test-drive journey: test drive landing page. Campaign journey: campaign landing."
  if (input.journey === 'TEST_DRIVE') return 'TEST_DRIVE_LANDING_PAGE';
  if (isCampaignFlow(flow)) return 'CAMPAIGN_LANDING';
  // Rule 4: "the no-lender flows go to no-lender home".
  if (isNoLenderFlow(flow)) return 'NO_LENDER_HOME';
  // Rule 5: "TRUCKSTOP_NEW_SCREEN goes to the truck stop landing, TEST_DRIVE to the test drive landing".
  if (flow === 'TRUCKSTOP_NEW_SCREEN') return 'TRUCKSTOP_LANDING_PAGE';
  if (flow === 'TEST_DRIVE') return 'TEST_DRIVE_LANDING_PAGE';
  // Rules 4 and 5: "the others go to the quick calculator if quick quote is shown". The spec leaves open
  // where they go when it is not; we start at the loan screen, which is where the quick calculator's
  // button leads in the NORMAL flow (spec 2 §2 "Quick calculator": "NORMAL: goes to loan").
  return input.partner.showQuickQuote ? 'QUICK_CALCULATOR' : 'LOAN';
}
