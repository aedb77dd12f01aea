import { type CSSVariablesResolver, createTheme } from '@mantine/core';

// Every colour below gives text at least WCAG AA's 4.5:1 against the surfaces it sits on, in
// both schemes (issue 19 §4; e2e/accessibility.spec.ts measures every screen with axe).
export const theme = createTheme({
  primaryColor: 'indigo',
  // Mantine's shade 6 gives white button labels 4.32:1; 7 gives 4.98:1 (and links on white
  // as much); the dark scheme's 8 gives 5.67:1.
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
});

/**
 * Mantine's dimmed text (gray 6 on white: 3.32:1; dark 2 on the dark body: 4.04:1), its
 * placeholders (2.07:1 and 2.83:1) and its error red (3.28:1 and 3.44:1) are too faint. These
 * keep them quieter than body text but readable: dimmed ≥ 4.6:1 on white, gray 0-1 and the
 * light indigo of a selected row; ≥ 5.5:1 on the dark body and the dark inputs and cards.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#666e77',
    '--mantine-color-placeholder': '#666e77',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {
    '--mantine-color-dimmed': '#a6a6a6',
    '--mantine-color-placeholder': '#9a9a9a',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});
