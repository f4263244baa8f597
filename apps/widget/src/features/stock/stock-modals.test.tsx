// @vitest-environment jsdom
import type { StockItem } from '@kerb/domain/contracts/stock';
import { builtInPartnerConfig } from '@kerb/domain/partner/samples';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '#app/store';
import { CheckAssetModal } from './check-asset-modal';
import { StockNumberModal } from './stock-number-modal';

const car: StockItem = {
  stockNumber: 'HM25002', condition: 'DEMO', price: 31_690, make: 'Toyota', model: 'RAV4', variant: 'GX', year: 2025,
  title: '2025 Toyota RAV4 GX', vin: 'SMPHM0STKSA000002', nvic: 'SMD6OP', odometer: 1_620, iqPartnerId: 'demo',
};

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

function setUp(partnerId = 'demo') {
  useAppStore.setState({
    partner: builtInPartnerConfig(partnerId), partnerId, isLoggedIn: false, modal: 'IMOTOR_STOCK', modalProps: {},
    modalQueue: [], params: null, borrower: { loan: { purchasePrice: 10_000 } },
  });
}

describe('stock number modal (IMOTOR_STOCK)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  // spec 1 §2: "Stock number max 10 characters, uppercased."
  it('uppercases what is typed and keeps 10 characters', () => {
    setUp();
    render(<StockNumberModal id="IMOTOR_STOCK" closable onClose={() => {}} props={{ manual: true }} />);
    const field = screen.getByLabelText('Stock number') as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'hm25002abcdef' } });
    expect(field.value).toBe('HM25002ABC');
  });

  // spec 1 §2: "a valid lookup opens the asset check modal"; the partner's stock system and id are asked.
  it('opens the asset check modal with the car a valid number finds', async () => {
    setUp();
    const fetch = answer(200, car);
    vi.stubGlobal('fetch', fetch);
    render(<StockNumberModal id="IMOTOR_STOCK" closable onClose={() => {}} props={{ manual: true }} />);
    fireEvent.change(screen.getByLabelText('Stock number'), { target: { value: 'hm25002' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find my car' }));
    await waitFor(() => expect(useAppStore.getState().modal).toBe('SCANWARE_CHECK_ASSET'));
    expect(useAppStore.getState().modalProps.item).toEqual(car);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe('/api/iMotor/stockNumber/HM25002?partnerId=demo');
  });

  // spec 1 §8 "Stock number lookup failure: "Oops, that didn't work"; number cleared".
  it('says "Oops, that didn’t work" and clears the number on a failure', async () => {
    setUp();
    vi.stubGlobal('fetch', answer(404, { status: 404, detail: 'Stock number not found', field: 'stockNumber' }));
    render(<StockNumberModal id="IMOTOR_STOCK" closable onClose={() => {}} props={{ manual: true }} />);
    const field = screen.getByLabelText('Stock number') as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'ZZ99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find my car' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Oops, that didn’t work'));
    expect(field.value).toBe('');
    expect(useAppStore.getState().modal).toBe('IMOTOR_STOCK');
  });

  it('asks another stock system on the generic path', async () => {
    setUp('truckstop');
    const fetch = answer(200, { ...car, iqPartnerId: 'truckstop' });
    vi.stubGlobal('fetch', fetch);
    render(<StockNumberModal id="IMOTOR_STOCK" closable onClose={() => {}} props={{ manual: true }} />);
    fireEvent.change(screen.getByLabelText('Stock number'), { target: { value: 'BR25001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find my car' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe('/api/sampleFeed/BR25001?partnerId=truckstop');
  });
});

describe('asset check modal (SCANWARE_CHECK_ASSET)', () => {
  afterEach(cleanup);

  it('asks "Are these details correct?" and Confirm fills the vehicle and the price', () => {
    setUp();
    useAppStore.setState({ modal: 'SCANWARE_CHECK_ASSET', modalProps: { item: car } });
    render(<CheckAssetModal id="SCANWARE_CHECK_ASSET" closable onClose={() => {}} props={{ item: car }} />);
    expect(screen.getByRole('heading', { name: 'Are these details correct?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const { borrower, modal, vehicleKnown } = useAppStore.getState();
    expect(borrower.loan?.purchasePrice).toBe(31_690);
    expect(borrower.vehicle).toMatchObject({ make: { name: 'Toyota' }, model: { name: 'RAV4' }, stockNumber: 'HM25002', kilometers: 1_620 });
    expect({ modal, vehicleKnown }).toEqual({ modal: null, vehicleKnown: true });
  });

  it('Edit goes back to the stock number, kept for correcting', () => {
    setUp();
    render(<CheckAssetModal id="SCANWARE_CHECK_ASSET" closable onClose={() => {}} props={{ item: car }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(useAppStore.getState()).toMatchObject({ modal: 'IMOTOR_STOCK', modalProps: { manual: true, stockNumber: 'HM25002' } });
    expect(useAppStore.getState().borrower.loan?.purchasePrice).toBe(10_000);
  });
});
