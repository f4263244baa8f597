// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '#app/store';
import { openDetailsModal } from './details-modals.fixture';
import { TestDriveContactModal } from './test-drive-contact-modal';
import { TestDriveLicenceModal } from './test-drive-licence-modal';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const store = () => useAppStore.getState();

describe('test drive details modals (spec 1 §2 TEST_DRIVE_CONTACT_DETAILS, TEST_DRIVE_PERSONAL_INFORMATION)', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 200 })));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  // spec 2 §2 "personal information (name, phone, e-mail, address)"; spec 2 §5, no ownership in test drive.
  it('edits name, phone, e-mail and address in one form, without living status', () => {
    openDetailsModal(TestDriveContactModal, 'TEST_DRIVE_CONTACT_DETAILS', {
      personalDetails: { firstName: 'Jordan', lastName: 'Lee', licenseNumber: '123' }, address: [{ streetName: 'Old Road' }, { streetName: 'Before' }],
    });
    expect(screen.queryByLabelText('Living status')).toBeNull();
    save();
    // spec 2 §5 "valid e-mail", "phone", "street number", "postcode of at least 4 characters".
    expect(screen.getByText('Please enter your e-mail address')).toBeTruthy();
    expect(screen.getByText('Please enter your street number')).toBeTruthy();
    expect(store().modal).toBe('TEST_DRIVE_CONTACT_DETAILS');
    type('E-mail', ' jordan@example.com ');
    type('Mobile number', '0412 345 678');
    type('Street number', '12');
    type('Street name', 'Smith Street');
    fireEvent.change(screen.getByRole('combobox', { name: 'Suburb' }), { target: { value: 'Richmond' } });
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'VIC' } });
    type('Postcode', '3121');
    save();
    expect(store().modal).toBeNull();
    expect(store().borrower.personalDetails).toEqual({
      firstName: 'Jordan', lastName: 'Lee', licenseNumber: '123', email: 'jordan@example.com', mobilePhone: '0412345678',
    });
    expect(store().borrower.address).toEqual([
      { streetNumber: '12', streetName: 'Smith Street', suburb: 'Richmond', state: 'VIC', postcode: '3121' }, { streetName: 'Before' },
    ]);
  });

  // spec 2 §2 "licence details (date of birth, licence number, state, expiry)"; residency is required (spec 2 §5),
  // a visa is not asked in test drive.
  it('edits the licence details and residency, asking no visa', () => {
    openDetailsModal(TestDriveLicenceModal, 'TEST_DRIVE_PERSONAL_INFORMATION', { personalDetails: { firstName: 'Jordan' } });
    save();
    expect(screen.getByText('Please enter your licence number')).toBeTruthy();
    expect(screen.getByText('Please choose your residency status')).toBeTruthy();
    expect(screen.queryByLabelText('Licence type')).toBeNull();
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '08021990' } });
    type('Licence number', 'ab123');
    fireEvent.change(screen.getByLabelText('Licence state'), { target: { value: 'VIC' } });
    fireEvent.change(screen.getByLabelText('Licence expiry'), { target: { value: '21032031' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Visa holder' }));
    expect(screen.queryByLabelText(/visa/i)).toBeNull();
    save();
    expect(store().modal).toBeNull();
    expect(store().borrower.personalDetails).toEqual({
      firstName: 'Jordan', birthdate: '1990-02-08', licenseNumber: 'AB123', licenseState: 'VIC', licenseExpiry: '2031-03-21', residency: 'VISA_HOLDER',
    });
  });
});
