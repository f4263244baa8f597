// @vitest-environment jsdom
import { builtInPartnerConfig } from '@kerb/domain/partner/samples';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '#app/store';
import { readToken, STORAGE_KEYS, writeItem } from '#lib/storage';
import { LoginModal } from './login-modal';

type Reply = { status: number; body: unknown };
const json = ({ status, body }: Reply) => new Response(JSON.stringify(body), { status });

function stubApi(routes: Record<string, Reply | (() => Promise<Reply>)>) {
  const fetch = vi.fn(async (path: string) => {
    const route = routes[path];
    if (!route) return json({ status: 404, body: { message: 'not stubbed' } });
    return json(typeof route === 'function' ? await route() : route);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderLogin(country: 'AU' | 'NZ' = 'AU') {
  useAppStore.setState({ partner: builtInPartnerConfig(country === 'NZ' ? 'demo-nz' : 'demo'), partnerId: 'demo', modal: 'LOGIN', mobileOrEmail: 'MOBILE', isLoggedIn: false });
  render(<LoginModal id="LOGIN" closable onClose={() => {}} props={{}} />);
}

const mobile = () => screen.getByLabelText('Mobile number');
const sendButton = () => screen.getByRole('button', { name: /Send Code|Sending\.\.\.|Code Sent/ });

// spec 1 §2 "Login modal" and "Register modal" button states; spec 1 §8 messages.
describe('Login modal', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('enables Send Code only for a valid mobile, then shows Sending... and Code Sent', async () => {
    let release: () => void = () => {};
    stubApi({ '/api/verify/requestVerification': () => new Promise((r) => (release = () => r({ status: 200, body: { status: 0 } }))) });
    renderLogin();
    expect(screen.getByRole('dialog', { name: 'Welcome Back' })).toBeTruthy();
    fireEvent.change(mobile(), { target: { value: '0312' } });
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(mobile(), { target: { value: '04 1234 5678' } });
    expect((mobile() as HTMLInputElement).value).toBe('0412345678'); // digits only
    fireEvent.click(sendButton());
    await screen.findByRole('button', { name: 'Sending...' });
    release();
    const sent = await screen.findByRole('button', { name: 'Code Sent' });
    expect((sent as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByLabelText('Verification code').getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('marks an invalid mobile on blur (red highlight only) and applies NZ rules for NZ partners', () => {
    stubApi({});
    renderLogin('NZ');
    expect(mobile().getAttribute('maxlength')).toBe('11');
    fireEvent.change(mobile(), { target: { value: '0512345678' } });
    fireEvent.blur(mobile());
    expect(mobile().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(mobile(), { target: { value: '0211234567' } });
    expect((sendButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows \"Sorry, you don't have an account with us\" under the mobile for an unknown account", async () => {
    stubApi({ '/api/verify/requestVerification': { status: 404, body: { message: "Sorry, you don't have an account with us" } } });
    renderLogin();
    fireEvent.change(mobile(), { target: { value: '0412345678' } });
    fireEvent.click(sendButton());
    expect(await screen.findByText("Sorry, you don't have an account with us")).toBeTruthy();
  });

  it('blocks a sixth code request within 15 minutes in the browser', async () => {
    const fetch = stubApi({});
    writeItem(STORAGE_KEYS.smsRequestAttempts, '5');
    writeItem(STORAGE_KEYS.smsLastRequestTime, String(Date.now() - 60_000));
    renderLogin();
    fireEvent.change(mobile(), { target: { value: '0412345678' } });
    fireEvent.click(sendButton());
    expect(await screen.findByText('Too many attempts, please try again later')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows Invalid Code for a wrong code and logs in with the right one', async () => {
    let wrong = true;
    stubApi({
      '/api/verify/requestVerification': { status: 200, body: { status: 0 } },
      '/api/verify': async () => (wrong ? { status: 400, body: { type: 'about:blank', title: 'Bad Request', detail: 'Invalid Code', field: 'code', status: 1 } } : { status: 200, body: { status: 0, token: 'tok-1', firstName: 'Alexa' } }),
      '/api/borrower/get': { status: 200, body: { borrower: null } },
      '/api/borrower/createOrUpdate': { status: 200, body: { borrower: { application: { applicationId: 'a1', id: 'a1', isPreApproved: false, isSubmitted: false, isDeclined: false, progressPercent: 0, partnerOverwriteId: null } } } },
    });
    renderLogin();
    fireEvent.change(mobile(), { target: { value: '0412345678' } });
    fireEvent.click(sendButton());
    const code = await screen.findByLabelText('Verification code');
    fireEvent.change(code, { target: { value: '12a3456' } });
    expect((code as HTMLInputElement).value).toBe('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid Code')).toBeTruthy();
    wrong = false;
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(useAppStore.getState().isLoggedIn).toBe(true));
    expect(readToken()).toBe('tok-1');
    await waitFor(() => expect(useAppStore.getState().borrower.application?.applicationId).toBe('a1'));
  });
});
