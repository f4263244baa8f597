import { describe, expect, it } from 'vitest';
import { trackingStatusLabel } from './status-label';
import { isSuspiciousPartnerId } from './suspicious';
import { isTrackedScreen } from './tracked-screen';

describe('tracked screens (spec 1 §7)', () => {
  // "Neither tracking call is sent for the quick calculator and return-user screens."
  it('does not track the quick calculator or the return-user display', () => {
    expect(isTrackedScreen('QUICK_CALCULATOR')).toBe(false);
    expect(isTrackedScreen('RETURN_USER')).toBe(false);
    expect(isTrackedScreen('LOAN')).toBe(true);
    expect(isTrackedScreen('WELCOME')).toBe(true);
  });
});

describe('tracking status label (spec 1 §4)', () => {
  // "In Progress; then Declined if declined; Submitted if submitted; Pre Approved if pre-approved (later
  // checks override earlier)."
  it.each([
    [undefined, 'In Progress'],
    [{}, 'In Progress'],
    [{ isDeclined: true }, 'Declined'],
    [{ isDeclined: true, isSubmitted: true }, 'Submitted'],
    [{ isSubmitted: true, isPreApproved: true }, 'Pre Approved'],
    [{ isDeclined: true, isPreApproved: true }, 'Pre Approved'],
  ])('%j is %s', (application, label) => expect(trackingStatusLabel(application)).toBe(label));
});

describe('suspicious partner ids (spec 1 §5)', () => {
  it.each(['demo', 'demo-nz', 'no-lender-early', 'moto-campaign', 'truckstop', 'update-motors', 'dealer_123', 'Select-Cars'])(
    'accepts the slug %j',
    (id) => expect(isSuspiciousPartnerId(id)).toBe(false),
  );

  // "markup, script, SQL keywords, path traversal, four or more consecutive digits, and similar".
  it.each([
    '<b>demo</b>', '"><svg onload=1>', 'javascript:alert(1)', 'demo<script>',
    "demo' OR 1=1", 'demo; DROP TABLE partners', 'x UNION SELECT password', 'demo--', 'union/**/select',
    '../../etc/passwd', '..\\windows', 'demo/../admin',
    'dealer2024', '0000',
    '%3Cscript%3E', 'demo%27', '%2e%2e%2f', 'demo%00',
    'demo\u0000', 'demo\\0', '{{7*7}}', '${jndi:ldap}',
  ])('refuses %j', (id) => expect(isSuspiciousPartnerId(id)).toBe(true));
});
