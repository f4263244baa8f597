// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DateField, dmyToIso, formatDmy, isoToDmy } from './date-field';

function Harness({ start, seen }: { start?: string; seen: (iso: string | undefined) => void }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <DateField label="Date of birth" value={value} onChange={(iso) => { setValue(iso); seen(iso); }} />
      <button type="button" onClick={() => setValue('2001-12-25')}>Reset</button>
    </>
  );
}

// spec 2 §9 "Dates are displayed d/M/yyyy; test-drive inputs DD/MM/YYYY"; docs/decisions/033.
describe('date field', () => {
  afterEach(cleanup);

  it('converts between DD/MM/YYYY and the document form', () => {
    expect(formatDmy('3006')).toBe('30/06');
    expect(formatDmy('30/06/2027x9')).toBe('30/06/2027');
    expect(dmyToIso('30/06/2027')).toBe('2027-06-30');
    expect(dmyToIso('31/02/2027')).toBeUndefined();
    expect(dmyToIso('30/06/20')).toBeUndefined();
    expect(isoToDmy('2027-06-30')).toBe('30/06/2027');
    expect(isoToDmy(undefined)).toBe('');
  });

  it('puts the slashes in as digits are typed and gives only a complete, real date', () => {
    const seen: (string | undefined)[] = [];
    render(<Harness seen={(iso) => seen.push(iso)} />);
    const input = screen.getByLabelText('Date of birth') as HTMLInputElement;
    expect(input.inputMode).toBe('numeric');
    fireEvent.change(input, { target: { value: '0907' } });
    expect(input.value).toBe('09/07');
    expect(seen).toEqual([]);
    fireEvent.change(input, { target: { value: '09/07/1985' } });
    expect(seen).toEqual(['1985-07-09']);
    // Deleting a digit takes the date back out.
    fireEvent.change(input, { target: { value: '09/07/198' } });
    expect(seen).toEqual(['1985-07-09', undefined]);
    expect(input.value).toBe('09/07/198');
  });

  it('shows a value set from outside', () => {
    render(<Harness start="1990-02-01" seen={() => {}} />);
    const input = screen.getByLabelText('Date of birth') as HTMLInputElement;
    expect(input.value).toBe('01/02/1990');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(input.value).toBe('25/12/2001');
  });
});
