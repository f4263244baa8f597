import type { PartnerConfig } from '@kerb/domain/partner/config';
import type { StartupParams } from '@kerb/domain/partner/startup-params';
import { ensureContrast, meetsAA, normaliseHex, readableTextOn } from '../lib/contrast';

// UI.md "Brand": the partner's four colours drive CSS custom properties; text on the primary colour is
// checked for WCAG AA and falls back to dark or light automatically. spec 1 §5: colour parameters in the
// address (hex without #) override the partner's.
export interface ThemeColours {
  primary: string;
  secondary: string;
  accent: string;
  surface: string;
}

export const DEFAULT_THEME: ThemeColours = {
  primary: '#0b3d91',
  secondary: '#13233f',
  accent: '#00856f',
  surface: '#eef1f5',
};

type ColourSource = Partial<Pick<PartnerConfig, 'primaryColor' | 'secondaryColor' | 'accentColor' | 'surfaceColor'>>;

const pick = (...candidates: (string | undefined)[]) => {
  for (const c of candidates) {
    const hex = c ? normaliseHex(c) : null;
    if (hex) return hex;
  }
  return undefined;
};

export function themeColours(partner: ColourSource | null, params?: Partial<StartupParams> | null): ThemeColours {
  return {
    primary: pick(params?.primaryColor, partner?.primaryColor) ?? DEFAULT_THEME.primary,
    secondary: pick(params?.secondaryColor, partner?.secondaryColor) ?? DEFAULT_THEME.secondary,
    accent: pick(params?.accentColor, partner?.accentColor) ?? DEFAULT_THEME.accent,
    surface: pick(params?.surfaceColor, partner?.surfaceColor) ?? DEFAULT_THEME.surface,
  };
}

const WHITE = '#ffffff';
/** The light grey panels (--kerb-bg-subtle in styles.css): links sit on them too, and they are darker than white. */
const SUBTLE = '#f5f7fa';

/** The custom properties for a set of brand colours, with contrast-safe companions. */
export function themeVariables(colours: ThemeColours): Record<string, string> {
  const onPrimary = readableTextOn(colours.primary);
  // A mid-tone brand colour may reach AA with neither text colour: deepen it just enough for the buttons.
  const primary = meetsAA(onPrimary, colours.primary) ? colours.primary : ensureContrast(colours.primary, onPrimary);
  return {
    '--kerb-primary': primary,
    '--kerb-on-primary': onPrimary,
    // Links, focus rings and the current step on white cards and on the light grey panels (the approved
    // screen's "What does indicative approval mean?"): a bright orange passes on white but not on grey.
    '--kerb-primary-ink': ensureContrast(colours.primary, SUBTLE),
    '--kerb-secondary': colours.secondary,
    '--kerb-on-secondary': readableTextOn(colours.secondary),
    '--kerb-accent': colours.accent,
    '--kerb-accent-ink': ensureContrast(colours.accent, WHITE),
    '--kerb-surface': colours.surface,
  };
}

export function applyTheme(variables: Record<string, string>, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
  const meta = document.querySelector('meta[name="theme-color"]');
  if (meta && variables['--kerb-primary']) meta.setAttribute('content', variables['--kerb-primary']);
}
