import { PartnerConfigResponse } from '@kerb/domain/contracts/partner';
import { startingScreen } from '@kerb/domain/journey/starting-screen';
import { startupModals } from '@kerb/domain/journey/startup-modals';
import type { PartnerConfig } from '@kerb/domain/partner/config';
import { parseStartupParams, type StartupParams } from '@kerb/domain/partner/startup-params';
import { restoreSession, shouldPhoneAuthLogin } from '@kerb/domain/session/restore-session';
import type { StoreApi } from 'zustand';
import { api } from '../lib/api-client';
import { logFailure } from '../lib/log';
import { nextTask } from '../lib/next-task';
import { clearCredentials, readFirstName, readToken } from '../lib/storage';
import { type BorrowerDraft, readDraft } from './borrower-draft';
import { loadBorrower, saveBorrower } from './borrower-sync';
import { applyLead, applyLoanParams, applySellerAndOverwrite, applyVehicleParams } from './startup-borrower';
import type { AppState } from './store';
import type { ServedPartner } from './slices/journey-slice';

type Store = StoreApi<AppState>;

export interface StartupEnv {
  search: string;
  now: Date;
  random: () => number;
}

/**
 * spec 1 §2 rule 3, "one of two partner flows is chosen at random, 50/50", drawn from the visitor's tracking
 * session id (docs/decisions/054): the session keeps its flow on a reload and its tracking records that flow.
 * Loaded only for a partner with a split test, so no other first screen grows.
 */
async function splitTestRandom(partner: PartnerConfig, env: StartupEnv): Promise<() => number> {
  if (!partner.splitTest) return env.random;
  const [{ trackingSessionId }, { splitTestDraw }] = await Promise.all([import('./tracking'), import('@kerb/domain/tracking/split-test')]);
  const draw = splitTestDraw(trackingSessionId(env.now.getTime()));
  return () => draw;
}

const hasParam = (query: URLSearchParams, name: string) =>
  [...query.keys()].some((key) => key.toLowerCase() === name.toLowerCase());

/** spec 1 §7: partner config; "falls back to built-in configs on failure" (§8). */
export async function loadPartnerConfig(partnerId: string, storeId: string | undefined): Promise<{ partner: ServedPartner; fromFallback: boolean }> {
  try {
    const { selectedStore: _selected, ...partner } = await api.post(
      '/api/partner/partnerConfigFromVroomCode',
      { vroomCode: partnerId, ...(storeId ? { storeId } : {}) },
      { schema: PartnerConfigResponse, ignoreUnauthorized: true },
    );
    return { partner, fromFallback: false };
  } catch (error) {
    logFailure('partner configuration', error);
    // The built-in configs are only needed when the call fails, so they stay out of the first load.
    const { builtInPartnerConfig } = await import('@kerb/domain/partner/samples');
    return { partner: builtInPartnerConfig(partnerId), fromFallback: true };
  }
}

/** spec 1 §4 "Session", restoring what browser storage holds, then phone-auth login for an address token. */
async function restoreStoredSession(store: Store, params: StartupParams): Promise<void> {
  const restored = restoreSession({ token: readToken(), firstName: readFirstName() });
  if (restored.clear) clearCredentials();
  if (restored.isLoggedIn) store.setState({ isLoggedIn: true, firstName: readFirstName() });
  if (!shouldPhoneAuthLogin(params.token, readToken())) return;
  try {
    // Only a visitor arriving with an address token needs this contract, so it loads then.
    const { PhoneAuthLoginResponse } = await import('@kerb/domain/contracts/verify');
    const answer = await api.post('/api/user/phone-auth-login', { token: params.token }, { schema: PhoneAuthLoginResponse, ignoreUnauthorized: true });
    store.getState().logIn(answer.token, answer.borrower.firstName);
  } catch (error) {
    logFailure('phone-auth login', error); // spec 1 §7: "a failure is logged"
  }
}

async function fetchLead(token: string | undefined) {
  if (!token) return null;
  try {
    // Loaded only when a lead is handed over: most visits carry none, and the first screen's script is tight.
    const [{ leadFromAnswer }, answer] = await Promise.all([
      import('@kerb/domain/contracts/lead'),
      api.get(`/flow/v1/lead/${encodeURIComponent(token)}`, { ignoreUnauthorized: true }),
    ]);
    return leadFromAnswer(answer);
  } catch (error) {
    logFailure('lead', error);
    return null;
  }
}

/** spec 1 §4 "Startup order", then the starting screen and the startup modals (spec 1 §2). */
export async function startApp(store: Store, partnerId: string, env: StartupEnv): Promise<void> {
  const query = new URLSearchParams(env.search);
  const early = parseStartupParams(query, { partner: {}, now: env.now });
  // 1. Load partner configuration.
  const { partner, fromFallback } = await loadPartnerConfig(partnerId, early.storeId);
  store.getState().setPartner(partner, fromFallback);
  if (query.has('preview')) void import('./preview').then(({ followPreview }) => followPreview(store));
  const params = parseStartupParams(query, { partner, now: env.now });
  store.getState().setStartup({ params, journey: params.journey });
  // The partner's config (parsed, then painted in its colours) and the steps after it are tasks of their own
  // (lib/next-task.ts).
  await nextTask();
  // 2. Restore session (and the borrower: the server's when logged in, else the one kept in this browser).
  await restoreStoredSession(store, params);
  let borrower: BorrowerDraft = store.getState().isLoggedIn
    ? ((await loadBorrower(store)) ?? {})
    : (readDraft(partnerId) ?? {});
  const before = JSON.stringify(borrower);
  // The visitor's flow is chosen before the vehicle parameters: a dealer whose flow is the test drive is in the
  // test-drive journey, whose vehicle-known rule differs (spec 1 §4; journey/detect-journey isTestDrive).
  const start = startingScreen({ partner, journey: params.journey, screenParam: params.screen, random: await splitTestRandom(partner, env) });
  // 3. Vehicle parameters; general flags after them.
  const vehicle = applyVehicleParams(borrower, params, partner, { journey: params.journey, userFlow: start.userFlow });
  borrower = vehicle.borrower;
  store.getState().setStartup({ vehicleKnown: vehicle.vehicleKnown, assetTypeFromParams: vehicle.assetTypeFromParams });
  // 4. Loan parameters.
  borrower = applyLoanParams(borrower, params, partner, hasParam(query, 'loanTerm'));
  // 5. Lead, seller and partner overwrite. (The brief's `lead` parameter is read beside the domain's leadToken.)
  const leadToken = params.leadToken ?? [...query.entries()].find(([k]) => k.toLowerCase() === 'lead')?.[1];
  borrower = applyLead(borrower, await fetchLead(leadToken));
  borrower = applySellerAndOverwrite(borrower, params);
  store.getState().setBorrower(borrower);
  if (store.getState().isLoggedIn && JSON.stringify(borrower) !== before) void saveBorrower(store);
  // 6. Display settings: colours and the welcome flag live in params (theme.ts, startup modals).
  store.getState().setStartup({ userFlow: start.userFlow });
  store.getState().setDisplay(start.screen);
  const state = store.getState();
  const modals = startupModals({
    partner,
    userFlow: start.userFlow,
    journey: params.journey,
    isLoggedIn: state.isLoggedIn,
    params: { qrId: params.qrId, stockId: params.stockId, showWelcomeScreen: params.showWelcomeScreen },
    vehicleKnown: state.vehicleKnown,
  });
  state.queueModals(modals.map((m) => ({ id: m.id, props: { closable: m.closable } })));
  store.getState().setStartup({ status: 'ready' });
}
