import { describe, expect, it } from 'vitest';
import { brokerVerdictMessage } from './verdict-message';

// spec 2 §7 "The broker message on referral reads 'Your Customer {name} with application id {id} is referred
// due to low credit score.' and on approval '... is pre approved.'"
describe('the broker texts after a test drive\'s pre-approval', () => {
  it('reads as the spec words them', () => {
    expect(brokerVerdictMessage('REFERRED', 'Ann Lee', 'app-1')).toBe('Your Customer Ann Lee with application id app-1 is referred due to low credit score.');
    expect(brokerVerdictMessage('APPROVED', ' Ann Lee ', 'app-1')).toBe('Your Customer Ann Lee with application id app-1 is pre approved.');
  });
});
