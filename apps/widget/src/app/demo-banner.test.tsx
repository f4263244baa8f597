// @vitest-environment jsdom
import { builtInPartnerConfig } from '@kerb/domain/partner/samples';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_BANNER_TEXT, DEMO_MODE_TEXT, DemoBanner, SAMPLE_PROVIDERS_TEXT } from './demo-banner';
import { useAppStore } from './store';

const notice = () => screen.queryByRole('complementary', { name: 'Demo notice' });

function renderBanner(partner: object, personalDetails: object = {}) {
  useAppStore.setState({ partner: { ...builtInPartnerConfig('demo'), ...partner }, borrower: { personalDetails } });
  render(<DemoBanner />);
}

const rename = (firstName: string, lastName: string) =>
  act(() => useAppStore.setState((s) => ({ borrower: { ...s.borrower, personalDetails: { firstName, lastName } } })));

// spec 1 §4 "Demo mode": "Turns on when the borrower's first and last name match a fixed list of demo names
// ... and off when they stop matching"; in demo mode nothing leaves Kerb and the screens say so
// (docs/decisions/050).
describe('demo notice', () => {
  afterEach(cleanup);

  it('says demo mode while the borrower\'s names are a demo name, and stops as soon as they are not', () => {
    renderBanner({ isSample: false, isDemoMode: false }, { firstName: 'Demo', lastName: 'Referred' });
    expect(notice()?.textContent).toBe(DEMO_MODE_TEXT);
    expect(DEMO_MODE_TEXT).toBe('Demo mode: nothing is sent to lenders');
    rename('Demo', 'Smith');
    expect(notice()).toBeNull();
    rename('demo', 'EXCELLENT');
    expect(notice()?.textContent).toBe(DEMO_MODE_TEXT);
  });

  it('says demo mode for every borrower of a partner configured in demo mode', () => {
    renderBanner({ isSample: false, isDemoMode: true }, { firstName: 'Ann', lastName: 'Lee' });
    expect(notice()?.textContent).toBe(DEMO_MODE_TEXT);
  });

  it('a sample partner keeps its sample-data notice, with demo mode beside it only while it is on', () => {
    renderBanner({ isSample: true, isDemoMode: false }, { firstName: 'Ann', lastName: 'Lee' });
    expect(notice()?.textContent).toBe(DEMO_BANNER_TEXT);
    rename('Demo', 'Bankrupt');
    expect(screen.getByText(DEMO_BANNER_TEXT)).toBeTruthy();
    expect(screen.getByText(DEMO_MODE_TEXT)).toBeTruthy();
  });

  it('a real partner with a real borrower shows no notice', () => {
    renderBanner({ isSample: false, isDemoMode: false }, { firstName: 'Ann', lastName: 'Lee' });
    expect(notice()).toBeNull();
  });

  // Issue 35 §2 (docs/decisions/070): "Whenever a sample provider answers, the borrower sees the 'Sample data'
  // banner on every screen": the server lists its sample providers in the partner config.
  it('a real partner on a server answering from sample providers says its data is sample', () => {
    renderBanner({ isSample: false, isDemoMode: false, sampleProviders: ['credit-bureau', 'places'] }, { firstName: 'Ann', lastName: 'Lee' });
    expect(notice()?.textContent).toBe(SAMPLE_PROVIDERS_TEXT);
    expect(SAMPLE_PROVIDERS_TEXT).toMatch(/^Sample data/);
    rename('Demo', 'Bankrupt');
    expect(screen.getByText(SAMPLE_PROVIDERS_TEXT)).toBeTruthy();
    expect(screen.getByText(DEMO_MODE_TEXT)).toBeTruthy();
  });

  it('a sample partner says so once, whatever the server\'s providers', () => {
    renderBanner({ isSample: true, isDemoMode: false, sampleProviders: ['credit-bureau'] }, { firstName: 'Ann', lastName: 'Lee' });
    expect(notice()?.textContent).toBe(DEMO_BANNER_TEXT);
  });
});
