// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, writeItem } from '#lib/storage';
import { BankStatementsCard, SHARE_LABEL } from './bank-statements-card';

const NOT_SHARED = { months: 6, status: 'NOT_SHARED', requestedAt: null, completedAt: null, institution: null };
const REQUESTED = { ...NOT_SHARED, status: 'REQUESTED', requestedAt: '2026-11-27T22:00:00.000Z' };
const RECEIVED = { ...REQUESTED, status: 'RECEIVED', completedAt: '2026-11-27T22:10:00.000Z', institution: 'Redgum Bank' };
const REFERRAL = { ...REQUESTED, url: 'https://statements.example.com/r/abc', code: 'DEMO-6M', referralId: 'r1' };

function stubServer(statuses: object[], referral: { status: number; body: unknown } = { status: 200, body: REFERRAL }) {
  const fetch = vi.fn(async (path: string, init?: RequestInit) => {
    if (path === '/api/bankStatements/referral' && init?.method === 'POST') return new Response(JSON.stringify(referral.body), { status: referral.status });
    return new Response(JSON.stringify(statuses.length > 1 ? statuses.shift() : statuses[0]), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

// Issue 33 §6 "Bank statements": "When the chosen lender needs statements, offer 'Share your bank statements': a
// link to the provider with the right code"; docs/decisions/064.
describe('bank statements card', () => {
  beforeEach(() => writeItem(STORAGE_KEYS.token, 'session-token'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('offers to share them, opens the provider in a new window, and shows them received once the provider has them', async () => {
    const fetch = stubServer([NOT_SHARED, RECEIVED]);
    const popup = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => popup);
    vi.stubGlobal('open', open);
    render(<BankStatementsCard months={6} />);
    expect(await screen.findByText(/Your lender needs your last 6 months of bank statements/)).toBeTruthy();
    expect(screen.getByText('Needed')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: SHARE_LABEL }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(popup.location.href).toBe(REFERRAL.url));
    expect(popup.opener).toBeNull();
    expect(fetch).toHaveBeenCalledWith('/api/bankStatements/referral', expect.objectContaining({ method: 'POST' }));
    expect(await screen.findByText('Waiting for your bank...')).toBeTruthy();

    // Back from the provider's window: the card asks again and shows the result with its date.
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(await screen.findByText('Received')).toBeTruthy();
    // The day as the borrower's own clock has it (22:10 UTC is the 28th in Sydney, the 27th in UTC).
    expect(screen.getByText(/^Shared from Redgum Bank on 2[78] Nov 2026\.$/)).toBeTruthy();
  });

  it('says so when the provider cannot be reached, closing the window it opened', async () => {
    stubServer([NOT_SHARED], { status: 503, body: { status: 503, field: 'provider' } });
    const popup = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal('open', vi.fn(() => popup));
    render(<BankStatementsCard months={6} />);
    fireEvent.click(await screen.findByRole('button', { name: SHARE_LABEL }));
    expect(await screen.findByText("We couldn't open the bank statements service just now. Please try again.")).toBeTruthy();
    expect(popup.close).toHaveBeenCalled();
  });

  it('gives a link to open when the browser blocked the new window', async () => {
    stubServer([NOT_SHARED, REQUESTED]);
    vi.stubGlobal('open', vi.fn(() => null));
    render(<BankStatementsCard months={6} />);
    fireEvent.click(await screen.findByRole('button', { name: SHARE_LABEL }));
    const link = await screen.findByRole('link', { name: 'Open the bank statements service' });
    expect(link.getAttribute('href')).toBe(REFERRAL.url);
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
