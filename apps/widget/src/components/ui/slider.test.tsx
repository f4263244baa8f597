// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Slider } from './slider';

afterEach(cleanup);
const years = (n: number) => `${n} years`;

// spec 2 §5 "Loan details": the term slider, "if minimum equals maximum the term is shown fixed".
describe('slider', () => {
  it('is a labelled range that reads its value', () => {
    const onChange = vi.fn();
    render(<Slider label="Loan term" min={1} max={7} value={5} onChange={onChange} format={years} />);
    const slider = screen.getByRole('slider', { name: 'Loan term' });
    expect(slider.getAttribute('aria-valuetext')).toBe('5 years');
    fireEvent.change(slider, { target: { value: '6' } });
    expect(onChange).toHaveBeenCalledWith(6);
  });

  it('shows a fixed value as a labelled group with its note, and no control', () => {
    render(<Slider label="Loan term" min={3} max={3} value={3} onChange={vi.fn()} format={years} fixedNote="Fixed term" />);
    expect(screen.queryByRole('slider')).toBeNull();
    const group = screen.getByRole('group', { name: 'Loan term' });
    expect(within(group).getByText('3 years')).toBeTruthy();
    expect(within(group).getByText('Fixed term')).toBeTruthy();
  });
});
