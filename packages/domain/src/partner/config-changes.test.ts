import { describe, expect, it } from 'vitest';
import { configChanges, sameJson, SECRET_CHANGED } from './config-changes';

// Issue 36 §8 "old value and new" (docs/decisions/078).
describe('a partner configuration\'s changes', () => {
  it('names each top-level field that differs, old value and new, whatever the order of keys', () => {
    expect(configChanges(
      { primaryColor: '#000000', storeSelectorOptions: [{ partnerId: 'a', name: 'A', postCode: '2000', state: 'NSW', coordinates: { lat: 1, lng: 2 } }] },
      { storeSelectorOptions: [{ name: 'A', partnerId: 'a', state: 'NSW', postCode: '2000', coordinates: { lng: 2, lat: 1 } }], quoteText: 'Hi' },
    )).toEqual([{ field: 'quoteText', before: null, after: 'Hi' }, { field: 'primaryColor', before: '#000000', after: null }]);
    expect(sameJson({ a: [1, { b: 2 }], c: undefined }, { a: [1, { b: 2 }] })).toBe(true);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
  });

  it('never shows a webhook secret, only that it changed', () => {
    const url = 'https://crm.example/hook';
    expect(configChanges({ crmWebhook: { url, secret: 'old-secret-0123456789' } }, { crmWebhook: { url, secret: 'new-secret-0123456789' } }))
      .toEqual([{ field: 'crmWebhook', before: { url, secret: SECRET_CHANGED }, after: { url, secret: SECRET_CHANGED } }]);
    expect(configChanges({ crmWebhook: { url, secret: 'same-secret-0123456789', previousSecret: 'x'.repeat(16) } }, { crmWebhook: { url, secret: 'same-secret-0123456789' } })).toEqual([]);
    expect(configChanges({}, { crmWebhook: { url, secret: 'new-secret-0123456789' } })).toEqual([{ field: 'crmWebhook', before: null, after: { url, secret: SECRET_CHANGED } }]);
  });
});
