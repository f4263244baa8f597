import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../lib/contrast';
import { DEFAULT_THEME, themeColours, themeVariables } from './theme';

describe('theme', () => {
  // spec 1 §5: "Colour parameters are hex without the leading #" and override the partner's colours.
  it('lets colour parameters override the partner colours', () => {
    const colours = themeColours({ primaryColor: 'e30613', accentColor: '#00a19a' }, { primaryColor: '#112233' });
    expect(colours.primary).toBe('#112233');
    expect(colours.accent).toBe('#00a19a');
    expect(colours.secondary).toBe(DEFAULT_THEME.secondary);
  });

  it('falls back to Kerb colours without a partner, and ignores malformed colours', () => {
    expect(themeColours(null)).toEqual(DEFAULT_THEME);
    expect(themeColours({ primaryColor: 'not-a-colour' }).primary).toBe(DEFAULT_THEME.primary);
  });

  // UI.md "Brand": text on the primary colour reaches WCAG AA (4.5:1).
  it('picks a text colour on primary that reaches AA, deepening a mid-tone primary if needed', () => {
    for (const primary of ['#ffd400', '#0b3d91', '#777777', '#00a19a', '#ff6600', '#f57c00']) {
      const vars = themeVariables({ ...DEFAULT_THEME, primary });
      expect(contrastRatio(vars['--kerb-on-primary']!, vars['--kerb-primary']!)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(vars['--kerb-primary-ink']!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      // Links also sit on the light grey panels (--kerb-bg-subtle), e.g. the truck stop partner's orange.
      expect(contrastRatio(vars['--kerb-primary-ink']!, '#f5f7fa')).toBeGreaterThanOrEqual(4.5);
    }
  });
});
