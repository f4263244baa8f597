// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BorrowerDraft } from './borrower-draft';
import { saveBorrower } from './borrower-sync';
import { noteLiveDocumentChange } from './live-document-changes';
import { useAppStore } from './store';

const APPLICATION = '3f0c1a9e-7d52-4c1b-9a8e-5b6d2f1e4c3a';
const application = { applicationId: APPLICATION, id: APPLICATION, isSubmitted: false, isDeclined: false, isPreApproved: true, progressPercent: 60, partnerOverwriteId: null };
const front = { id: '8a1f3c2e-0b4d-4e6f-9a7b-1c2d3e4f5a6b', filename: 'front.jpg' };
const back = { id: '9b2e4d3f-1c5e-4f70-8b8c-2d3e4f5a6b7c', filename: 'back.jpg' };

/** A save whose answer the server read before `duringSave` happened on screen. */
function saveAnswering(serverBorrower: BorrowerDraft, duringSave: () => void) {
  vi.stubGlobal('fetch', vi.fn(async () => {
    duringSave();
    return new Response(JSON.stringify({ borrower: serverBorrower }));
  }));
  return saveBorrower(useAppStore);
}

function arrange(borrower: BorrowerDraft) {
  useAppStore.setState({ partnerId: 'demo', isLoggedIn: true, borrower });
}

afterEach(() => vi.unstubAllGlobals());

// spec 1 §7 live document events: documents uploaded on another device arrive while this tab saves.
describe('a save answer and the live document events', () => {
  it('keeps a document that arrived live while the save was in flight', async () => {
    arrange({ application, supportingDocs: { DRIVER_LICENCE_FRONT: [front] } });
    const answeredBeforeTheUpload = { application, loan: { loanUsage: 'PERSONAL' }, supportingDocs: { DRIVER_LICENCE_FRONT: [front] } } as BorrowerDraft;
    expect(await saveAnswering(answeredBeforeTheUpload, () => {
      noteLiveDocumentChange();
      useAppStore.getState().updateBorrower((b) => ({ ...b, supportingDocs: { ...b.supportingDocs, DRIVER_LICENCE_BACK: [back] } }));
    })).toBe(true);
    expect(useAppStore.getState().borrower.supportingDocs).toEqual({ DRIVER_LICENCE_FRONT: [front], DRIVER_LICENCE_BACK: [back] });
    expect(useAppStore.getState().borrower).toMatchObject({ loan: { loanUsage: 'PERSONAL' } });
  });

  it('takes the server documents whole when no live event came meanwhile', async () => {
    arrange({ application, supportingDocs: { DRIVER_LICENCE_FRONT: [front], DRIVER_LICENCE_BACK: [back] } });
    // Deleted in another tab before this save: the answer is the newer list.
    expect(await saveAnswering({ application, supportingDocs: { DRIVER_LICENCE_FRONT: [front] } } as BorrowerDraft, () => {})).toBe(true);
    expect(useAppStore.getState().borrower.supportingDocs).toEqual({ DRIVER_LICENCE_FRONT: [front] });
  });
});
