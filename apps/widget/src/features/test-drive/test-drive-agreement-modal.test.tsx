// @vitest-environment jsdom
import { builtInPartnerConfig } from '@kerb/domain/partner/samples';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAppStore } from '#app/store';
import { TestDriveAgreementModal } from './test-drive-agreement-modal';

// spec 1 §2 TEST_DRIVE_AGREEMENT (modal): the agreement shown again (decision 052).
describe('test drive agreement modal', () => {
  afterEach(cleanup);
  it("shows the agreement's text with the dealer's conditions, and closes with Done", () => {
    useAppStore.setState({
      partner: { ...builtInPartnerConfig('test-drive'), dealerName: 'Metro', testDriveAgreementText: 'Bring your licence.' },
      display: 'TEST_DRIVE_READY', modal: 'TEST_DRIVE_AGREEMENT', borrower: { testDrives: [{ agreedToTestDriveAgreement: true }] },
    });
    render(<TestDriveAgreementModal id="TEST_DRIVE_AGREEMENT" closable onClose={() => useAppStore.getState().closeModal()} props={{}} />);
    expect(screen.getByText('The agreement you accepted for your test drive.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your licence' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: "Metro's conditions" })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(useAppStore.getState().modal).toBeNull();
  });
});
