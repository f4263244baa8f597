// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '#app/store';
import { openDetailsModal } from './details-modals.fixture';
import { PersonalInformationModal } from './personal-information-modal';
import { todayIso } from '#lib/today';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const details = () => useAppStore.getState().borrower.personalDetails;
const year = Number(todayIso().slice(0, 4));
const complete = {
  birthdate: '1990-02-01', licenseNumber: '12345678', licenseState: 'NSW', licenseExpiry: `${year + 2}-01-01`, residency: 'AUSTRALIAN_CITIZEN',
} as const;

describe('personal information modal', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  // spec 2 §5 "licence number (or version number for NZ), licence state (not NZ)".
  it('asks AU for the licence state and NZ for the version number', () => {
    openDetailsModal(PersonalInformationModal, 'PERSONAL_INFORMATION', { personalDetails: complete });
    expect(screen.getByRole('dialog', { name: 'Personal information' })).toBeTruthy();
    expect((screen.getByLabelText('Licence state') as HTMLSelectElement).value).toBe('NSW');
    expect(screen.queryByLabelText('Licence version number')).toBeNull();
    cleanup();
    openDetailsModal(PersonalInformationModal, 'PERSONAL_INFORMATION', { personalDetails: complete }, { country: 'NZ' });
    expect(screen.queryByLabelText('Licence state')).toBeNull();
    type('Licence version number', '1a234');
    expect((screen.getByLabelText('Licence version number') as HTMLInputElement).value).toBe('123');
    save();
    // spec 2 §5 "Australian states cleared when NZ".
    expect(details()).toMatchObject({ licenseVersionNumber: '123' });
    expect(details()?.licenseState).toBeUndefined();
  });

  // spec 2 §5 "Date of birth valid and within 100 years; licence expiry within 10 years back to 10 years ahead".
  it('explains dates outside their windows, typed DD/MM/YYYY', () => {
    openDetailsModal(PersonalInformationModal, 'PERSONAL_INFORMATION', { personalDetails: complete });
    expect((screen.getByLabelText('Date of birth') as HTMLInputElement).value).toBe('01/02/1990');
    type('Date of birth', `0101${year - 101}`);
    type('Licence expiry', `01/01/${year + 11}`);
    save();
    expect(screen.getByText('Please enter a date of birth within the last 100 years')).toBeTruthy();
    expect(screen.getByText('Please enter a licence expiry date within 10 years of today')).toBeTruthy();
    expect(useAppStore.getState().modal).toBe('PERSONAL_INFORMATION');
  });

  // spec 2 §5 "visa holders (outside test drive and NZ) also need a visa value and valid check"; spec 2 §4.
  it('asks visa holders for the visa, except in test drive', () => {
    openDetailsModal(PersonalInformationModal, 'PERSONAL_INFORMATION', { personalDetails: complete });
    fireEvent.click(screen.getByRole('radio', { name: 'Visa holder' }));
    save();
    expect(screen.getByText('Please enter your 3-digit visa subclass number')).toBeTruthy();
    type('Visa subclass', '482');
    type('Visa expiry', `3006${year + 1}`);
    save();
    expect(details()).toMatchObject({ residency: 'VISA_HOLDER', visaNumber: '482', visaExpiryDate: `${year + 1}-06-30` });
    cleanup();
    openDetailsModal(PersonalInformationModal, 'PERSONAL_INFORMATION', { personalDetails: { ...complete, residency: 'VISA_HOLDER' } }, { testDrive: true });
    expect(screen.queryByLabelText('Visa subclass')).toBeNull();
    save();
    expect(useAppStore.getState().modal).toBeNull();
  });

  // spec 2 §5 "OCR summary requires: ... residency".
  it('asks for the residency status', () => {
    openDetailsModal(PersonalInformationModal, 'PERSONAL_INFORMATION', { personalDetails: { ...complete, residency: undefined } });
    save();
    expect(screen.getByRole('radiogroup', { name: 'Residency status' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Please choose your residency status');
  });

  it('saves the licence details with the rest of the personal details, and closes', () => {
    openDetailsModal(PersonalInformationModal, 'PERSONAL_INFORMATION', { personalDetails: { firstName: 'Jane', residency: 'PERMANENT_RESIDENT' } });
    type('Date of birth', '09/07/1985');
    type('Licence number', 'ab12345');
    type('Licence state', 'VIC');
    type('Licence expiry', `0907${year + 3}`);
    type('Licence type', 'FULL');
    save();
    expect(useAppStore.getState().modal).toBeNull();
    expect(details()).toEqual({
      firstName: 'Jane', residency: 'PERMANENT_RESIDENT', birthdate: '1985-07-09', licenseNumber: 'AB12345',
      licenseState: 'VIC', licenseExpiry: `${year + 3}-07-09`, licenseType: 'FULL',
    });
  });
});
