// @vitest-environment jsdom
import { OCR_STEPS } from '@kerb/domain/borrower/licence-reading';
import { builtInPartnerConfig } from '@kerb/domain/partner/samples';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '#app/store';
import { OcrAnimationScreen } from './ocr-animation-screen';

const READ = {
  firstName: 'OLIVIA', middleName: null, lastName: 'NGUYEN', licenseNumber: '12345678', licenseDateOfExpiry: '2031-03-21', licenseType: 'C',
  dateOfBirth: '1990-02-08', licenseState: 'NSW', addressUnitNumber: null, addressStreetNumber: '12', addressStreetName: 'SMITH STREET',
  addressSuburb: 'PARRAMATTA', addressState: 'NSW', addressPostcode: '2150',
};

function start(reply: Response) {
  const fetch = vi.fn(async (path: string, _init?: RequestInit) => (path === '/api/ocr/driverlicense' ? reply : new Response('{}', { status: 404 })));
  vi.stubGlobal('fetch', fetch);
  useAppStore.setState({
    partner: builtInPartnerConfig('demo'), partnerId: 'demo', userFlow: 'NORMAL', journey: 'FINANCE', isLoggedIn: false,
    display: 'OCR_ANIMATION', modal: null,
    borrower: {
      personalDetails: { email: 'o@example.com' }, address: [{ ownershipType: 'RENTING' }],
      supportingDocs: { DRIVER_LICENCE_FRONT: [{ id: 'f', filename: 'f.jpg', url: '/api/documents/f' }], DRIVER_LICENCE_BACK: [{ id: 'b', filename: 'b.jpg', url: '/api/documents/b' }] },
    },
  });
  render(<OcrAnimationScreen />);
  return fetch;
}
const advance = async (ms: number) => {
  for (let t = 0; t < ms; t += 2000) await act(async () => vi.advanceTimersByTimeAsync(2000));
};

describe('OCR animation', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  // spec 2 §2 "Shows five messages in sequence every 2 seconds ..., then goes to the OCR summary"; spec 2 §7 the
  // answer "fills personal details and first address".
  it('shows the five messages every 2 seconds, then fills the summary from the licence', async () => {
    const fetch = start(new Response(JSON.stringify(READ)));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([OCR_STEPS[0]]);
    await advance(2000);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await advance(6000);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([...OCR_STEPS]);
    expect(useAppStore.getState().display).toBe('OCR_ANIMATION');
    await advance(2000);
    expect(useAppStore.getState().display).toBe('OCR_SUMMARY');
    const body = JSON.parse(String(fetch.mock.calls.find(([p]) => p === '/api/ocr/driverlicense')![1]!.body));
    expect(body).toEqual({ type: 'url', frontUrl: '/api/documents/f', backUrl: '/api/documents/b' });
    expect(useAppStore.getState().borrower.personalDetails).toMatchObject({ email: 'o@example.com', firstName: 'OLIVIA', licenseType: 'FULL', birthdate: '1990-02-08' });
    expect(useAppStore.getState().borrower.address?.[0]).toMatchObject({ ownershipType: 'RENTING', suburb: 'PARRAMATTA', postcode: '2150' });
  });

  it('still goes to the summary, to be typed, when the licence cannot be read', async () => {
    start(new Response(JSON.stringify({ message: 'unreadable' }), { status: 422 }));
    await advance(10_000);
    expect(useAppStore.getState().display).toBe('OCR_SUMMARY');
    expect(useAppStore.getState().borrower.personalDetails).toEqual({ email: 'o@example.com' });
  });
});
