import { describe, expect, it } from 'vitest';
import { assetsBack, assetsNext, submitsFromAssets } from './assets-navigation';
import { business, journeyContext, novated } from './journey-context.fixture';
import { nextScreen, previousScreen } from './navigation';

const lender = {
  lenderName: 'Wattle Bank (sample)', matchingEngineLenderId: 'wattle',
  requiredDocuments: { DRIVER_LICENCE_FRONT: 'Licence (front)', DRIVER_LICENCE_BACK: 'Licence (back)', BANK_STATEMENTS_3_MONTHS: 'Statements' },
};
const licence = {
  DRIVER_LICENCE_FRONT: [{ id: 'f', filename: 'front.jpg' }], DRIVER_LICENCE_BACK: [{ id: 'b', filename: 'back.jpg' }],
};

describe('assets and liabilities (spec 2 §2 "Assets and liabilities")', () => {
  // "with a selected lender, if all required documents are present submit directly, else go to supporting docs"
  it('submits directly when the selected lender has every document it asks for', () => {
    const noStatements = { ...lender, requiredDocuments: { DRIVER_LICENCE_FRONT: 'Licence (front)', DRIVER_LICENCE_BACK: 'Licence (back)' } };
    expect(submitsFromAssets(journeyContext({ borrower: { selectedLender: noStatements, supportingDocs: licence } }))).toBe(true);
    expect(submitsFromAssets(journeyContext({ borrower: { selectedLender: { ...lender, requiredDocuments: {} } } }))).toBe(true);
    expect(submitsFromAssets(journeyContext({ borrower: { selectedLender: noStatements, supportingDocs: { DRIVER_LICENCE_FRONT: licence.DRIVER_LICENCE_FRONT } } }))).toBe(false);
    expect(submitsFromAssets(journeyContext({ borrower: {} }))).toBe(false);
  });
  // spec 2 §5: bank statements are never asked for as uploads; docs/decisions/064 offers them through the
  // provider on supporting docs, so a lender that needs them sends the borrower there first.
  it('goes to supporting docs, rather than submitting, when the lender needs bank statements', () => {
    const ctx = journeyContext({ borrower: { selectedLender: lender, supportingDocs: licence } });
    expect(submitsFromAssets(ctx)).toBe(false);
    expect(nextScreen('ASSETS_AND_LIABILITIES', ctx)).toEqual({ screen: 'SUPPORTING_DOCS' });
  });
  it('goes to supporting docs with a selected lender when a document is missing', () => {
    const ctx = journeyContext({ borrower: { selectedLender: lender } });
    expect(assetsNext(ctx)).toEqual({ screen: 'SUPPORTING_DOCS' });
    expect(nextScreen('ASSETS_AND_LIABILITIES', ctx)).toEqual({ screen: 'SUPPORTING_DOCS' });
  });
  // "with no lender go to indicatively referred"
  it('goes to indicatively referred with no lender', () => {
    expect(assetsNext(journeyContext())).toEqual({ screen: 'REFERRED' });
  });
  // "Back goes to OCR summary, indicatively approved (novated, unless preapproval logic is skip) or employment."
  it('goes back to indicatively approved (novated), the OCR summary (skip, business) or employment', () => {
    expect(assetsBack(journeyContext({ borrower: novated }))).toEqual({ screen: 'APPROVED' });
    expect(assetsBack(journeyContext({ borrower: novated, partner: { preapprovalLogic: 'skip' } }))).toEqual({ screen: 'OCR_SUMMARY' });
    expect(assetsBack(journeyContext({ borrower: business }))).toEqual({ screen: 'OCR_SUMMARY' });
    expect(previousScreen('ASSETS_AND_LIABILITIES', journeyContext())).toEqual({ screen: 'EMPLOYMENT' });
  });
});
