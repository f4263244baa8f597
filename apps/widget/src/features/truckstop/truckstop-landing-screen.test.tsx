// @vitest-environment jsdom
import { builtInPartnerConfig } from '@kerb/domain/partner/samples';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAppStore } from '#app/store';
import { TruckstopLandingScreen } from './truckstop-landing-screen';

function renderLanding(showQuickQuote = true) {
  useAppStore.setState({
    partner: { ...builtInPartnerConfig('truckstop'), showQuickQuote }, partnerId: 'truckstop', userFlow: 'TRUCKSTOP_NEW_SCREEN',
    journey: 'FINANCE', isLoggedIn: false, display: 'TRUCKSTOP_LANDING_PAGE', modal: null, modalQueue: [], borrower: {}, params: null,
  });
  render(<TruckstopLandingScreen />);
}

describe('truck stop landing', () => {
  afterEach(cleanup);

  // spec 2 §2 "Truckstop landing": "Benefit tiles: conditionally approved in under 2 minutes, no impact on credit
  // score, no hidden fees, free of charge, compare with more than 40 lenders, screen results by importance".
  it('shows the six benefit tiles in the spec’s order', () => {
    renderLanding();
    const tiles = within(screen.getByRole('list', { name: 'Why finance with us' })).getAllByRole('listitem');
    expect(tiles.map((tile) => tile.querySelector('.kerb-benefit-tile__title')?.textContent)).toEqual([
      'Conditionally approved in under 2 minutes', 'No impact on credit score', 'No hidden fees', 'Free of charge',
      'Compare with more than 40 lenders', 'Screen results by importance',
    ]);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  // "a Get Started button", routed by the journey (decision 048): the quick calculator when quick quote is shown.
  it('Get Started goes to the quick calculator, or to loan details without quick quote', () => {
    renderLanding();
    fireEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(useAppStore.getState().display).toBe('QUICK_CALCULATOR');
    cleanup();
    renderLanding(false);
    fireEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(useAppStore.getState().display).toBe('LOAN');
  });

  it('opens the general disclaimer from its link', () => {
    renderLanding();
    fireEvent.click(screen.getByRole('button', { name: 'Important information' }));
    expect(useAppStore.getState().modal).toBe('DISCLAIMER');
  });
});
