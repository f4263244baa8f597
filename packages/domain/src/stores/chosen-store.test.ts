import { describe, expect, it } from 'vitest';
import { builtInPartnerConfig } from '../partner/samples';
import { chosenStore } from './chosen-store';
import { sellerFromStore } from './seller-from-store';

const group = builtInPartnerConfig('dealer-group');
const stores = group.storeSelectorOptions!;
const geelong = chosenStore(stores, 'dealer-group-geelong')!;
const moonah = chosenStore(stores, 'dealer-group-moonah')!;

// issue 33 §5 "Show the chosen store, and fill the seller from it"; docs/decisions/063.
describe('the chosen store', () => {
  it('is one of the partner\'s stores, by its id', () => {
    expect(geelong.name).toBe('Southern Cross Geelong (sample)');
    expect(chosenStore(stores, 'elsewhere')).toBeUndefined();
    expect(chosenStore(undefined, 'dealer-group-geelong')).toBeUndefined();
    expect(chosenStore(stores, undefined)).toBeUndefined();
  });

  it('fills an empty seller as the dealership, with the group\'s e-mail and phone', () => {
    expect(sellerFromStore(undefined, geelong, stores, group)).toEqual({
      type: 'DEALERSHIP', name: 'Southern Cross Geelong (sample)', email: 'sales@southern-cross-auto.example.com', phone: '1300555112',
    });
  });

  it('follows a changed choice, keeping what the borrower typed', () => {
    const first = { ...sellerFromStore(undefined, geelong, stores, group), contactName: 'Sam', phone: '0390001234' };
    expect(sellerFromStore(first, moonah, stores, group)).toEqual({ ...first, name: 'Southern Cross Moonah (sample)' });
  });

  it('leaves a seller the borrower named, or said is private or unknown', () => {
    const named = { type: 'DEALERSHIP' as const, name: 'Harbour City Motors' };
    expect(sellerFromStore(named, geelong, stores, group)).toBe(named);
    expect(sellerFromStore({ type: 'PRIVATE' }, geelong, stores, group)).toEqual({ type: 'PRIVATE' });
    expect(sellerFromStore({ type: 'UNKNOWN' }, geelong, stores, group)).toEqual({ type: 'UNKNOWN' });
  });
});
