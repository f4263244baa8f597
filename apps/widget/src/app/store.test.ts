// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFirstName, readJson, readToken, STORAGE_KEYS, storeCredentials } from '../lib/storage';
import { readDraft } from './borrower-draft';
import { handleUnauthorized, logout, removeTokenFromAddress } from './session-actions';
import { createAppStore } from './store';

describe('app store', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  // spec 1 §4 "Display and borrower changes": "Changing display records the previous display."
  it('records the previous display on every change', () => {
    const store = createAppStore();
    expect(store.getState().display).toBe('BASIC'); // spec 1 §2: initial display is BASIC
    store.getState().setDisplay('QUICK_CALCULATOR');
    store.getState().setDisplay('LOAN');
    expect(store.getState()).toMatchObject({ display: 'LOAN', previousDisplay: 'QUICK_CALCULATOR' });
  });

  // issue 33 §6: NOVATED_APPROVED and NONE have no screen of their own (docs/decisions/060).
  it('shows a novated approval on the approved screen and never displays NONE', () => {
    const store = createAppStore();
    store.getState().setDisplay('OCR_SUMMARY');
    store.getState().setDisplay('NOVATED_APPROVED');
    expect(store.getState()).toMatchObject({ display: 'APPROVED', previousDisplay: 'OCR_SUMMARY' });
    store.getState().setDisplay('NONE');
    expect(store.getState()).toMatchObject({ display: 'APPROVED', previousDisplay: 'OCR_SUMMARY' });
  });

  // spec 1 §4 "Progress percent by screen": "It only ever increases".
  it('raises progress with the screen and never lowers it', () => {
    const store = createAppStore();
    store.getState().setDisplay('BASIC');
    expect(store.getState().progressPercent).toBe(35);
    store.getState().setDisplay('LOAN');
    expect(store.getState().progressPercent).toBe(35);
    store.getState().setDisplay('QUICK_CALCULATOR');
    expect(store.getState().progressPercent).toBe(35);
    store.getState().raiseProgress(10);
    expect(store.getState().progressPercent).toBe(35);
    store.getState().setDisplay('EXPENSE');
    expect(store.getState().progressPercent).toBe(55);
  });

  it('holds one modal and opens queued ones as each closes', () => {
    const store = createAppStore();
    store.getState().queueModals([{ id: 'REGISTER', props: { closable: false } }, { id: 'WELCOME' }]);
    expect(store.getState()).toMatchObject({ modal: 'REGISTER', modalProps: { closable: false } });
    store.getState().closeModal();
    expect(store.getState().modal).toBe('WELCOME');
    store.getState().closeModal();
    expect(store.getState().modal).toBeNull();
  });

  // Issue 2: "Before login, progress lives in browser storage".
  it('keeps the anonymous borrower in browser storage', () => {
    const store = createAppStore();
    store.getState().updateBorrower((b) => ({ ...b, loan: { loanTerm: 4 } }));
    expect(readDraft(store.getState().partnerId)).toEqual({ loan: { loanTerm: 4 } });
  });

  // spec 1 §2 "Progress header": Logout resets the borrower, clears token and first name, removes a
  // token query parameter and returns to the quick calculator; the server revokes the token.
  it('logout clears the session, the borrower and the address token', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    history.replaceState(null, '', '/iframe/demo?Token=abc&loanTerm=4');
    const store = createAppStore();
    store.getState().logIn('tok-9', 'Ann');
    store.getState().setBorrower({ loan: { loanTerm: 4 } });
    store.getState().setDisplay('BASIC');
    store.getState().openModal('WHAT_NEXT');
    await logout(store);
    expect(store.getState()).toMatchObject({
      isLoggedIn: false, firstName: null, borrower: {}, display: 'QUICK_CALCULATOR', modal: null, progressPercent: 0,
    });
    expect(readToken()).toBeNull();
    expect(readFirstName()).toBeNull();
    expect(readJson(STORAGE_KEYS.borrower)).toBeNull();
    expect(location.search).toBe('?loanTerm=4');
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/user/logout');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok-9');
  });

  it('leaves an address without a token alone', () => {
    history.replaceState(null, '', '/demo?screen=LOAN');
    removeTokenFromAddress();
    expect(location.search).toBe('?screen=LOAN');
  });

  // spec 1 §4 "Session": "A 401 response clears the token and opens the login modal."
  it('a 401 clears the session and opens LOGIN', () => {
    const store = createAppStore();
    storeCredentials('t', 'Ann');
    store.getState().logIn('t', 'Ann');
    handleUnauthorized(store);
    expect(store.getState()).toMatchObject({ isLoggedIn: false, modal: 'LOGIN' });
    expect(readToken()).toBeNull();
  });
});
