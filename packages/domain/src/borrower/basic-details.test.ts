import { describe, expect, it } from 'vitest';
import {
  ANNUAL_KMS_MESSAGE, answerKids, asksAboutKids, type BasicDetailsContext, basicDetailsErrors, campaignNeedsVehicle,
} from './basic-details';

const AU: BasicDetailsContext = { country: 'AU', today: '2026-06-15', loanUsage: 'PERSONAL', userFlow: 'NORMAL' };
const answered = {
  personalDetails: { maritalStatus: 'SINGLE', residency: 'AUSTRALIAN_CITIZEN', hasChildren: false } as const,
  address: [{ ownershipType: 'RENTING' } as const],
};

describe('basic details', () => {
  // spec 2 §5 "Basic details required: marriage status, living status, residency status".
  it('requires marital, living and residency status', () => {
    expect(basicDetailsErrors(answered, AU)).toEqual({});
    expect(Object.keys(basicDetailsErrors({}, { ...AU, loanUsage: 'BUSINESS' })).sort())
      .toEqual(['maritalStatus', 'ownershipType', 'residency']);
  });
  // spec 2 §5 "Visa holders (non-NZ): visa number ... and visa expiry within 10 years".
  it('asks visa holders outside NZ for the visa', () => {
    const holder = { ...answered, personalDetails: { ...answered.personalDetails, residency: 'VISA_HOLDER' as const } };
    expect(Object.keys(basicDetailsErrors(holder, AU)).sort()).toEqual(['visaExpiryDate', 'visaNumber']);
    expect(basicDetailsErrors(holder, { ...AU, country: 'NZ' })).toEqual({});
    const withVisa = { ...holder, personalDetails: { ...holder.personalDetails, visaNumber: '482', visaExpiryDate: '2027-01-01' } };
    expect(basicDetailsErrors(withVisa, AU)).toEqual({});
  });
  // spec 2 §5 "Personal loans: kids answer, and if yes the number of kids (1, 2, 3+)".
  it('asks personal-loan borrowers about kids, and how many when yes', () => {
    const noAnswer = { ...answered, personalDetails: { ...answered.personalDetails, hasChildren: undefined } };
    expect(basicDetailsErrors(noAnswer, AU).hasChildren).toBeDefined();
    expect(basicDetailsErrors(noAnswer, { ...AU, loanUsage: 'BUSINESS' }).hasChildren).toBeUndefined();
    const yes = { ...answered, personalDetails: { ...answered.personalDetails, hasChildren: true } };
    expect(basicDetailsErrors(yes, AU).numberOfChildren).toBeDefined();
    expect(basicDetailsErrors({ ...yes, personalDetails: { ...yes.personalDetails, numberOfChildren: '3+' } }, AU)).toEqual({});
    expect(asksAboutKids(undefined)).toBe(true);
    expect(asksAboutKids('NOVATED')).toBe(false);
  });
  // spec 2 §5 "Novated: annual kms required, max 1,000,000 (message 'Please enter annual kilometers')".
  it('needs annual kilometres up to 1,000,000 for novated leases, with the spec message', () => {
    const novated = { ...AU, loanUsage: 'NOVATED' as const };
    expect(basicDetailsErrors(answered, novated).annualKms).toBe('Please enter annual kilometers');
    expect(ANNUAL_KMS_MESSAGE).toBe('Please enter annual kilometers');
    expect(basicDetailsErrors({ ...answered, vehicle: { annualKms: 1_000_000 } }, novated)).toEqual({});
    expect(basicDetailsErrors({ ...answered, vehicle: { annualKms: 1_000_001 } }, novated).annualKms).toBe(ANNUAL_KMS_MESSAGE);
    expect(basicDetailsErrors(answered, AU).annualKms).toBeUndefined();
  });
  // spec 2 §5 "Campaign: vehicle required"; spec 2 §2 "a vehicle picker (campaign without a vehicle)".
  it('needs a vehicle in a campaign that has none', () => {
    const campaign = { ...AU, userFlow: 'CAMPAIGN' as const };
    expect(basicDetailsErrors(answered, campaign).vehicle).toBe('Please choose a vehicle');
    expect(basicDetailsErrors({ ...answered, vehicle: { nvic: 'SMP21A' } }, campaign)).toEqual({});
    expect(campaignNeedsVehicle('NORMAL', undefined)).toBe(false);
  });
  it('drops the number of kids when the answer becomes no', () => {
    expect(answerKids({ hasChildren: true, numberOfChildren: '2' }, false)).toEqual({ hasChildren: false });
    expect(answerKids({}, true)).toEqual({ hasChildren: true });
  });
});
