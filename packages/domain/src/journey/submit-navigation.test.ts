import { describe, expect, it } from 'vitest';
import { afterSubmit, supportingDocsBack } from './submit-navigation';
import { journeyContext } from './journey-context.fixture';

describe('after submit (spec 2 §2 "Supporting documents")', () => {
  // "the application submitted screen shows"
  it('shows the application submitted modal', () => {
    expect(afterSubmit(journeyContext({ borrower: { application: { isPreApproved: true } } }))).toEqual({ modal: 'CONGRATULATIONS' });
    expect(afterSubmit(journeyContext({ borrower: { application: { isPreApproved: false } } }))).toEqual({ modal: 'CONGRATULATIONS' });
  });
  // "(or indicatively referred if not pre-approved and an early-referred screen is configured)"
  it('shows indicatively referred when not pre-approved and the partner has an early-referred screen', () => {
    const partner = { earlyReferredScreen: true };
    expect(afterSubmit(journeyContext({ partner, borrower: { application: { isPreApproved: false } } }))).toEqual({ screen: 'REFERRED' });
    expect(afterSubmit(journeyContext({ partner, borrower: { application: { isPreApproved: true } } }))).toEqual({ modal: 'CONGRATULATIONS' });
  });
  // "with Back and Submit"
  it('goes back to assets and liabilities', () => {
    expect(supportingDocsBack()).toEqual({ screen: 'ASSETS_AND_LIABILITIES' });
  });
});
