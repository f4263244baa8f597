// @vitest-environment jsdom
import { builtInPartnerConfig } from '@kerb/domain/partner/samples';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFirstName, readToken, STORAGE_KEYS, writeItem } from '../lib/storage';
import { keepDraft, readDraft } from './borrower-draft';
import { startApp } from './startup';
import { createAppStore } from './store';

type Handler = (body: unknown) => { status: number; body: unknown };

function stubApi(routes: Record<string, Handler>) {
  const calls: { path: string; body: unknown; auth?: string }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (path: string, init: RequestInit) => {
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ path, body, auth: (init.headers as Record<string, string>).authorization });
    const route = routes[path.split('?')[0]!];
    const reply = route ? route(body) : { status: 404, body: { message: 'nope' } };
    return new Response(JSON.stringify(reply.body), { status: reply.status });
  }));
  return calls;
}

const partnerRoute = (id: string): Handler => () => ({ status: 200, body: builtInPartnerConfig(id) });
const env = (search = '') => ({ search, now: new Date('2030-01-01T00:00:00Z'), random: () => 0.1 });

// spec 1 §4 "Startup order" and §2 "Starting screen"
describe('startup', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('loads the partner, picks the starting screen and opens the welcome modal for visitors', async () => {
    const calls = stubApi({ '/api/partner/partnerConfigFromVroomCode': partnerRoute('demo') });
    const store = createAppStore();
    await startApp(store, 'demo', env('loanTerm=3&Deposit=5000&primaryColor=112233'));
    expect(calls[0]).toMatchObject({ path: '/api/partner/partnerConfigFromVroomCode', body: { vroomCode: 'demo' } });
    expect(store.getState()).toMatchObject({
      status: 'ready', partnerId: 'demo', partnerFromFallback: false, display: 'QUICK_CALCULATOR', modal: 'WELCOME', isLoggedIn: false,
      borrower: { loan: { loanTerm: 3, deposit: 5000 } },
    });
    expect(store.getState().params?.primaryColor).toBe('#112233');
    // Before login the borrower lives in browser storage.
    expect(readDraft('demo')).toMatchObject({ loan: { loanTerm: 3 } });
  });

  it('falls back to the built-in config when the partner call fails (spec 1 §8)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubApi({});
    const store = createAppStore();
    await startApp(store, 'truckstop', env());
    expect(store.getState()).toMatchObject({ partnerFromFallback: true, partnerId: 'truckstop', display: 'TRUCKSTOP_LANDING_PAGE' });
  });

  // spec 1 §2 rule 3: "one of two partner flows is chosen at random, 50/50"; drawn from the tracking session
  // id (docs/decisions/054), so the session keeps its flow.
  it('chooses the split test flow from the tracking session, the same flow again on a reload', async () => {
    stubApi({ '/api/partner/partnerConfigFromVroomCode': partnerRoute('split-test') });
    const flows = new Set<string>();
    for (const id of ['session-a', 'session-b', 'session-c', 'session-d', 'session-e', 'session-f']) {
      localStorage.setItem(STORAGE_KEYS.trackingSession, JSON.stringify({ id, expiresAt: Date.parse('2030-01-01T04:00:00Z') }));
      const first = createAppStore();
      await startApp(first, 'split-test', env());
      const again = createAppStore();
      await startApp(again, 'split-test', env());
      expect(again.getState().userFlow).toBe(first.getState().userFlow);
      expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.trackingSession)!).id).toBe(id);
      flows.add(first.getState().userFlow);
    }
    expect([...flows].sort()).toEqual(['EARLY_SIGNUP', 'NORMAL']);
  });

  it('opens register without a close button in the instant-lead-capture flow', async () => {
    stubApi({ '/api/partner/partnerConfigFromVroomCode': partnerRoute('instant-lead') });
    const store = createAppStore();
    await startApp(store, 'instant-lead', env());
    expect(store.getState()).toMatchObject({ modal: 'REGISTER', modalProps: { closable: false } });
  });

  it('clears a token stored without a first name (spec 1 §4 Session)', async () => {
    stubApi({ '/api/partner/partnerConfigFromVroomCode': partnerRoute('demo') });
    writeItem(STORAGE_KEYS.token, 'lonely');
    const store = createAppStore();
    await startApp(store, 'demo', env());
    expect(readToken()).toBeNull();
    expect(store.getState().isLoggedIn).toBe(false);
  });

  it('logs in with a token from the address when none is stored, then loads the borrower', async () => {
    const calls = stubApi({
      '/api/partner/partnerConfigFromVroomCode': partnerRoute('demo'),
      '/api/user/phone-auth-login': () => ({ status: 200, body: { success: true, token: 'session-1', borrower: { firstName: 'Mia' } } }),
      '/api/borrower/get': () => ({ status: 200, body: { borrower: null } }),
      '/api/borrower/createOrUpdate': (body) => {
        const { application: _sent, ...document } = (body as { borrower: Record<string, unknown> }).borrower;
        return { status: 200, body: { borrower: document } };
      },
    });
    const store = createAppStore();
    await startApp(store, 'demo', env('token=link-token'));
    expect(calls.find((c) => c.path === '/api/user/phone-auth-login')?.body).toEqual({ token: 'link-token' });
    expect(readToken()).toBe('session-1');
    expect(readFirstName()).toBe('Mia');
    expect(calls.find((c) => c.path === '/api/borrower/get')?.auth).toBe('Bearer session-1');
    expect(store.getState()).toMatchObject({ isLoggedIn: true, modal: 'DEALERSHIP_WELCOME' });
  });

  it('shows the application-in-progress modal for a submitted application', async () => {
    writeItem(STORAGE_KEYS.token, 't');
    writeItem(STORAGE_KEYS.firstName, 'Ann');
    stubApi({
      '/api/partner/partnerConfigFromVroomCode': partnerRoute('demo'),
      '/api/borrower/get': () => ({
        status: 200,
        body: { borrower: { application: { applicationId: 'a', id: 'a', isPreApproved: false, isSubmitted: true, isDeclined: false, progressPercent: 100, partnerOverwriteId: null } } },
      }),
    });
    const store = createAppStore();
    await startApp(store, 'demo', env());
    expect(store.getState()).toMatchObject({ modal: 'APPLICATION_IN_PROGRESS', progressPercent: 100 });
  });

  it('keeps the anonymous borrower from browser storage and prefills a lead', async () => {
    keepDraft('demo', { loan: { purchasePrice: 20000 } });
    stubApi({
      '/api/partner/partnerConfigFromVroomCode': partnerRoute('demo'),
      '/flow/v1/lead/abc': () => ({ status: 200, body: { firstName: 'Lee', mobilePhone: '0412345678' } }),
    });
    const store = createAppStore();
    await startApp(store, 'demo', env('lead=abc'));
    expect(store.getState().borrower).toMatchObject({
      loan: { purchasePrice: 20000 }, personalDetails: { firstName: 'Lee', mobilePhone: '0412345678' },
    });
  });
});
