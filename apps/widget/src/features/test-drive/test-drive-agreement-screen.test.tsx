// @vitest-environment jsdom
import { builtInPartnerConfig } from '@kerb/domain/partner/samples';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '#app/store';
import { TestDriveAgreementScreen } from './test-drive-agreement-screen';

const APPLICATION = '3f0c1a9e-7d52-4c1b-9a8e-5b6d2f1e4c3a';
const STORED_APPLICATION = {
  applicationId: APPLICATION, id: APPLICATION, isPreApproved: false, isSubmitted: false, isDeclined: false, progressPercent: 70, partnerOverwriteId: null,
};
const answerWith = (comprehensiveScore: number | null) => ({
  verdict: 'REFERRED', approvedLenders: [], onePointOneScore: null, comprehensiveScore, creditScore: comprehensiveScore,
  creditScorePercentage: null, eligibilityScorePercentage: null, accuracyScorePercentage: null, reason: null, lenders: [],
});

// jsdom lays nothing out: the agreement box is given a measured size, 1000 px of text in a 300 px box.
const BOX = { scrollHeight: 1000, clientHeight: 300 };
// Set on HTMLElement.prototype, over jsdom's Element.prototype getters, and deleted after each test.
const proto = HTMLElement.prototype;

function start(reply: { status: number; body: unknown }, brokerPhoneNumber: string | null = null) {
  const fetch = vi.fn(async (path: string, init: RequestInit) => {
    if (path === '/api/borrower/createOrUpdate') {
      const borrower = { ...JSON.parse(String(init.body)).borrower, application: { ...STORED_APPLICATION, brokerPhoneNumber } };
      return new Response(JSON.stringify({ borrower }), { status: 200 });
    }
    if (path === '/api/sendCustomMessage') return new Response(JSON.stringify({ accepted: true }), { status: 200 });
    return new Response(JSON.stringify(reply.body), { status: reply.status });
  });
  vi.stubGlobal('fetch', fetch);
  useAppStore.setState({
    partner: builtInPartnerConfig('test-drive'), partnerId: 'test-drive', userFlow: 'TEST_DRIVE', journey: 'TEST_DRIVE', isLoggedIn: true, modal: null,
    display: 'TEST_DRIVE_AGREEMENT',
    borrower: {
      application: { applicationId: APPLICATION, id: APPLICATION, brokerPhoneNumber }, personalDetails: { firstName: 'Jordan', lastName: 'Lee' },
      testDrives: [{ date: '14/12/2026', time: '10:30' }],
    },
  });
  render(<TestDriveAgreementScreen />);
  return fetch;
}

const accept = () => screen.getByRole('button', { name: 'I Accept' });
function scrollTo(scrollTop: number) {
  const region = screen.getByRole('region', { name: 'Test drive agreement text' });
  Object.defineProperty(region, 'scrollTop', { configurable: true, value: scrollTop });
  fireEvent.scroll(region);
}

describe('test drive agreement', () => {
  beforeEach(() => {
    Object.defineProperty(proto, 'scrollHeight', { configurable: true, get() { return BOX.scrollHeight; } });
    Object.defineProperty(proto, 'clientHeight', { configurable: true, get() { return BOX.clientHeight; } });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    delete (proto as { scrollHeight?: number }).scrollHeight;
    delete (proto as { clientHeight?: number }).clientHeight;
  });

  // spec 2 §2 "the I Accept button is enabled only once scrolled to within 10 pixels of the end"; §9 "10 pixels".
  it('enables I Accept only within 10 pixels of the end of the text', () => {
    start({ status: 200, body: answerWith(700) });
    expect(accept()).toHaveProperty('disabled', true);
    scrollTo(400);
    expect(accept()).toHaveProperty('disabled', true);
    scrollTo(689); // 11 px from the end
    expect(accept()).toHaveProperty('disabled', true);
    scrollTo(690); // 10 px from the end
    expect(accept()).toHaveProperty('disabled', false);
    // Scrolling back up to reread does not take the acceptance away.
    scrollTo(0);
    expect(accept()).toHaveProperty('disabled', false);
  });

  it("shows the dealer's own conditions after the standard text", () => {
    start({ status: 200, body: answerWith(700) });
    expect(screen.getAllByRole('heading', { level: 2 }).at(-1)?.textContent).toBe("Metro Test Drive Centre (sample)'s conditions");
    expect(screen.getByText(/This is a sample agreement/)).toBeTruthy();
  });

  // "Accepting calls pre-approval: comprehensive score null or under 400 goes to test-drive indicatively
  // referred, else to test-drive ready."
  it.each([
    [700, 'TEST_DRIVE_READY'], [400, 'TEST_DRIVE_READY'], [399, 'TEST_DRIVE_REFERRED'], [null, 'TEST_DRIVE_REFERRED'],
  ] as const)('with a comprehensive score of %j goes to %s, the agreement stored', async (score, display) => {
    const fetch = start({ status: 200, body: answerWith(score) });
    scrollTo(700);
    await act(async () => fireEvent.click(accept()));
    await vi.waitFor(() => expect(useAppStore.getState().display).toBe(display));
    // The score alone approves no loan (decision 052): finance later runs its own pre-approval.
    expect(useAppStore.getState().borrower.application?.isPreApproved).toBe(false);
    const check = fetch.mock.calls.find(([path]) => path === '/api/submit/preApproval');
    expect(JSON.parse(String(check?.[1].body))).toMatchObject({ applicationId: APPLICATION, creditScoreTestDrive: true });
    const saved = fetch.mock.calls.find(([path]) => path === '/api/borrower/createOrUpdate');
    expect(JSON.parse(String(saved?.[1].body)).borrower.testDrives).toEqual([
      { date: '14/12/2026', time: '10:30', agreedToTestDriveAgreement: true },
    ]);
  });

  // spec 2 §2 "Optional text message to the broker on both paths", in spec 2 §7's words; spec 2 §6 "A broker
  // phone number on the application triggers text notifications".
  it.each([
    [700, 'is pre approved.'], [null, 'is referred due to low credit score.'],
  ] as const)('texts the broker on the application (score %j)', async (score, ending) => {
    const fetch = start({ status: 200, body: answerWith(score) }, '0412345678');
    scrollTo(700);
    await act(async () => fireEvent.click(accept()));
    await vi.waitFor(() => expect(fetch.mock.calls.some(([path]) => path === '/api/sendCustomMessage')).toBe(true));
    const text = fetch.mock.calls.find(([path]) => path === '/api/sendCustomMessage');
    expect(JSON.parse(String(text?.[1].body))).toEqual({
      message: `Your Customer Jordan Lee with application id ${APPLICATION} ${ending}`, partner: 'test-drive',
    });
  });

  it('texts no one without a broker on the application', async () => {
    const fetch = start({ status: 200, body: answerWith(700) });
    scrollTo(700);
    await act(async () => fireEvent.click(accept()));
    await vi.waitFor(() => expect(useAppStore.getState().display).toBe('TEST_DRIVE_READY'));
    expect(fetch.mock.calls.some(([path]) => path === '/api/sendCustomMessage')).toBe(false);
  });

  // spec 2 §8 "Pre-approval call failure: treated as referred".
  it('goes to test-drive referred when the check fails', async () => {
    start({ status: 500, body: { error: 'boom' } });
    scrollTo(700);
    await act(async () => fireEvent.click(accept()));
    await vi.waitFor(() => expect(useAppStore.getState().display).toBe('TEST_DRIVE_REFERRED'));
  });
});
