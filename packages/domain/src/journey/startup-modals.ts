import type { InitialJourney, UserFlow } from '../enums/index';
import type { PartnerConfig } from '../partner/config';
import { isTestDrive } from './detect-journey';
import { isMotorcycleCampaign } from './flows';
import type { ModalId } from './ids';

export interface StartupModalsInput {
  partner: Pick<PartnerConfig, 'userFlow' | 'campaign' | 'assetType' | 'welcomeScreen'>;
  /** The flow chosen at start (see startingScreen). */
  userFlow: UserFlow;
  journey: InitialJourney;
  isLoggedIn: boolean;
  /** From the startup parameters. */
  params: { qrId?: string | undefined; stockId?: string | undefined; showWelcomeScreen?: boolean | undefined };
  /** See isVehicleKnown. */
  vehicleKnown: boolean;
}

export interface StartupModal {
  id: ModalId;
  closable: boolean;
}

// spec 1 §2: the welcome screen is the partner's setting unless the showWelcomeScreen parameter says
// otherwise (§5: honoured only when it is "true" or "false", which parseStartupParams guarantees).
export const isWelcomeEnabled = (input: Pick<StartupModalsInput, 'partner' | 'params'>) =>
  input.params.showWelcomeScreen ?? input.partner.welcomeScreen;

/**
 * The modals that open at start, most important first. The store holds one modal at a time: open the
 * first, and the next when it closes.
 */
export function startupModals(input: StartupModalsInput): StartupModal[] {
  const modals: StartupModal[] = [];
  // spec 1 §2 "Register modal": "In the instant-lead-capture flow the modal opens automatically when the
  // user is not logged in and its close button is hidden."
  const forcedRegister = input.userFlow === 'INSTANT_LEAD_CAPTURE' && !input.isLoggedIn;
  if (forcedRegister) modals.push({ id: 'REGISTER', closable: false });
  // spec 1 §2: "A stock-system modal opens when a QR id is given." §4: "In the test-drive journey with a
  // stock id and an unknown vehicle, the stock-system modal opens." (The TEST_DRIVE user flow counts: isTestDrive.)
  const stockLookup = isTestDrive(input) && Boolean(input.params.stockId) && !input.vehicleKnown;
  if (input.params.qrId || stockLookup) modals.push({ id: 'IMOTOR_STOCK', closable: true });
  // spec 1 §2: "A campaign disclaimer modal opens in the campaign flow, except for the motorcycle brand."
  if (input.userFlow === 'CAMPAIGN' && !isMotorcycleCampaign({ ...input.partner, userFlow: input.userFlow })) {
    modals.push({ id: 'CAMPAIGN_DISCLAIMER', closable: true });
  }
  // spec 1 §2: "A dealership welcome modal opens for a logged-in user when the welcome screen is
  // enabled"; §2 "Modal identifiers": WELCOME is the initial modal (for visitors not yet logged in).
  // Not after a forced register: its GET FINANCE / RETURN USER choice is already made by registering.
  if (isWelcomeEnabled(input) && input.isLoggedIn) modals.push({ id: 'DEALERSHIP_WELCOME', closable: true });
  if (isWelcomeEnabled(input) && !input.isLoggedIn && !forcedRegister) modals.push({ id: 'WELCOME', closable: true });
  return modals;
}
