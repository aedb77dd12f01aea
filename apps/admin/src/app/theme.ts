import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  luminance,
  type MantineColorsTuple,
} from '@mantine/core';

// Every colour below gives text at least WCAG AA's 4.5:1 against the surfaces it sits on, in
// both schemes (issue 19 §4; e2e/accessibility.spec.ts measures every screen with axe).
export const theme = createTheme({
  primaryColor: 'indigo',
  // Mantine's shade 6 gives white button labels 4.32:1; 7 gives 4.98:1 (and links on white
  // as much). The dark scheme keeps 7 too, not Mantine's 8: the focus ring is drawn in it, and
  // 8 on the dark body is 2.74:1, under the 3:1 a focus indicator needs (7: 3.12:1).
  primaryShade: { light: 7, dark: 7 },
  // a filled button or badge of a light colour (red 7, teal, green, yellow) gets black text
  // where white would be under 4.5:1: at luminance 0.179 both give 4.58:1 (Mantine's 0.3
  // left white on red 7 at 3.84:1)
  autoContrast: true,
  luminanceThreshold: 0.179,
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  // Close and clear buttons show only an icon: a name for screen readers and speech input.
  // "Dismiss", not "Close": a dialog's own Close button (the import report's) keeps its name
  // to itself. Named as strings, not with Modal.extend(): importing the components here
  // would pull them (and @mantine/dates) into the first screen's download.
  components: {
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss the notification' } } },
    MonthPickerInput: { defaultProps: { clearButtonProps: { 'aria-label': 'Clear the month' } } },
    DatePickerInput: { defaultProps: { clearButtonProps: { 'aria-label': 'Clear the date' } } },
  },
});

/** AA for normal text, with a little room for rounding and antialiasing. */
const AA = 4.6;
const contrast = (a: string, b: string) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
};
/** The first of `candidates` (lightest to darkest, or the other way) readable on `background`. */
const readable = (candidates: string[], background: string) =>
  candidates.find((c) => contrast(c, background) >= AA) ?? (candidates.at(-1) as string);
const darker = (shade: string) => [0.1, 0.2, 0.3, 0.4].map((k) => darken(shade, k));

/**
 * Mantine's dimmed text (gray 6 on white: 3.32:1; dark 2 on the dark body: 4.04:1), its
 * placeholders (2.07:1 and 2.83:1) and its error red (3.28:1 and 3.44:1) are too faint. These
 * keep them quieter than body text but readable: dimmed ≥ 4.6:1 on white, gray 0-1 and the
 * light indigo of a selected row; ≥ 5.5:1 on the dark body and the dark inputs and cards.
 *
 * Per colour, the text of `c="green"`, outline buttons and light badges (green 9 on green 1:
 * 3.81:1, yellow 2.69:1) take the first shade that reads at AA on what they sit on.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': '#666e77',
    '--mantine-color-placeholder': '#666e77',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  };
  const dark: Record<string, string> = {
    '--mantine-color-dimmed': '#a6a6a6',
    '--mantine-color-placeholder': '#9a9a9a',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  };
  const darkSurface = t.colors.dark[6];
  for (const [name, c] of Object.entries(t.colors) as [string, MantineColorsTuple][]) {
    if (name === 'dark' || name === 'gray') continue;
    const onWhite = readable([c[7], c[8], c[9], ...darker(c[9])], t.white);
    light[`--mantine-color-${name}-text`] = onWhite;
    light[`--mantine-color-${name}-outline`] = onWhite;
    light[`--mantine-color-${name}-light-color`] = readable([c[9], ...darker(c[9])], c[1]);
    dark[`--mantine-color-${name}-text`] = readable([c[4], c[3], c[2], c[1], c[0]], darkSurface);
  }
  return { variables: {}, light, dark };
};
