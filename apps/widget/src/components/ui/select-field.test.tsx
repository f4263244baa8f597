// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SelectField } from './select-field';

const options = [{ value: 'NSW', label: 'New South Wales' }, { value: 'VIC', label: 'Victoria' }] as const;

describe('SelectField', () => {
  afterEach(cleanup);

  it('is labelled, starts unchosen and reports the choice', () => {
    let chosen = '';
    render(<SelectField label="State" value={undefined} options={options} onChange={(v) => { chosen = v; }} />);
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(screen.getByRole('option', { name: 'Choose one' })).toBeTruthy();
    fireEvent.change(select, { target: { value: 'VIC' } });
    expect(chosen).toBe('VIC');
  });

  // UI.md "Fields": red highlight only where the spec gives no message; a message shows under the field.
  it('marks an error, with its message tied to the field when there is one', () => {
    const { rerender } = render(<SelectField label="State" value={undefined} options={options} onChange={() => {}} error />);
    expect(screen.getByRole('combobox').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<SelectField label="State" value={undefined} options={options} onChange={() => {}} error="Please choose your state" />);
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(screen.getByRole('alert').textContent).toBe('Please choose your state');
    expect(select.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });
});
