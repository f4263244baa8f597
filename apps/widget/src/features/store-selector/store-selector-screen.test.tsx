// @vitest-environment jsdom
import type { BorrowerDraft } from '#app/borrower-draft';
import { builtInPartnerConfig } from '@kerb/domain/partner/samples';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '#app/store';
import type { StoreMapProps } from './store-map';
import { StoreSelectorScreen } from './store-selector-screen';

// Leaflet draws in a real browser (e2e store-selector); here the map only reports what it was given.
vi.mock('./store-map', () => ({
  default: ({ stores, view, tileUrl }: StoreMapProps) => (
    <div data-testid="map" data-first={stores[0]?.partnerId} data-framed={view.points.length} data-tiles={String(tileUrl)} />
  ),
}));

const APPLICATION = '3f0c1a9e-7d52-4c1b-9a8e-5b6d2f1e4c3a';
const STORED_APPLICATION = {
  applicationId: APPLICATION, id: APPLICATION, isPreApproved: false, isSubmitted: false, isDeclined: false, progressPercent: 5, partnerOverwriteId: null,
};
const NEWCASTLE = { description: 'Newcastle NSW 2300, Australia', place_id: 'au:2300:newcastle', suburb: 'Newcastle', state: 'NSW', postcode: '2300', country: 'AU' };

function stubApi() {
  const calls: string[] = [];
  vi.stubGlobal('fetch', vi.fn(async (path: string, init?: RequestInit) => {
    calls.push(path);
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
    if (path === '/api/maps/config') return json({ tileUrl: null, attribution: null });
    if (path === '/api/google/lookupSuburbOrPostcode') return json({ predictions: [NEWCASTLE] });
    if (path === '/api/google/getPlaceId') return json({ result: { geometry: { location: { lat: -32.9267, lng: 151.7789 } } } });
    return json({ borrower: { ...JSON.parse(String(init?.body)).borrower, application: STORED_APPLICATION } });
  }));
  return calls;
}

function renderSelector({ borrower = {}, userFlow = 'NORMAL', isLoggedIn = false, progressPercent = 0, journey = 'FINANCE', strict = false }: {
  borrower?: BorrowerDraft; userFlow?: 'NORMAL' | 'EARLY_SIGNUP' | 'TEST_DRIVE'; isLoggedIn?: boolean; progressPercent?: number; journey?: 'FINANCE' | 'TEST_DRIVE';
  /** Under React's development StrictMode, which mounts, cleans up and mounts every effect again. */
  strict?: boolean;
} = {}) {
  const calls = stubApi();
  useAppStore.setState({
    partner: builtInPartnerConfig('dealer-group'), partnerId: 'dealer-group', userFlow, journey, isLoggedIn,
    display: 'STORE_SELECTOR', previousDisplay: 'QUICK_CALCULATOR', progressPercent, modal: null, modalQueue: [], borrower, params: null,
  });
  render(strict ? <StrictMode><StoreSelectorScreen /></StrictMode> : <StoreSelectorScreen />);
  return calls;
}

const storeNames = () => screen.getAllByRole('radio').map((r) => r.querySelector('.kerb-option-card__title')?.textContent);
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

function stubGeolocation(answer: { lat: number; lng: number } | { code: number } | null, { later = false } = {}) {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail: PositionErrorCallback) => {
    const reply = () => {
      if (answer && 'lat' in answer) ok({ coords: { latitude: answer.lat, longitude: answer.lng } } as GeolocationPosition);
      else if (answer) fail({ code: answer.code, message: 'denied' } as GeolocationPositionError);
    };
    // A browser answers after asking the borrower; `later` answers on a later task, as a browser does.
    if (later) setTimeout(reply, 20);
    else reply();
  });
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: answer === null ? undefined : { getCurrentPosition } });
  return getCurrentPosition;
}

describe('store selector (spec 2 §2 "Store selector")', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  // "nearest-store list titled 'Choose Your Store'"; spec 2 §9 "Default map centre is Melbourne" for the list;
  // the map frames every store (issue 33 §5).
  it('lists the stores nearest Melbourne first under "Choose Your Store", with distances to 0.1 km', async () => {
    renderSelector();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Choose Your Store');
    expect(storeNames().slice(0, 3)).toEqual([
      'Southern Cross Ringwood (sample)', 'Southern Cross Dandenong (sample)', 'Southern Cross Geelong (sample)',
    ]);
    expect(screen.getByText('from Melbourne')).toBeTruthy();
    // Ringwood from Melbourne's centre: haversine 23.28 km.
    expect(screen.getAllByRole('radio')[0]!.textContent).toContain('23.3 km');
    const map = await screen.findByTestId('map');
    expect(map.dataset.framed).toBe('12');
    expect(map.dataset.tiles).toBe('null');
  });

  // "Next requires a selected store"; spec 2 §8 "red error highlight only, after Next".
  it('stays until a store is chosen, highlighting the list', () => {
    renderSelector();
    next();
    expect(useAppStore.getState().display).toBe('STORE_SELECTOR');
    expect(screen.getByRole('radiogroup').getAttribute('aria-invalid')).toBe('true');
  });

  // spec 2 §3 "selected store entry: storeId, storeSelectorId"; "otherwise loan".
  it('saves the chosen store and goes to loan', async () => {
    renderSelector();
    fireEvent.click(screen.getByRole('radio', { name: /Southern Cross Geelong/ }));
    expect(screen.getByRole('radio', { name: /Southern Cross Geelong/ }).getAttribute('aria-checked')).toBe('true');
    await act(async () => next());
    expect(useAppStore.getState().borrower.selectedStore).toEqual({ storeId: 'dealer-group-geelong', storeSelectorId: 'dealer-group' });
    expect(useAppStore.getState().display).toBe('LOAN');
  });

  // "an unregistered early sign-up opens register"; once registered it goes on without a second Next.
  it('opens register for an unregistered early sign-up, then goes on to loan once registered', async () => {
    renderSelector({ userFlow: 'EARLY_SIGNUP' });
    fireEvent.click(screen.getAllByRole('radio')[0]!);
    await act(async () => next());
    expect(useAppStore.getState().modal).toBe('REGISTER');
    await act(async () => useAppStore.setState({ isLoggedIn: true, modal: null }));
    await waitFor(() => expect(useAppStore.getState().display).toBe('LOAN'));
  });

  // "On the OCR summary path it goes to pre-approval animation or test-drive agreement".
  it('goes on the OCR summary path to the pre-approval animation, or the test drive agreement', async () => {
    renderSelector({ progressPercent: 70, isLoggedIn: true });
    fireEvent.click(screen.getAllByRole('radio')[0]!);
    await act(async () => next());
    // Logged in, Next saves the application first, then moves on.
    await waitFor(() => expect(useAppStore.getState().display).toBe('PREPPROVAL_ANIMATION'));
    cleanup();
    renderSelector({ progressPercent: 70, isLoggedIn: true, journey: 'TEST_DRIVE', userFlow: 'TEST_DRIVE' });
    fireEvent.click(screen.getAllByRole('radio')[0]!);
    await act(async () => next());
    await waitFor(() => expect(useAppStore.getState().display).toBe('TEST_DRIVE_AGREEMENT'));
  });

  it('keeps a store chosen before as the choice', () => {
    renderSelector({ borrower: { selectedStore: { storeId: 'dealer-group-moonah', storeSelectorId: 'dealer-group' } } });
    expect(screen.getByRole('radio', { name: /Moonah/ }).getAttribute('aria-checked')).toBe('true');
  });

  // "use-my-location icon" through the browser's geolocation (spec 2 §7).
  it('orders the stores from the borrower\'s location', async () => {
    const asked = stubGeolocation({ lat: -31.95, lng: 115.86 });
    renderSelector();
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(asked).toHaveBeenCalledOnce();
    expect(storeNames()[0]).toBe('Southern Cross Osborne Park (sample)');
    expect(screen.getByText('from your location')).toBeTruthy();
  });

  // issue 33 §5: under StrictMode (development builds) the effect runs twice; the answer must still land
  // and the icon stop spinning.
  it('resolves "Use my location" under StrictMode, the icon back and the list ordered from the borrower', async () => {
    stubGeolocation({ lat: -27.47, lng: 153.03 }, { later: true });
    renderSelector({ strict: true });
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(screen.getByRole('button', { name: 'Finding your location' }).getAttribute('aria-busy')).toBe('true');
    const button = await screen.findByRole('button', { name: 'Use my location' });
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(storeNames()[0]).toBe('Southern Cross Newstead (sample)');
    expect(screen.getByText('from your location')).toBeTruthy();
  });

  // spec 2 §8 "Geolocation unsupported or denied: logged; loading stops".
  it('logs a denied or unsupported location without the position, stops loading, and the list still works', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubGeolocation({ code: 1 });
    renderSelector();
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(screen.getByRole('button', { name: 'Use my location' }).hasAttribute('disabled')).toBe(false);
    expect(storeNames()[0]).toBe('Southern Cross Ringwood (sample)');
    expect(warn).toHaveBeenCalledWith('[kerb] finding your location', 'geolocation failed (code 1)');
    stubGeolocation(null);
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(warn).toHaveBeenCalledWith('[kerb] finding your location', 'geolocation unsupported');
    fireEvent.click(screen.getAllByRole('radio')[1]!);
    expect(screen.getAllByRole('radio')[1]!.getAttribute('aria-checked')).toBe('true');
  });

  // spec 2 §5 "Location search begins at 3 characters, debounced 300 ms", through the places port (spec 2 §7).
  it('searches a place from 3 characters after 300 ms and orders the stores from it', async () => {
    const calls = renderSelector();
    const field = screen.getByLabelText('Suburb or postcode');
    fireEvent.change(field, { target: { value: 'Ne' } });
    await new Promise((r) => setTimeout(r, 400));
    expect(calls).not.toContain('/api/google/lookupSuburbOrPostcode');
    fireEvent.change(field, { target: { value: 'New' } });
    fireEvent.change(field, { target: { value: 'Newc' } });
    const option = await screen.findByRole('option', { name: 'Newcastle NSW 2300, Australia' });
    expect(calls.filter((c) => c === '/api/google/lookupSuburbOrPostcode')).toHaveLength(1);
    fireEvent.mouseDown(option);
    await waitFor(() => expect(storeNames()[0]).toBe('Southern Cross Newcastle (sample)'));
    expect(screen.getByText('from Newcastle')).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('Newcastle NSW 2300, Australia');
  });
});
