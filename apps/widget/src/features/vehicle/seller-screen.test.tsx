// @vitest-environment jsdom
import type { BorrowerDraft } from '#app/borrower-draft';
import { builtInPartnerConfig } from '@kerb/domain/partner/samples';
import { parseStartupParams } from '@kerb/domain/partner/startup-params';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAppStore } from '#app/store';
import { SellerScreen } from './seller-screen';

function renderSeller(borrower: BorrowerDraft, storeIdInLink?: string) {
  useAppStore.setState({
    partner: builtInPartnerConfig('dealer-group'), partnerId: 'dealer-group', userFlow: 'NORMAL', journey: 'FINANCE',
    display: 'SELLER', modal: null, modalQueue: [], borrower, params: storeIdInLink ? parseStartupParams({ storeId: storeIdInLink }, { partner: {}, now: new Date() }) : null,
  });
  render(<SellerScreen />);
}

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

// issue 33 §5 "fill the seller from it" (the chosen store); docs/decisions/063.
describe('seller screen of a dealer group', () => {
  afterEach(cleanup);

  it('names the store a store\'s own link chose as the dealership', () => {
    renderSeller({}, 'dealer-group-newstead');
    expect(value('Dealership name')).toBe('Southern Cross Newstead (sample)');
    expect(value('E-mail')).toBe('sales@southern-cross-auto.example.com');
    expect(value('Phone')).toBe('1300555112');
    expect(useAppStore.getState().borrower.seller?.type).toBe('DEALERSHIP');
  });

  it('keeps a seller the borrower named', () => {
    renderSeller({ selectedStore: { storeId: 'dealer-group-moonah' }, seller: { type: 'PRIVATE', name: 'Alex Chen' } });
    expect(value('Seller name')).toBe('Alex Chen');
  });
});
