// @vitest-environment jsdom
import type { ModalId } from '@kerb/domain/journey/ids';
import { builtInPartnerConfig } from '@kerb/domain/partner/samples';
import type { BorrowerDraft } from '#app/borrower-draft';
import { cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOpenDisclaimer } from '#app/disclaimer';
import { useAppStore } from '#app/store';
import { DisclaimerModal } from './disclaimer-modal';

function renderModal(id: ModalId, partnerId = 'moto-campaign', borrower: BorrowerDraft = {}) {
  const onClose = vi.fn();
  useAppStore.setState({ partner: builtInPartnerConfig(partnerId), partnerId, borrower, params: null });
  render(<DisclaimerModal id={id} closable onClose={onClose} props={{}} />);
  return onClose;
}
const text = () => screen.getByRole('dialog').textContent ?? '';

describe('disclaimer modals', () => {
  afterEach(cleanup);

  // spec 1 §2: "Campaign disclaimer: default text cites a comparison rate example of a $30,000 loan over 5 years,
  // a 10% minimum deposit and a 48 month maximum term."
  it('CAMPAIGN_DISCLAIMER cites the $30,000 over 5 years example, 10% minimum deposit and 48 months', () => {
    const onClose = renderModal('CAMPAIGN_DISCLAIMER');
    expect(screen.getByRole('heading', { name: 'Offer terms and comparison rate' })).toBeTruthy();
    expect(text()).toContain('secured loan of $30,000 over 5 years');
    expect(text()).toContain('minimum deposit of 10% of the purchase price and has a maximum loan term of 48 months');
    fireEvent.click(screen.getByRole('button', { name: 'I understand' }));
    expect(onClose).toHaveBeenCalled();
  });

  // spec 1 §2: "The motorcycle disclaimer differs for new and used."
  it('MCH_DISCLAIMER opens on the borrower’s condition and switches between new and used', () => {
    renderModal('MCH_DISCLAIMER', 'moto-campaign', { vehicle: { condition: 'USED' } });
    expect(text()).toContain('Used motorcycles: the campaign rate does not apply to used motorcycles.');
    fireEvent.click(screen.getByRole('radio', { name: 'New' }));
    expect(text()).toContain('New motorcycles: the campaign rate applies to new and demonstrator motorcycles');
    expect(text()).not.toContain('Used motorcycles');
  });

  it('DISCLAIMER is the general one, with the comparison rate warning', () => {
    renderModal('DISCLAIMER', 'truckstop');
    expect(screen.getByRole('heading', { name: 'Important information' })).toBeTruthy();
    expect(text()).toContain('WARNING: This comparison rate applies only to the example or examples given.');
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('the journey’s disclaimer is the motorcycle brand’s in its campaign and the general one elsewhere', () => {
    useAppStore.setState({ partner: builtInPartnerConfig('moto-campaign'), userFlow: 'CAMPAIGN', modal: null });
    renderHook(() => useOpenDisclaimer()).result.current();
    expect(useAppStore.getState().modal).toBe('MCH_DISCLAIMER');
    useAppStore.setState({ partner: builtInPartnerConfig('no-lender'), userFlow: 'NO_LENDER', modal: null });
    renderHook(() => useOpenDisclaimer()).result.current();
    expect(useAppStore.getState().modal).toBe('DISCLAIMER');
  });
});
