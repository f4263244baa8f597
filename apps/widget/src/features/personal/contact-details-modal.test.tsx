// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '#app/store';
import { ContactDetailsModal } from './contact-details-modal';
import { openDetailsModal } from './details-modals.fixture';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const details = () => useAppStore.getState().borrower.personalDetails;

describe('contact details modal', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('opens as a labelled dialog filled from the borrower', () => {
    openDetailsModal(ContactDetailsModal, 'CONTACT_DETAILS', { personalDetails: { firstName: 'Jane', lastName: 'Citizen', mobilePhone: '0412345678' } });
    expect(screen.getByRole('dialog', { name: 'Contact details' })).toBeTruthy();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Jane');
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('0412345678');
  });

  // spec 2 §5 "OCR summary requires: first name, last name, valid e-mail ..., phone"; messages only after Save.
  it('refuses to save incomplete details, saying what is missing', () => {
    openDetailsModal(ContactDetailsModal, 'CONTACT_DETAILS', { personalDetails: { firstName: 'Jane' } });
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    save();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Please enter your last name', 'Please enter your e-mail address', 'Please enter your mobile number',
    ]);
    expect(document.activeElement).toBe(screen.getByLabelText('Last name'));
    expect(useAppStore.getState().modal).toBe('CONTACT_DETAILS');
  });

  // spec 2 §5 "Phone: ... otherwise Australian mobile 04 followed by 8 digits"; "valid e-mail".
  it('checks the AU mobile and the e-mail pattern; the mobile keeps digits only', () => {
    openDetailsModal(ContactDetailsModal, 'CONTACT_DETAILS', { personalDetails: { firstName: 'Jane', lastName: 'Citizen' } });
    type('E-mail', 'jane@');
    type('Mobile number', '(03) 1234 5678');
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('0312345678');
    save();
    expect(screen.getByText('Please enter a valid e-mail address, like name@example.com')).toBeTruthy();
    expect(screen.getByText('Please enter an Australian mobile number: 04 and 8 more digits')).toBeTruthy();
  });

  // spec 2 §5 "Phone: NZ starts with 02, 03, 04, 06, 07 or 09 followed by 7 to 9 digits"; spec 1 §5 max 11.
  it('applies the NZ phone rule', () => {
    openDetailsModal(ContactDetailsModal, 'CONTACT_DETAILS', { personalDetails: { firstName: 'Aroha', lastName: 'Ngata', email: 'a@example.co.nz' } }, { country: 'NZ' });
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).maxLength).toBe(11);
    type('Mobile number', '091234567');
    save();
    expect(useAppStore.getState().modal).toBeNull();
    expect(details()?.mobilePhone).toBe('091234567');
  });

  it('saves into the borrower, keeping the other personal details, and closes', () => {
    openDetailsModal(ContactDetailsModal, 'CONTACT_DETAILS', {
      personalDetails: { firstName: 'Jane', middleName: 'Ann', lastName: 'Citizen', residency: 'AUSTRALIAN_CITIZEN' },
    });
    type('Middle name', '');
    type('E-mail', ' Jane@Example.com ');
    type('Mobile number', '0412345678');
    save();
    expect(useAppStore.getState().modal).toBeNull();
    expect(details()).toEqual({
      firstName: 'Jane', lastName: 'Citizen', residency: 'AUSTRALIAN_CITIZEN', email: 'Jane@Example.com', mobilePhone: '0412345678',
    });
  });

  it('closes without saving when dismissed', () => {
    openDetailsModal(ContactDetailsModal, 'CONTACT_DETAILS', { personalDetails: { firstName: 'Jane' } });
    type('First name', 'Janet');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(useAppStore.getState().modal).toBeNull();
    expect(details()?.firstName).toBe('Jane');
  });
});
