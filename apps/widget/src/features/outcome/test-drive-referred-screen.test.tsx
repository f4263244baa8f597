// @vitest-environment jsdom
import { builtInPartnerConfig } from '@kerb/domain/partner/samples';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAppStore } from '#app/store';
import { TestDriveReferredScreen } from './test-drive-referred-screen';

// spec 2 §2 "Indicatively referred and declined": "Test-drive referred: 'Almost there!' asking the user to
// check with the sales person, with partner phone and e-mail links."
describe('test-drive referred', () => {
  afterEach(cleanup);

  it("titles the screen 'Almost there!', asks the borrower to check with the sales person and links the partner's phone and e-mail", () => {
    useAppStore.setState({
      partner: { ...builtInPartnerConfig('test-drive'), contactPhone: '1300555108', contactEmail: 'drive@example.com', dealerName: 'Harbourside Motors' },
      borrower: { personalDetails: { firstName: 'Alex' } }, display: 'TEST_DRIVE_REFERRED', modal: null,
    });
    render(<TestDriveReferredScreen />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Almost there!');
    expect(document.body.textContent).toMatch(/Thanks, Alex\. .*check with the sales person at Harbourside Motors/);
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toEqual(['tel:1300555108', 'mailto:drive@example.com']);
  });
});
