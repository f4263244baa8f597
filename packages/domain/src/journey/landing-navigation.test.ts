import { describe, expect, it } from 'vitest';
import { business, journeyContext } from './journey-context.fixture';
import { campaignLandingNext, testDriveLandingNext } from './landing-navigation';

describe('campaign landing (spec 1 §4 "Campaign landing moves to business or basic")', () => {
  it('registers an anonymous visitor first (decision 008)', () => {
    expect(campaignLandingNext(journeyContext({ registered: false }))).toEqual({ modal: 'REGISTER' });
  });
  it('moves to business for a business loan, else basic', () => {
    expect(campaignLandingNext(journeyContext({ borrower: business }))).toEqual({ screen: 'BUSINESS' });
    expect(campaignLandingNext(journeyContext())).toEqual({ screen: 'BASIC' });
  });
});

describe('test drive landing (spec 2 §2 "Test drive landing")', () => {
  // "if not registered, register"
  it('opens register when not registered', () => {
    expect(testDriveLandingNext(journeyContext({ journey: 'TEST_DRIVE', registered: false }))).toEqual({ modal: 'REGISTER' });
  });
  // "else OCR summary if a licence number exists": the test drive's own, spec 2 §2 "Test drive OCR summary"
  // (docs/decisions/052); the TEST_DRIVE user flow is the test-drive journey too (docs/decisions/026).
  it('goes to the test-drive OCR summary when a licence number exists', () => {
    expect(testDriveLandingNext(journeyContext({ journey: 'TEST_DRIVE', borrower: { personalDetails: { licenseNumber: '1' } } })))
      .toEqual({ screen: 'TEST_DRIVE_OCR_SUMMARY' });
    expect(testDriveLandingNext(journeyContext({ userFlow: 'TEST_DRIVE', borrower: { personalDetails: { licenseVersionNumber: '12' } } })))
      .toEqual({ screen: 'TEST_DRIVE_OCR_SUMMARY' });
  });
  // "else identification"
  it('goes to identification otherwise', () => {
    expect(testDriveLandingNext(journeyContext({ journey: 'TEST_DRIVE' }))).toEqual({ screen: 'IDENTIFICATION' });
  });
});
