import { describe, expect, it } from 'vitest';
import { applicationStatusAfter } from './application-status';

describe('the application after a pre-approval answer', () => {
  // Issue 3: "isPreApproved and isDeclined follow the verdict".
  it('follows the verdict', () => {
    expect(applicationStatusAfter('APPROVED')).toEqual({ isPreApproved: true, isDeclined: false });
    expect(applicationStatusAfter('REFERRED')).toEqual({ isPreApproved: false, isDeclined: false });
    expect(applicationStatusAfter('DECLINED')).toEqual({ isPreApproved: false, isDeclined: true });
  });
  // spec 2 "Test drive agreement": the score alone decides; spec 2 §2 "Servicing success": "test-drive journey
  // goes to the pre-approval animation" later, so the check approves no loan (docs/decisions/052).
  it('is no indicative approval after the test-drive credit check', () => {
    expect(applicationStatusAfter('APPROVED', { scoreOnly: true })).toEqual({ isPreApproved: false, isDeclined: false });
    expect(applicationStatusAfter('DECLINED', { scoreOnly: true })).toEqual({ isPreApproved: false, isDeclined: true });
  });
});
