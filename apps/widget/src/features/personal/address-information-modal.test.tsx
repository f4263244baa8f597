// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '#app/store';
import { AddressInformationModal } from './address-information-modal';
import { openDetailsModal } from './details-modals.fixture';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const address = () => useAppStore.getState().borrower.address;
const suburb = () => screen.getByRole('combobox', { name: 'Suburb' });
const places = () => {
  const list = screen.queryByRole('listbox', { name: 'Matching suburbs' });
  return list ? within(list).getAllByRole('option') : [];
};

const GEELONG = { description: 'Geelong VIC 3220, Australia', place_id: 'au:3220:geelong', suburb: 'Geelong', state: 'VIC', postcode: '3220', country: 'AU' };
const GEELONG_WEST = { description: 'Geelong West VIC 3218, Australia', place_id: 'au:3218:geelong west', suburb: 'Geelong West', state: 'VIC', postcode: '3218', country: 'AU' };
const PONSONBY = { description: 'Ponsonby, Auckland 1011, New Zealand', place_id: 'nz:1011:ponsonby', suburb: 'Ponsonby', state: 'Auckland', postcode: '1011', country: 'NZ' };

let calls: { url: string; body: unknown }[] = [];
function placesAnswer(predictions: unknown[]) {
  calls = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify({ predictions }), { status: 200, headers: { 'content-type': 'application/json' } });
  }));
}
const settle = () => act(async () => { await vi.advanceTimersByTimeAsync(300); });

describe('address information modal', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  // spec 2 §5 "Location search begins at 3 characters, debounced 300 ms"; spec 2 §7 lookupSuburbOrPostcode.
  it('searches from 3 characters, once the borrower pauses for 300 ms', async () => {
    placesAnswer([GEELONG, GEELONG_WEST]);
    openDetailsModal(AddressInformationModal, 'ADDRESS_INFORMATION', { address: [{}] });
    fireEvent.change(suburb(), { target: { value: 'Ge' } });
    await settle();
    expect(calls).toHaveLength(0);
    fireEvent.change(suburb(), { target: { value: 'Gee' } });
    fireEvent.change(suburb(), { target: { value: 'Geel' } });
    await act(async () => { await vi.advanceTimersByTimeAsync(299); });
    expect(calls).toHaveLength(0);
    await settle();
    expect(calls).toEqual([{ url: '/api/google/lookupSuburbOrPostcode', body: { input: 'Geel', countryCode: 'AU', managePartnerToBillId: 'demo' } }]);
    expect(places().map((o) => o.textContent)).toEqual([GEELONG.description, GEELONG_WEST.description]);
    expect(suburb().getAttribute('aria-expanded')).toBe('true');
  });

  // docs/decisions/024: choosing a prediction fills suburb, state or region and postcode.
  it('fills suburb, state and postcode from the chosen place, by keyboard or tap', async () => {
    placesAnswer([GEELONG, GEELONG_WEST]);
    openDetailsModal(AddressInformationModal, 'ADDRESS_INFORMATION', { address: [{}] });
    fireEvent.change(suburb(), { target: { value: 'geelong' } });
    await settle();
    fireEvent.keyDown(suburb(), { key: 'ArrowDown' });
    fireEvent.keyDown(suburb(), { key: 'ArrowDown' });
    expect(suburb().getAttribute('aria-activedescendant')).toBe(places()[1]!.id);
    fireEvent.keyDown(suburb(), { key: 'Enter' });
    expect((suburb() as HTMLInputElement).value).toBe('Geelong West');
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('VIC');
    expect((screen.getByLabelText('Postcode') as HTMLInputElement).value).toBe('3218');
    expect(places()).toHaveLength(0);
    fireEvent.change(suburb(), { target: { value: 'Geelong' } });
    await settle();
    fireEvent.mouseDown(places()[0]!);
    expect((screen.getByLabelText('Postcode') as HTMLInputElement).value).toBe('3220');
  });

  // spec 2 §8 "Location lookup or place detail failure: logged only": the typed suburb stands.
  it('keeps what was typed when the look-up fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 503 })));
    openDetailsModal(AddressInformationModal, 'ADDRESS_INFORMATION', { address: [{}] });
    fireEvent.change(suburb(), { target: { value: 'Smalltown' } });
    await settle();
    expect(places()).toHaveLength(0);
    expect((suburb() as HTMLInputElement).value).toBe('Smalltown');
  });

  // spec 2 §5 "NZ: region replaces state; Australian states cleared when NZ"; spec 2 §9 NZ regions.
  it('asks NZ for a region and searches NZ places', async () => {
    placesAnswer([PONSONBY]);
    openDetailsModal(AddressInformationModal, 'ADDRESS_INFORMATION', { address: [{ state: 'NSW', suburb: 'Ponsonby' }] }, { country: 'NZ' });
    expect(screen.queryByLabelText('State')).toBeNull();
    const region = screen.getByLabelText('Region') as HTMLSelectElement;
    expect(region.value).toBe('');
    expect(region.querySelectorAll('option')).toHaveLength(17);
    fireEvent.change(suburb(), { target: { value: 'Ponson' } });
    await settle();
    expect(calls[0]!.body).toMatchObject({ countryCode: 'NZ' });
    fireEvent.mouseDown(places()[0]!);
    expect((screen.getByLabelText('Region') as HTMLSelectElement).value).toBe('Auckland');
  });

  // spec 2 §5 "ownership type (not in test drive), street number, street name, suburb, state, postcode of at
  // least 4 characters".
  it('needs every part of the address, and living status outside test drive', () => {
    openDetailsModal(AddressInformationModal, 'ADDRESS_INFORMATION', {});
    save();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Please choose your living situation', 'Please enter your street number', 'Please enter your street name',
      'Please enter your suburb', 'Please choose your state', 'Please enter your 4-digit postcode',
    ]);
    cleanup();
    openDetailsModal(AddressInformationModal, 'ADDRESS_INFORMATION', {}, { testDrive: true });
    expect(screen.queryByLabelText('Living status')).toBeNull();
  });

  // spec 2 §3 "address (first entry used)".
  it('saves the first address, keeping any others, and closes', () => {
    openDetailsModal(AddressInformationModal, 'ADDRESS_INFORMATION', { address: [{ ownershipType: 'RENTING', suburb: 'Sydney' }, { suburb: 'Earlier' }] });
    type('Unit', '4');
    type('Street number', '12');
    type('Street name', 'George Street');
    type('State', 'NSW');
    type('Postcode', '20a00');
    save();
    expect(useAppStore.getState().modal).toBeNull();
    expect(address()).toEqual([
      { ownershipType: 'RENTING', suburb: 'Sydney', unitNumber: '4', streetNumber: '12', streetName: 'George Street', state: 'NSW', postcode: '2000' },
      { suburb: 'Earlier' },
    ]);
  });
});
