import { deepMerge } from '@kerb/domain/borrower/merge';
import type { StoreApi } from 'zustand';
import { api, ApiError } from '../lib/api-client';
import { logFailure } from '../lib/log';
import { type BorrowerDraft, dropDraft, readDraft } from './borrower-draft';
import { liveDocumentChanges } from './live-document-changes';
import type { AppState } from './store';

// spec 1 §7 borrower calls; §4 "Saving": "If the application is submitted, show the application-in-progress
// modal and skip the save. After loading a borrower, a submitted application shows that modal unless the
// screen is supporting docs or servicing success."
type Store = StoreApi<AppState>;

const NO_IN_PROGRESS_MODAL_ON = new Set(['SUPPORTING_DOCS', 'SERVICING_SUCCESS']);

// The borrower's schemas are a chunk of their own: no first screen needs them (issue 8's first-load budget),
// and each borrower call fetches them beside its request, so a call waits for whichever comes last.
const borrowerContract = () => import('@kerb/domain/contracts/borrower');
type BorrowerContract = Awaited<ReturnType<typeof borrowerContract>>;

async function postBorrower<K extends 'BorrowerResponse' | 'GetBorrowerResponse'>(path: string, body: unknown, schema: K) {
  const [contract, answer] = await Promise.all([borrowerContract(), api.post<unknown>(path, body)]);
  return (contract[schema] as BorrowerContract[K]).parse(answer) as ReturnType<BorrowerContract[K]['parse']>;
}

export const isSubmitted = (borrower: BorrowerDraft | null | undefined) => Boolean(borrower?.application?.isSubmitted);

function showApplicationInProgress(store: Store): void {
  store.getState().openModal('APPLICATION_IN_PROGRESS', { closable: false });
}

/** The createOrUpdate payload of spec 1 §7, from the store. */
export function saveRequest(state: AppState, borrower: BorrowerDraft) {
  const partner = state.partner;
  return {
    borrower: {
      ...borrower,
      application: { ...borrower.application, progressPercent: Math.max(state.progressPercent, borrower.application?.progressPercent ?? 0) },
    },
    partnerId: state.partnerId,
    country: partner?.country ?? 'AU',
    sendToDealerSolutions: partner?.sendToDealerSolutions ?? false,
    sendEmailToOnlyCars: partner?.sendEmailToOnlyCars ?? false,
    mongoPartnerId: partner?.partnerId ?? state.partnerId,
    sendToFintelligence: partner?.sendToFintelligence ?? false,
    initialJourney: state.journey,
    // A partner with stores waits for the store selector before passing the lead on.
    waitForStoreSelector: Boolean(partner?.storeSelectorOptions?.length) && !state.params?.storeId,
  };
}

/**
 * Takes a borrower the server answered with. `changesBefore` is liveDocumentChanges() when the call was
 * sent: if live document events arrived since, the store's documents are newer than the answer's. A new
 * application's answer is taken whole (its documents are its own).
 */
function takeBorrower(store: Store, borrower: BorrowerDraft, changesBefore = liveDocumentChanges()): void {
  const documentsMovedOn = liveDocumentChanges() !== changesBefore;
  store.getState().setBorrower(documentsMovedOn ? { ...borrower, supportingDocs: store.getState().borrower.supportingDocs } : borrower);
  const progress = borrower.application?.progressPercent;
  if (typeof progress === 'number') store.getState().raiseProgress(progress);
}

/** Saves the borrower: to the server when logged in, else it already lives in browser storage. */
export async function saveBorrower(store: Store, borrower = store.getState().borrower): Promise<boolean> {
  const state = store.getState();
  if (!state.isLoggedIn) {
    state.setBorrower(borrower);
    return true;
  }
  if (isSubmitted(borrower)) {
    showApplicationInProgress(store);
    return false;
  }
  const changesBefore = liveDocumentChanges();
  try {
    const answer = await postBorrower('/api/borrower/createOrUpdate', saveRequest(state, borrower), 'BorrowerResponse');
    takeBorrower(store, answer.borrower, changesBefore);
    return true;
  } catch (error) {
    // 409: the application was submitted meanwhile (spec 1 §4 "Saving").
    if (error instanceof ApiError && error.status === 409) showApplicationInProgress(store);
    // "network failures in saving are only logged" (spec 1 §7).
    else logFailure('saving the borrower', error);
    return false;
  }
}

/** POST /api/borrower/get: the logged-in borrower, or null when there is none yet. */
export async function loadBorrower(store: Store): Promise<BorrowerDraft | null> {
  const changesBefore = liveDocumentChanges();
  try {
    const answer = await postBorrower('/api/borrower/get', { partnerId: store.getState().partnerId }, 'GetBorrowerResponse');
    const borrower = answer.borrower;
    if (borrower) {
      takeBorrower(store, borrower, changesBefore);
      if (isSubmitted(borrower) && !NO_IN_PROGRESS_MODAL_ON.has(store.getState().display)) showApplicationInProgress(store);
    }
    return borrower;
  } catch (error) {
    logFailure('loading the borrower', error);
    return null;
  }
}

/**
 * Issue 2: "Before login, progress lives in browser storage and is saved on login." The stored borrower
 * is reloaded, what the visitor entered before logging in is laid over it, and the result is saved.
 */
export async function saveBorrowerOnLogin(store: Store): Promise<void> {
  const inMemory = store.getState().borrower;
  const anonymous = Object.keys(inMemory).length > 0 ? inMemory : (readDraft(store.getState().partnerId) ?? {});
  const stored = await loadBorrower(store);
  if (isSubmitted(stored)) return;
  const merged = deepMerge(stored ?? {}, anonymous) as BorrowerDraft;
  if (await saveBorrower(store, merged)) dropDraft();
}

/** spec 1 §2 "Application in progress": "create new application" calls the server and reloads. */
export async function startNewApplication(store: Store): Promise<boolean> {
  try {
    const { partnerId, journey } = store.getState();
    const answer = await postBorrower('/api/borrower/new-application', { partnerId, initialJourney: journey }, 'BorrowerResponse');
    store.getState().resetProgress();
    takeBorrower(store, answer.borrower);
    return true;
  } catch (error) {
    logFailure('creating a new application', error);
    return false;
  }
}
