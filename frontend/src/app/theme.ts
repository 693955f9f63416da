import { defaultDarkModeOverride } from '@aws-amplify/ui-react';
import type { Theme } from '@aws-amplify/ui-react';
import { WIDE_SCREEN_MIN_WIDTH_PX } from '@frontend/components/layout';

// Each step of a brand palette points at a step of Amplify's base palette, so
// defaultDarkModeOverride, which flips the base palettes, flips ours with them.
const paletteOf = (base: 'blue' | 'red') =>
  Object.fromEntries([10, 20, 40, 60, 80, 90, 100].map((step) => [step, { value: `{colors.${base}.${step}.value}` }]));

/** Spec §2 "Themes: light and dark; primary blue, secondary red". */
export const pteTheme: Theme = {
  name: 'pte-theme',
  tokens: {
    colors: {
      primary: paletteOf('blue'),
      secondary: paletteOf('red'),
    },
    radii: {
      small: { value: '0.375rem' },
      medium: { value: '0.625rem' },
      large: { value: '1rem' },
    },
  },
  // Amplify's "large" becomes the spec's wide-screen breakpoint, so responsive
  // props written { base, large } switch where the shell does.
  breakpoints: {
    values: { base: 0, small: 480, medium: 768, large: WIDE_SCREEN_MIN_WIDTH_PX, xl: 1280, xxl: 1536 },
    defaultBreakpoint: 'base',
  },
  // colorMode on the provider does nothing without defaultDarkModeOverride.
  // The second override restores a visible text hierarchy in dark mode, where
  // Amplify's default makes secondary text as bright as primary text.
  overrides: [
    defaultDarkModeOverride,
    {
      colorMode: 'dark',
      tokens: {
        colors: {
          font: {
            secondary: { value: '{colors.neutral.80.value}' },
            tertiary: { value: '{colors.neutral.60.value}' },
          },
        },
      },
    },
  ],
};
