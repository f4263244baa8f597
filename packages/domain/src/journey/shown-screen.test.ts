import { describe, expect, it } from 'vitest';
import { SCREEN_IDS } from './ids';
import { shownScreen } from './shown-screen';

// issue 33 §6: NOVATED_APPROVED and NONE were "coming soon" placeholders; they are routed away for good
// (docs/decisions/060).
describe('the display values without a screen of their own', () => {
  it('shows a novated approval on the indicatively approved screen (spec 2 §2 "For novated loans: a consumer versus novated comparison table")', () => {
    expect(shownScreen('NOVATED_APPROVED')).toBe('APPROVED');
  });

  it('shows nothing for NONE: the display stays where it is', () => {
    expect(shownScreen('NONE')).toBeUndefined();
  });

  it('shows every other display value as itself', () => {
    for (const id of SCREEN_IDS.filter((s) => s !== 'NONE' && s !== 'NOVATED_APPROVED')) expect(shownScreen(id)).toBe(id);
  });
});
