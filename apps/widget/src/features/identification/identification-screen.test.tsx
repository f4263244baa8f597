// @vitest-environment jsdom
import { builtInPartnerConfig } from '@kerb/domain/partner/samples';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BorrowerDraft } from '#app/borrower-draft';
import { useAppStore } from '#app/store';
import { IdentificationScreen } from './identification-screen';

const FRONT = { id: 'f1', filename: 'front.jpg', url: 'http://localhost/api/documents/f1' };
const BACK = { id: 'b1', filename: 'back.jpg', url: 'http://localhost/api/documents/b1' };

function show(borrower: BorrowerDraft, upload: (code: string) => Response = (code) => new Response(JSON.stringify([{ ...FRONT, id: `${code}-new`, code }]))) {
  const fetch = vi.fn(async (path: string, init?: RequestInit) => {
    if (path === '/api/documents') return upload(String((init?.body as FormData).get('code')));
    return new Response(JSON.stringify({ documentId: 'x' }));
  });
  vi.stubGlobal('fetch', fetch);
  useAppStore.setState({
    partner: builtInPartnerConfig('demo'), partnerId: 'demo', userFlow: 'NORMAL', journey: 'FINANCE', isLoggedIn: true,
    display: 'IDENTIFICATION', modal: null, borrower,
  });
  render(<IdentificationScreen />);
  return fetch;
}
const store = () => useAppStore.getState();
const photo = (name = 'licence.jpg', bytes = 1024) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
const choose = (side: 'Front' | 'Back', file: File) =>
  fireEvent.change(screen.getByLabelText(`${side} of your licence: take or choose a photo`), { target: { files: [file] } });

describe('identification', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  // spec 2 §5 "Identification: front and back both required; error highlight after Next."
  it('needs both sides, highlighted only after Next', () => {
    show({ loan: { loanUsage: 'PERSONAL' } });
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(store().display).toBe('IDENTIFICATION');
  });

  // spec 2 §7 POST /api/documents "multipart: code, documents files"; spec 2 §3 supportingDocs by code.
  it('uploads each side under its code and keeps the latest photo, deleting the one it replaces', async () => {
    const fetch = show({ supportingDocs: { DRIVER_LICENCE_FRONT: [FRONT] } });
    choose('Front', photo());
    await waitFor(() => expect(store().borrower.supportingDocs?.DRIVER_LICENCE_FRONT?.[0]?.id).toBe('DRIVER_LICENCE_FRONT-new'));
    expect(store().borrower.supportingDocs?.DRIVER_LICENCE_FRONT).toHaveLength(1);
    expect(fetch.mock.calls.some(([path, init]) => path === '/api/documents/delete/f1' && init?.method === 'DELETE')).toBe(true);
    const form = fetch.mock.calls.find(([path]) => path === '/api/documents')![1]!.body as FormData;
    expect((form.get('documents') as File).name).toBe('licence.jpg');
  });

  // spec 1 §7 live events: the upload's own document-upload event can arrive before the upload's answer.
  it('keeps a photo whose live event arrived before the upload answered', async () => {
    const fetch = show({ supportingDocs: { DRIVER_LICENCE_FRONT: [FRONT] } }, (code) => {
      const uploaded = { ...FRONT, id: `${code}-new`, code };
      act(() => store().updateBorrower((b) => ({ ...b, supportingDocs: { DRIVER_LICENCE_FRONT: [FRONT, uploaded] } })));
      return new Response(JSON.stringify([uploaded]));
    });
    choose('Front', photo());
    await waitFor(() => expect(fetch.mock.calls.some(([path]) => path === '/api/documents/delete/f1')).toBe(true));
    expect(store().borrower.supportingDocs?.DRIVER_LICENCE_FRONT?.map((d) => d.id)).toEqual(['DRIVER_LICENCE_FRONT-new']);
    expect(fetch.mock.calls.some(([path]) => path === '/api/documents/delete/DRIVER_LICENCE_FRONT-new')).toBe(false);
  });

  // spec 2 §8 "Upload failure: 'Error, please try again'".
  it("says 'Error, please try again' when an upload fails, and refuses an oversized photo before sending", async () => {
    const fetch = show({}, () => new Response(JSON.stringify({ message: 'Unsupported' }), { status: 415 }));
    choose('Back', photo());
    expect(await screen.findByText('Error, please try again')).toBeTruthy();
    choose('Front', photo('huge.jpg', 16 * 1024 * 1024));
    expect(await screen.findByText(/over 15 MB/)).toBeTruthy();
    expect(fetch.mock.calls.filter(([path]) => path === '/api/documents')).toHaveLength(1);
  });

  // spec 2 §2 "Next goes to the OCR animation if a front image exists and the application is not yet set up, else
  // to the OCR summary"; "A link 'I'll do it later' appears once both images are present, never in test drive."
  it("goes to the OCR animation with both sides, and offers I'll do it later", async () => {
    show({ loan: { loanUsage: 'PERSONAL' }, supportingDocs: { DRIVER_LICENCE_FRONT: [FRONT], DRIVER_LICENCE_BACK: [BACK] } });
    expect(screen.getByRole('button', { name: "I'll do it later" })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(store().display).toBe('OCR_ANIMATION'));
  });

  it("I'll do it later goes to the summary without reading the licence; never offered in test drive", () => {
    show({ supportingDocs: { DRIVER_LICENCE_FRONT: [FRONT], DRIVER_LICENCE_BACK: [BACK] } });
    fireEvent.click(screen.getByRole('button', { name: "I'll do it later" }));
    expect(store().display).toBe('OCR_SUMMARY');
    cleanup();
    show({ supportingDocs: { DRIVER_LICENCE_FRONT: [FRONT], DRIVER_LICENCE_BACK: [BACK] } });
    act(() => useAppStore.setState({ journey: 'TEST_DRIVE' }));
    expect(screen.queryByRole('button', { name: "I'll do it later" })).toBeNull();
  });
});
