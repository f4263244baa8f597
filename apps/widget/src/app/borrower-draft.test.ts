// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { dropDraft, keepDraft, readDraft } from './borrower-draft';

describe('the anonymous borrower kept in this browser', () => {
  beforeEach(() => localStorage.clear());

  // Issue 2: "Before login, progress lives in browser storage and is saved on login."
  it('comes back for the same partner', () => {
    keepDraft('demo', { loan: { purchasePrice: 35_000 } });
    expect(readDraft('demo')).toEqual({ loan: { purchasePrice: 35_000 } });
  });

  // All partners share Kerb's origin: one dealer's draft never shows at another.
  it('is never picked up by another partner', () => {
    keepDraft('demo', { loan: { purchasePrice: 35_000 } });
    expect(readDraft('moto-campaign')).toBeNull();
  });

  it('ignores drafts in an older or damaged shape, and can be dropped', () => {
    localStorage.setItem('kerb.borrower', JSON.stringify({ loan: { purchasePrice: 1 } }));
    expect(readDraft('demo')).toBeNull();
    keepDraft('demo', {});
    dropDraft();
    expect(readDraft('demo')).toBeNull();
  });
});
