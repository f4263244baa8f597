import type { UserFlow, VehicleCondition } from '../enums/index';
import { COMPARISON_RATE_WARNING } from '../finance/comparison-rate';
import { isMotorcycleCampaign } from '../journey/flows';
import type { ModalId } from '../journey/ids';
import type { PartnerConfig } from '../partner/config';

// spec 1 §2 modals DISCLAIMER, MCH_DISCLAIMER and CAMPAIGN_DISCLAIMER. Only the campaign disclaimer's
// figures are given ("Campaign disclaimer: default text cites a comparison rate example of a $30,000 loan
// over 5 years, a 10% minimum deposit and a 48 month maximum term. The motorcycle disclaimer differs for
// new and used."); the wording around them is docs/decisions/048's.

/** spec 1 §2 "Campaign disclaimer": the default figures it cites. */
export const CAMPAIGN_DISCLAIMER_DEFAULTS = { exampleAmount: 30_000, exampleTermYears: 5, minDepositPercent: 10, maxTermMonths: 48 } as const;

export type DisclaimerPartner = Partial<Pick<PartnerConfig, 'minDepositPercent' | 'maxLoanTerm' | 'dealerName' | 'userFlow' | 'campaign' | 'assetType'>>;

export interface CampaignTerms {
  minDepositPercent: number;
  maxTermMonths: number;
}

/** "default text": a campaign partner's own minimum deposit and maximum term replace the defaults. */
export function campaignTerms(partner: DisclaimerPartner): CampaignTerms {
  return {
    minDepositPercent: partner.minDepositPercent ?? CAMPAIGN_DISCLAIMER_DEFAULTS.minDepositPercent,
    maxTermMonths: partner.maxLoanTerm ? partner.maxLoanTerm * 12 : CAMPAIGN_DISCLAIMER_DEFAULTS.maxTermMonths,
  };
}

const dollars = (amount: number) => `$${amount.toLocaleString('en-AU')}`;

/** The comparison rate example every Australian comparison rate is quoted on, with its mandated warning. */
export const COMPARISON_RATE_EXAMPLE =
  `Comparison rates are calculated on a secured loan of ${dollars(CAMPAIGN_DISCLAIMER_DEFAULTS.exampleAmount)} `
  + `over ${CAMPAIGN_DISCLAIMER_DEFAULTS.exampleTermYears} years.`;

const termsLine = ({ minDepositPercent, maxTermMonths }: CampaignTerms) =>
  `The offer needs a minimum deposit of ${minDepositPercent}% of the purchase price and has a maximum loan term of ${maxTermMonths} months.`;

const usedTermsLine = ({ minDepositPercent, maxTermMonths }: CampaignTerms) =>
  `The minimum deposit of ${minDepositPercent}% of the purchase price and the maximum loan term of ${maxTermMonths} months still apply.`;

const APPROVAL_LINE =
  'Repayments shown are estimates only and are not an offer of finance. Finance is subject to the lender’s '
  + 'credit assessment and lending criteria; terms, conditions, fees and charges apply.';

/** CAMPAIGN_DISCLAIMER: the comparison rate example, the campaign's deposit and term, the usual terms. */
export const campaignDisclaimer = (partner: DisclaimerPartner): string[] =>
  [COMPARISON_RATE_EXAMPLE, COMPARISON_RATE_WARNING, termsLine(campaignTerms(partner)), APPROVAL_LINE];

/** MCH_DISCLAIMER: "differs for new and used" (the campaign rate is for new motorcycles only). */
export function motorcycleDisclaimer(partner: DisclaimerPartner, condition: VehicleCondition): string[] {
  const dealer = partner.dealerName ?? 'the dealer';
  // A demonstrator is sold as new.
  const offer = condition === 'USED'
    ? `Used motorcycles: the campaign rate does not apply to used motorcycles. Estimates use the lender’s standard `
      + `rate for a used motorcycle, which depends on its age and your circumstances. ${usedTermsLine(campaignTerms(partner))}`
    : `New motorcycles: the campaign rate applies to new and demonstrator motorcycles bought from ${dealer}. `
      + termsLine(campaignTerms(partner));
  return [offer, COMPARISON_RATE_EXAMPLE, COMPARISON_RATE_WARNING, APPROVAL_LINE];
}

/** DISCLAIMER: the general one, for every journey that is not a campaign. */
export const GENERAL_DISCLAIMER: readonly string[] = [
  'Repayments and rates shown are estimates only, worked out from the details you enter and the rates of our '
  + 'lender panel. They are not an offer of finance.',
  COMPARISON_RATE_EXAMPLE,
  COMPARISON_RATE_WARNING,
  'Checking your options has no impact on your credit score. Finance is subject to the lender’s credit '
  + 'assessment and lending criteria; terms, conditions, fees and charges apply.',
];

/**
 * Which disclaimer a "disclaimer" link opens: the motorcycle brand's own, the campaign's, or the general
 * one (spec 1 §2: the campaign disclaimer belongs to "the campaign flow", the motorcycle brand's differs).
 */
export function disclaimerModalFor(partner: DisclaimerPartner, userFlow: UserFlow): ModalId {
  if (userFlow !== 'CAMPAIGN') return 'DISCLAIMER';
  return isMotorcycleCampaign({ ...partner, userFlow }) ? 'MCH_DISCLAIMER' : 'CAMPAIGN_DISCLAIMER';
}
