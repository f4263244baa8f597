import type { AssetType, UserFlow } from '../enums/index';
import type { PartnerConfig } from '../partner/config';

// spec 1 §2 "Starting screen" rule 4 and §4 "Verification and login": "the no-lender flows".
export const NO_LENDER_FLOWS: readonly UserFlow[] = ['NO_LENDER', 'NO_LENDER_EARLY_SIGNUP'];
export const isNoLenderFlow = (flow: UserFlow) => NO_LENDER_FLOWS.includes(flow);

// spec 1 §2 "Starting screen" rule 1: "Campaign journey: campaign landing". The campaign journey is the
// CAMPAIGN user flow (the partner's, or the one its split test chose).
export const isCampaignFlow = (flow: UserFlow) => flow === 'CAMPAIGN';

const MOTORCYCLE_ASSET_TYPES: readonly AssetType[] = ['MOTORCYCLE', 'MOTORBIKE_REGISTERED', 'MOTORBIKE_UNREGISTERED'];

/**
 * spec 1 §1 / §2: the campaign journey has a motorcycle brand whose disclaimer differs (no campaign
 * disclaimer at start; its own MCH_DISCLAIMER). The spec does not say how that brand is recognised; we
 * recognise a campaign partner whose `campaign` names a motorcycle ("motorcycle", "moto-…") or whose
 * asset type is a motorbike.
 */
export function isMotorcycleCampaign(partner: Pick<PartnerConfig, 'userFlow' | 'campaign' | 'assetType'>): boolean {
  if (partner.userFlow !== 'CAMPAIGN') return false;
  if (partner.campaign && /moto/i.test(partner.campaign)) return true;
  return partner.assetType !== undefined && MOTORCYCLE_ASSET_TYPES.includes(partner.assetType);
}
