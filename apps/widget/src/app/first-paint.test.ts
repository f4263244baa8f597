// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_ID, handOverFirstPaint } from './first-paint';

// issue 8 "Fast on a phone" (decision 022): the still first paint gives way to the live app in one step.
describe('first paint hand-over', () => {
  it('removes the still copy and shows the live root', () => {
    document.body.innerHTML = `<div id="${FIRST_PAINT_ID}" inert aria-hidden="true"><h1>Estimate your repayments</h1></div><div id="root" hidden><h1>live</h1></div>`;
    handOverFirstPaint();
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
    expect(document.getElementById('root')!.hidden).toBe(false);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
  });

  it('leaves a page without a still copy as it is (the development server, a second hand-over)', () => {
    document.body.innerHTML = '<div id="root"><h1>live</h1></div>';
    handOverFirstPaint();
    handOverFirstPaint();
    expect(document.getElementById('root')!.hidden).toBe(false);
    expect(document.body.textContent).toBe('live');
  });
});
