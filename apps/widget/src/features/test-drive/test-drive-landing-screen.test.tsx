// @vitest-environment jsdom
import type { BorrowerDraft } from '#app/borrower-draft';
import { builtInPartnerConfig } from '@kerb/domain/partner/samples';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '#app/store';
import { TestDriveLandingScreen } from './test-drive-landing-screen';

const APPLICATION = '3f0c1a9e-7d52-4c1b-9a8e-5b6d2f1e4c3a';
const STORED_APPLICATION = {
  applicationId: APPLICATION, id: APPLICATION, isPreApproved: false, isSubmitted: false, isDeclined: false, progressPercent: 10, partnerOverwriteId: null,
};

/** The sample test-drive dealer; `withVehicles` keeps its cars on offer (the other rules are shown without them). */
function renderLanding(borrower: BorrowerDraft = {}, isLoggedIn = false, { withVehicles = false } = {}) {
  const sample = builtInPartnerConfig('test-drive');
  vi.stubGlobal('fetch', vi.fn(async (_path: string, init: RequestInit) =>
    new Response(JSON.stringify({ borrower: { ...JSON.parse(String(init.body)).borrower, application: STORED_APPLICATION } }), { status: 200 })));
  useAppStore.setState({
    partner: withVehicles ? sample : { ...sample, vehicles: undefined }, partnerId: 'test-drive', userFlow: 'TEST_DRIVE', journey: 'TEST_DRIVE',
    isLoggedIn, display: 'TEST_DRIVE_LANDING_PAGE', modal: null, modalQueue: [], borrower, params: null,
  });
  render(<TestDriveLandingScreen />);
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const agree = () => fireEvent.click(screen.getByRole('checkbox'));
const cont = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('test drive landing', () => {
  // Today is 25 November 2026 (only the date is faked: the saves' timers run as usual).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 25, 9, 0));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  // spec 2 §2 "Heading 'Let's Go Driving!' ('Riding' for motorbikes, 'Camping' for caravans)".
  it('heads by the vehicle type', () => {
    renderLanding();
    expect(heading()).toBe("Let's Go Driving!");
    cleanup();
    renderLanding({ vehicle: { assetType: 'MOTORCYCLE' } });
    expect(heading()).toBe("Let's Go Riding!");
    cleanup();
    renderLanding({ vehicle: { assetType: 'CARAVAN' } });
    expect(heading()).toBe("Let's Go Camping!");
  });

  // "vehicle and location details".
  it('shows the vehicle and the chosen store', () => {
    renderLanding({
      vehicle: { buildYear: 2024, make: { name: 'Toyota' }, model: { name: 'Corolla' } },
      selectedStore: { storeId: 'test-drive-richmond' },
    });
    expect(screen.getByText('2024 Toyota Corolla')).toBeTruthy();
    expect(screen.getByText('Metro Test Drive Richmond (sample), VIC 3121')).toBeTruthy();
  });

  // spec 1 §5 startup parameters fill the first test drive; spec 2 §9 "test-drive inputs DD/MM/YYYY".
  it('shows a date and time from the link in the inputs', () => {
    renderLanding({ testDrives: [{ date: '03/01/2027', time: '09:00' }] });
    expect(screen.getByLabelText('Date')).toHaveProperty('value', '03/01/2027');
    expect(screen.getByLabelText('Time')).toHaveProperty('value', '09:00');
  });

  // "Continue needs terms agreed"; the date and time as DD/MM/YYYY and HH:MM.
  it('stays until the date, time and terms are right', () => {
    renderLanding();
    type('Date', '2026-12-14');
    type('Time', '10:30');
    cont();
    expect(useAppStore.getState().display).toBe('TEST_DRIVE_LANDING_PAGE');
    expect(screen.getByText('Please enter a date as DD/MM/YYYY')).toBeTruthy();
    // A day gone is not bookable (docs/decisions/051).
    type('Date', '24/11/2026');
    cont();
    expect(screen.getByText('Please choose today or a later date')).toBeTruthy();
    type('Date', '2026-12-14');
    cont();
    expect(screen.getByText('Please enter a date as DD/MM/YYYY')).toBeTruthy();
    expect(screen.getByText('Please agree to the terms to continue')).toBeTruthy();
    expect(screen.getByLabelText('Date').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Time').getAttribute('aria-invalid')).toBeNull();
    expect(useAppStore.getState().modal).toBeNull();
  });

  // "if not registered, register".
  it('opens register for a visitor, the test drive stored', async () => {
    renderLanding();
    type('Date', '04032027');
    type('Time', '9:05');
    agree();
    cont();
    await vi.waitFor(() => expect(useAppStore.getState().modal).toBe('REGISTER'));
    expect(useAppStore.getState().borrower.testDrives).toEqual([{ date: '04/03/2027', time: '09:05' }]);
  });

  // Once registered, the landing goes on by the same rule, without a second Continue.
  it('moves on once the visitor has registered', async () => {
    renderLanding();
    type('Date', '14/12/2026');
    type('Time', '10:30');
    agree();
    cont();
    await vi.waitFor(() => expect(useAppStore.getState().modal).toBe('REGISTER'));
    act(() => useAppStore.setState({ isLoggedIn: true, modal: 'EXPRESS_PRIVACY' }));
    expect(useAppStore.getState().display).toBe('TEST_DRIVE_LANDING_PAGE');
    act(() => useAppStore.setState({ modal: null }));
    await vi.waitFor(() => expect(useAppStore.getState().display).toBe('IDENTIFICATION'));
  });

  it('stays when the visitor closes register without registering', async () => {
    renderLanding();
    type('Date', '14/12/2026');
    type('Time', '10:30');
    agree();
    cont();
    await vi.waitFor(() => expect(useAppStore.getState().modal).toBe('REGISTER'));
    act(() => useAppStore.setState({ modal: null }));
    expect(useAppStore.getState().display).toBe('TEST_DRIVE_LANDING_PAGE');
  });

  // spec 2 §9 "test-drive inputs DD/MM/YYYY", typed on the number keyboard: the separators come by themselves.
  it('puts in the slashes and the colon as the borrower types digits', () => {
    renderLanding();
    type('Date', '1412');
    expect(screen.getByLabelText('Date')).toHaveProperty('value', '14/12');
    type('Date', '14122026');
    expect(screen.getByLabelText('Date')).toHaveProperty('value', '14/12/2026');
    type('Time', '1030');
    expect(screen.getByLabelText('Time')).toHaveProperty('value', '10:30');
  });

  // "else OCR summary if a licence number exists, else identification": the test drive's own (docs/decisions/052).
  it('goes to the OCR summary with a licence number, else identification', async () => {
    renderLanding({ personalDetails: { licenseNumber: '012345678' } }, true);
    type('Date', '14/12/2026');
    type('Time', '10:30');
    agree();
    cont();
    await vi.waitFor(() => expect(useAppStore.getState().display).toBe('TEST_DRIVE_OCR_SUMMARY'));
    cleanup();
    renderLanding({}, true);
    type('Date', '14/12/2026');
    type('Time', '10:30');
    agree();
    cont();
    await vi.waitFor(() => expect(useAppStore.getState().display).toBe('IDENTIFICATION'));
  });

  // issue 33 §5: without a stock number the borrower picks one of the partner's vehicles, with its price, so
  // the ready screen has a price to quote (docs/decisions/063).
  it('offers the partner\'s vehicles with their prices, and Continue needs one picked', async () => {
    renderLanding({}, true, { withVehicles: true });
    const cars = screen.getByRole('radiogroup', { name: "The vehicle you'd like to drive" });
    expect(cars.textContent).toContain('2022 Mazda Mazda3 G25 Astina');
    expect(cars.textContent).toContain('$25,090');
    type('Date', '14/12/2026');
    type('Time', '10:30');
    agree();
    cont();
    expect(screen.getByText('Please choose the vehicle you would like to drive')).toBeTruthy();
    expect(useAppStore.getState().display).toBe('TEST_DRIVE_LANDING_PAGE');
    fireEvent.click(screen.getByRole('radio', { name: /Mazda3/ }));
    const { vehicle, loan } = useAppStore.getState().borrower;
    expect(vehicle).toMatchObject({ isVehicleKnown: true, description: '2022 Mazda Mazda3 G25 Astina', nvic: 'SJZ31B' });
    expect(loan?.purchasePrice).toBe(25090);
    // A change of mind changes the price too.
    fireEvent.click(screen.getByRole('radio', { name: /Tucson/ }));
    expect(useAppStore.getState().borrower.loan?.purchasePrice).toBe(28890);
    cont();
    await vi.waitFor(() => expect(useAppStore.getState().display).toBe('IDENTIFICATION'));
  });

  it('shows the car a stock number named instead of the partner\'s list', () => {
    renderLanding({
      vehicle: { isVehicleKnown: true, buildYear: 2025, make: { name: 'Toyota' }, model: { name: 'HiLux' }, variant: 'Workmate', source: 'stock' },
      loan: { purchasePrice: 25690 },
    }, false, { withVehicles: true });
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.getByText('2025 Toyota HiLux Workmate')).toBeTruthy();
    expect(screen.getByText('$25,690')).toBeTruthy();
  });
});
