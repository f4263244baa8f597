import type { InitialJourney, UserFlow } from '@kerb/domain/enums/index';
import type { PartnerConfigResponse } from '@kerb/domain/contracts/partner';
import type { PartnerConfig } from '@kerb/domain/partner/config';
import type { StartupParams } from '@kerb/domain/partner/startup-params';
import type { StateCreator } from 'zustand';
import type { AppState } from '../store';

/** The partner as the server serves it: with its sample providers, when it has any (docs/decisions/070). */
export type ServedPartner = PartnerConfig & Pick<PartnerConfigResponse, 'sampleProviders'>;

export type StartupStatus = 'starting' | 'ready' | 'failed';

export interface JourneySlice {
  status: StartupStatus;
  partnerId: string;
  partner: ServedPartner | null;
  /** True when the partner config call failed and a built-in config is used (spec 1 §8). */
  partnerFromFallback: boolean;
  journey: InitialJourney;
  /** The partner's flow, or the one the split test chose (spec 1 §2 "Starting screen"). */
  userFlow: UserFlow;
  params: StartupParams | null;
  /** spec 1 §4: the vehicle-known flag, set after the vehicle parameters. */
  vehicleKnown: boolean;
  /** The asset type came from the startup parameters (spec 1 §4 "Verification and login"). */
  assetTypeFromParams: boolean;
  /**
   * Lenders in the latest quote of a novated lease (its lender check, #lib/novated-lender-check) or
   * serviceability answer; null until one has answered, or when the last could not be had (journey routing).
   */
  lenderCount: number | null;
  setLenderCount: (count: number | null) => void;
  /** Issue 33 §4: the largest amount the last serviceability check found lenders may lend (whole dollars).
   * Set with the store's setState, and absent at first (the first screen's script has no room for more). */
  lendingLimit?: number | null;
  /** The deposit Reduce Loan set to bring the loan within that limit: marked on the loan screen while kept. */
  reducedDeposit?: number | null;
  setPartner: (partner: ServedPartner, fromFallback: boolean) => void;
  setStartup: (startup: Partial<Pick<JourneySlice, 'journey' | 'userFlow' | 'params' | 'vehicleKnown' | 'assetTypeFromParams' | 'status'>>) => void;
}

export const createJourneySlice: StateCreator<AppState, [], [], JourneySlice> = (set) => ({
  status: 'starting',
  partnerId: 'demo',
  partner: null,
  partnerFromFallback: false,
  journey: 'FINANCE',
  userFlow: 'NORMAL',
  params: null,
  vehicleKnown: false,
  assetTypeFromParams: false,
  lenderCount: null,
  setLenderCount: (lenderCount) => set({ lenderCount }),
  setPartner: (partner, fromFallback) =>
    set({ partner, partnerId: partner.id, partnerFromFallback: fromFallback, userFlow: partner.userFlow }),
  setStartup: (startup) => set(startup),
});
