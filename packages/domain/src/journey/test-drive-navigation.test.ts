import { describe, expect, it } from 'vitest';
import { preApprovalRequestFor } from '../pre-approval/request';
import { journeyContext } from './journey-context.fixture';
import { nextScreen } from './navigation';
import { testDriveAgreementNext } from './test-drive-navigation';

// spec 2 §2 "Test drive agreement": "Accepting calls pre-approval: comprehensive score null or under 400 goes to
// test-drive indicatively referred, else to test-drive ready."
describe('test drive agreement', () => {
  const accepted = (comprehensiveScore: number | null | undefined, verdict: 'APPROVED' | 'REFERRED' | null = 'APPROVED') =>
    testDriveAgreementNext(journeyContext({ journey: 'TEST_DRIVE', preApproval: { verdict, comprehensiveScore } }));

  it('refers a null score, or one under 400', () => {
    expect(accepted(null)).toEqual({ screen: 'TEST_DRIVE_REFERRED' });
    expect(accepted(399)).toEqual({ screen: 'TEST_DRIVE_REFERRED' });
    expect(accepted(0)).toEqual({ screen: 'TEST_DRIVE_REFERRED' });
  });

  it('is ready to hit the road from 400 up, whatever the lenders say (the score alone decides)', () => {
    expect(accepted(400)).toEqual({ screen: 'TEST_DRIVE_READY' });
    expect(accepted(812, 'REFERRED')).toEqual({ screen: 'TEST_DRIVE_READY' });
  });

  // spec 2 §8 "Pre-approval call failure: treated as referred": no answer, no score.
  it('refers when the call failed', () => {
    expect(testDriveAgreementNext(journeyContext({ journey: 'TEST_DRIVE' }))).toEqual({ screen: 'TEST_DRIVE_REFERRED' });
    expect(accepted(undefined, null)).toEqual({ screen: 'TEST_DRIVE_REFERRED' });
  });

  it('is the rule navigation uses for the agreement', () => {
    const ctx = journeyContext({ journey: 'TEST_DRIVE', preApproval: { verdict: 'APPROVED', comprehensiveScore: 650 } });
    expect(nextScreen('TEST_DRIVE_AGREEMENT', ctx)).toEqual({ screen: 'TEST_DRIVE_READY' });
  });
});

// The agreement's check asks the server for the score alone (spec 2 §7 "creditScoreTestDrive").
describe('the test drive agreement check', () => {
  it('sets creditScoreTestDrive, which the finance journey leaves false', () => {
    const borrower = { application: { applicationId: '3f0c1a9e-7d52-4c1b-9a8e-5b6d2f1e4c3a' } };
    expect(preApprovalRequestFor(borrower, null, { creditScoreTestDrive: true })?.creditScoreTestDrive).toBe(true);
    expect(preApprovalRequestFor(borrower, null)?.creditScoreTestDrive).toBe(false);
  });
});
