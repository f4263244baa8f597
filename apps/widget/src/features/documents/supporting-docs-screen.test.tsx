// @vitest-environment jsdom
import type { PartnerConfig } from '@kerb/domain/partner/config';
import { builtInPartnerConfig } from '@kerb/domain/partner/samples';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BorrowerDraft } from '#app/borrower-draft';
import { useAppStore } from '#app/store';
import { writeItem, STORAGE_KEYS } from '#lib/storage';
import { SupportingDocsScreen } from './supporting-docs-screen';

const APPLICATION = '3f0c1a9e-7d52-4c1b-9a8e-5b6d2f1e4c3a';
const FRONT = { id: 'f1', filename: 'front.jpg', url: 'http://localhost/api/documents/f1' };
const LENDER = {
  lenderName: 'Wattle Bank (sample)', matchingEngineLenderId: 'wattle',
  requiredDocuments: { DRIVER_LICENCE_FRONT: 'Driver licence (front)', DRIVER_LICENCE_BACK: 'Driver licence (back)', BANK_STATEMENTS_3_MONTHS: '3 months of bank statements' },
};

/** A stand-in for the browser's EventSource: the test sends what the server would. */
class FakeEventSource {
  static open: FakeEventSource[] = [];
  readonly listeners = new Map<string, (message: { data: string }) => void>();
  closed = false;
  constructor(readonly url: string) { FakeEventSource.open.push(this); }
  addEventListener(name: string, listener: (message: { data: string }) => void) { this.listeners.set(name, listener); }
  close() { this.closed = true; }
  send(name: string, data: unknown) { this.listeners.get(name)?.({ data: JSON.stringify(data) }); }
}

type Reply = { status: number; body: unknown };
function show(borrower: BorrowerDraft, replies: { submit?: Reply; upload?: Reply; remove?: Reply } = {}, partner: Partial<PartnerConfig> = {}) {
  const application = {
    applicationId: APPLICATION, id: APPLICATION, isSubmitted: true, isDeclined: false, progressPercent: 100, partnerOverwriteId: null,
    isPreApproved: borrower.application?.isPreApproved ?? true,
  };
  const submitted = { borrower: { ...borrower, application } };
  const reply = ({ status, body }: Reply) => new Response(JSON.stringify(body), { status });
  const fetch = vi.fn(async (path: string) => {
    if (path === '/api/submit/application') return reply(replies.submit ?? { status: 200, body: submitted });
    if (path === '/api/bankStatements') return reply({ status: 200, body: { months: 3, status: 'NOT_SHARED', requestedAt: null, completedAt: null, institution: null } });
    if (path === '/api/documents') return reply(replies.upload ?? { status: 200, body: [{ id: 'n1', code: 'DRIVER_LICENCE_BACK', filename: 'back-of-my-licence-photographed-today.jpg', url: 'http://localhost/api/documents/n1' }] });
    return reply(replies.remove ?? { status: 200, body: { documentId: 'f1' } });
  });
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('EventSource', FakeEventSource);
  writeItem(STORAGE_KEYS.token, 'session-token');
  useAppStore.setState({
    partner: { ...builtInPartnerConfig('demo'), ...partner }, partnerId: 'demo', userFlow: partner.userFlow ?? 'NORMAL', journey: 'FINANCE', isLoggedIn: true,
    display: 'SUPPORTING_DOCS', modal: null, progressPercent: 95, borrower: { selectedLender: LENDER, application: { applicationId: APPLICATION, isPreApproved: true }, ...borrower },
  });
  render(<SupportingDocsScreen />);
  return fetch;
}
const store = () => useAppStore.getState();
const submitCalls = (fetch: ReturnType<typeof show>) => fetch.mock.calls.filter(([path]) => path === '/api/submit/application');

describe('supporting documents', () => {
  beforeEach(() => {
    localStorage.clear();
    FakeEventSource.open = [];
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  // spec 2 §2 "Lists the documents the selected lender requires, each an expandable upload card"; spec 2 §5
  // "bank statements … are not asked for".
  it('lists the documents the lender requires that may be asked for, with the lender\'s labels', () => {
    show({ supportingDocs: { DRIVER_LICENCE_FRONT: [FRONT] } });
    expect(screen.getByText('Driver licence (front)')).toBeTruthy();
    expect(screen.getByText('Driver licence (back)')).toBeTruthy();
    expect(screen.queryByText('3 months of bank statements')).toBeNull();
    expect(screen.getByText('front.jpg')).toBeTruthy();
  });

  // Issue 33 §6 "When the chosen lender needs statements, offer 'Share your bank statements'" (docs/decisions/064).
  it('offers to share the bank statements the lender needs, instead of an upload card for them', async () => {
    show({ supportingDocs: { DRIVER_LICENCE_FRONT: [FRONT] } });
    expect(screen.getByRole('region', { name: 'Bank statements (3 months)' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Share your bank statements' })).toBeTruthy();
    expect(screen.queryByLabelText(/bank statements: choose files/i)).toBeNull();
  });

  // spec 2 §2 "With none required, the message 'No additional documents required' shows and the application submits."
  it("says 'No additional documents required' and submits by itself", async () => {
    // spec 2 §5 "driver licence front and back are skipped in the truckstop flow": nothing left to ask.
    const licenceOnly = { ...LENDER, requiredDocuments: { DRIVER_LICENCE_FRONT: 'Driver licence (front)', DRIVER_LICENCE_BACK: 'Driver licence (back)' } };
    const fetch = show({ selectedLender: licenceOnly }, {}, { userFlow: 'TRUCKSTOP_NEW_SCREEN' });
    expect(screen.getByText('No additional documents required')).toBeTruthy();
    await waitFor(() => expect(store().modal).toBe('CONGRATULATIONS'));
    expect(submitCalls(fetch)).toHaveLength(1);
  });

  // docs/decisions/064: with nothing to upload but statements to share, the screen offers them and waits for
  // the borrower's Submit rather than submitting by itself.
  it('offers the bank statements with nothing to upload, and submits only when asked', async () => {
    const fetch = show({}, {}, { userFlow: 'TRUCKSTOP_NEW_SCREEN' });
    expect(await screen.findByRole('button', { name: 'Share your bank statements' })).toBeTruthy();
    expect(screen.queryByText('No additional documents required')).toBeNull();
    expect(submitCalls(fetch)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(store().modal).toBe('CONGRATULATIONS'));
    expect(submitCalls(fetch)).toHaveLength(1);
  });

  // spec 2 §2 "Uploading shows 'Uploading...'"; §5 "Long filenames over 31 characters are shortened to first 15 and last 15".
  it("shows 'Uploading...' then the file, its long name shortened", async () => {
    show({ supportingDocs: { DRIVER_LICENCE_FRONT: [FRONT] } });
    fireEvent.change(screen.getByLabelText('Driver licence (back): choose files'), { target: { files: [new File([new Uint8Array(10)], 'b.jpg', { type: 'image/jpeg' })] } });
    expect(screen.getByText('Uploading...')).toBeTruthy();
    expect(await screen.findByText('back-of-my-lice...aphed-today.jpg')).toBeTruthy();
    expect(store().borrower.supportingDocs?.DRIVER_LICENCE_BACK?.[0]?.id).toBe('n1');
  });

  // spec 2 §8 "Upload failure: 'Error, please try again'".
  it("says 'Error, please try again' when an upload fails", async () => {
    show({}, { upload: { status: 415, body: { field: 'documents', reason: 'not a photo or PDF' } } });
    fireEvent.change(screen.getByLabelText('Driver licence (front): take a photo'), { target: { files: [new File([new Uint8Array(10)], 'f.jpg')] } });
    expect(await screen.findByText('Error, please try again')).toBeTruthy();
  });

  // spec 2 §2 "deleting shows 'Deleting...'"; spec 2 §4 deleted by id across all codes.
  it("shows 'Deleting...' and removes the file once the server has deleted it", async () => {
    show({ supportingDocs: { DRIVER_LICENCE_FRONT: [FRONT] } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete front.jpg' }));
    expect(screen.getByText('Deleting...')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('front.jpg')).toBeNull());
    expect(store().borrower.supportingDocs?.DRIVER_LICENCE_FRONT).toEqual([]);
  });

  // spec 2 §2 "Submit: if all required present …; else errors appear."
  it('marks the documents the server found missing', async () => {
    show({ supportingDocs: { DRIVER_LICENCE_FRONT: [FRONT] } }, { submit: { status: 422, body: { status: 422, field: 'supportingDocs', reason: 'documents missing', missing: ['DRIVER_LICENCE_BACK'] } } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please add this document')).toBeTruthy();
    expect(store().modal).toBeNull();
  });

  // spec 2 §2 "Submit: if all required present, progress becomes 100, the application is marked submitted, and
  // the application submitted screen shows (or indicatively referred if not pre-approved and an early-referred
  // screen is configured)".
  it('submits: progress 100, submitted, the application submitted modal; or referred when so configured', async () => {
    const docs = { supportingDocs: { DRIVER_LICENCE_FRONT: [FRONT], DRIVER_LICENCE_BACK: [{ ...FRONT, id: 'b1' }] } };
    show(docs);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(store().modal).toBe('CONGRATULATIONS'));
    expect(store().progressPercent).toBe(100);
    expect(store().borrower.application?.isSubmitted).toBe(true);
    cleanup();
    show({ ...docs, application: { applicationId: APPLICATION, isPreApproved: false } }, {}, { earlyReferredScreen: true });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(store().display).toBe('REFERRED'));
  });

  // spec 1 §7 "its path includes the event name (document-upload or document-delete) and the token; messages are
  // JSON (delete carries documentId; upload carries code and document)".
  it('takes uploads and deletes made elsewhere as they happen, and stops listening when it closes', () => {
    show({ supportingDocs: { DRIVER_LICENCE_FRONT: [FRONT] } });
    const [uploads, deletes] = FakeEventSource.open;
    expect(uploads!.url).toBe('/api/events/document-upload/session-token');
    expect(deletes!.url).toBe('/api/events/document-delete/session-token');
    act(() => uploads!.send('document-upload', { code: 'DRIVER_LICENCE_BACK', document: { id: 'p1', filename: 'from-phone.jpg', url: 'http://localhost/api/documents/p1' } }));
    expect(screen.getByText('from-phone.jpg')).toBeTruthy();
    act(() => deletes!.send('document-delete', { documentId: 'f1' }));
    expect(screen.queryByText('front.jpg')).toBeNull();
    cleanup();
    expect(uploads!.closed && deletes!.closed).toBe(true);
  });
});
