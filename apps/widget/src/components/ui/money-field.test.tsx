// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MoneyField } from './money-field';

afterEach(cleanup);

function Price() {
  const [value, setValue] = useState<number | undefined>(99_999);
  return <MoneyField label="Purchase price" value={value} onChange={setValue} max={999_999} hint="Drive-away price" />;
}

// spec 2 §5 caps (purchase price 999999): a keystroke past the cap is refused, and the field says why.
describe('money field', () => {
  it('groups digits, refuses a keystroke past the cap and says why until the next accepted change', () => {
    render(<Price />);
    const field = screen.getByLabelText('Purchase price') as HTMLInputElement;
    expect(field.value).toBe('99,999');
    expect(screen.getByText('Drive-away price')).toBeTruthy();

    fireEvent.change(field, { target: { value: '9999999' } });
    expect(field.value).toBe('99,999');
    expect(screen.getByRole('status').textContent).toBe('The most you can enter is $999,999');
    expect(field.getAttribute('aria-describedby')).toBeTruthy();

    fireEvent.change(field, { target: { value: '999999' } });
    expect(field.value).toBe('999,999');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Drive-away price')).toBeTruthy();
  });

  it('drops the message when the field is left', () => {
    render(<Price />);
    const field = screen.getByLabelText('Purchase price');
    fireEvent.change(field, { target: { value: '12345678' } });
    expect(screen.getByRole('status')).toBeTruthy();
    fireEvent.blur(field);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
