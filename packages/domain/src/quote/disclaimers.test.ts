import { describe, expect, it } from 'vitest';
import { COMPARISON_RATE_WARNING } from '../finance/comparison-rate';
import { builtInPartnerConfig } from '../partner/samples';
import { campaignDisclaimer, campaignTerms, disclaimerModalFor, GENERAL_DISCLAIMER, motorcycleDisclaimer } from './disclaimers';

describe('campaign disclaimer (spec 1 §2 "Other modals in the shell")', () => {
  // "default text cites a comparison rate example of a $30,000 loan over 5 years, a 10% minimum deposit and
  // a 48 month maximum term"
  it('cites the $30,000 over 5 years example, a 10% minimum deposit and a 48 month maximum term by default', () => {
    const text = campaignDisclaimer({ userFlow: 'CAMPAIGN' }).join(' ');
    expect(text).toContain('secured loan of $30,000 over 5 years');
    expect(text).toContain('minimum deposit of 10% of the purchase price');
    expect(text).toContain('maximum loan term of 48 months');
    expect(text).toContain(COMPARISON_RATE_WARNING);
  });
  it("takes a campaign partner's own minimum deposit and maximum term in place of the defaults", () => {
    expect(campaignTerms({ minDepositPercent: 20, maxLoanTerm: 3 })).toEqual({ minDepositPercent: 20, maxTermMonths: 36 });
    // The motorcycle campaign sample: 10% and 4 years, the default's 48 months.
    expect(campaignTerms(builtInPartnerConfig('moto-campaign'))).toEqual({ minDepositPercent: 10, maxTermMonths: 48 });
  });
});

describe('motorcycle disclaimer (spec 1 §2: "The motorcycle disclaimer differs for new and used")', () => {
  const partner = { ...builtInPartnerConfig('moto-campaign'), dealerName: 'Thunder Ridge Motorcycles' };
  it('gives new and used motorcycles different offers', () => {
    const newText = motorcycleDisclaimer(partner, 'NEW');
    const usedText = motorcycleDisclaimer(partner, 'USED');
    expect(newText[0]).toMatch(/^New motorcycles: the campaign rate applies to new and demonstrator motorcycles bought from Thunder Ridge Motorcycles\./);
    expect(usedText[0]).toMatch(/^Used motorcycles: the campaign rate does not apply to used motorcycles\./);
    expect(usedText[0]).toContain('The minimum deposit of 10% of the purchase price and the maximum loan term of 48 months still apply.');
    expect(newText).not.toEqual(usedText);
  });
  it('treats a demonstrator as new, and carries the comparison rate example and warning either way', () => {
    expect(motorcycleDisclaimer(partner, 'DEMO')).toEqual(motorcycleDisclaimer(partner, 'NEW'));
    for (const condition of ['NEW', 'USED'] as const) {
      expect(motorcycleDisclaimer(partner, condition).join(' ')).toContain('$30,000 over 5 years');
      expect(motorcycleDisclaimer(partner, condition)).toContain(COMPARISON_RATE_WARNING);
    }
  });
});

describe('which disclaimer a link opens (spec 1 §2 modals DISCLAIMER, MCH_DISCLAIMER, CAMPAIGN_DISCLAIMER)', () => {
  it("opens the motorcycle brand's own, the campaign's in the campaign flow, and the general one elsewhere", () => {
    expect(disclaimerModalFor(builtInPartnerConfig('moto-campaign'), 'CAMPAIGN')).toBe('MCH_DISCLAIMER');
    expect(disclaimerModalFor({ campaign: 'spring-sale' }, 'CAMPAIGN')).toBe('CAMPAIGN_DISCLAIMER');
    expect(disclaimerModalFor(builtInPartnerConfig('truckstop'), 'TRUCKSTOP_NEW_SCREEN')).toBe('DISCLAIMER');
    expect(disclaimerModalFor(builtInPartnerConfig('no-lender'), 'NO_LENDER')).toBe('DISCLAIMER');
  });
  it('keeps the general disclaimer to estimates, the comparison rate example and its warning', () => {
    expect(GENERAL_DISCLAIMER).toContain(COMPARISON_RATE_WARNING);
    expect(GENERAL_DISCLAIMER.join(' ')).toContain('not an offer of finance');
  });
});
