import { useSyncExternalStore } from 'react';

/** Series colours that keep a contrast of at least 3:1 with the page in each mode (colour-blind-safe hues). */
const palettes = {
  light: { series: ['#1d4ed8', '#c2410c', '#047857', '#7e22ce', '#be123c', '#0e7490', '#a16207'], text: '#374151', grid: '#d1d5db', surface: '#ffffff', border: '#9ca3af' },
  dark: { series: ['#60a5fa', '#fb923c', '#34d399', '#c084fc', '#fb7185', '#22d3ee', '#facc15'], text: '#e5e7eb', grid: '#4b5563', surface: '#1f2937', border: '#6b7280' },
} as const;

/** Dash patterns beside the colours, so that lines stay apart without colour too. */
export const seriesDashes = ['', '6 3', '2 3', '10 4 2 4', '4 4', '1 2', '8 2'] as const;

export type ChartColors = (typeof palettes)[keyof typeof palettes];

// The colour mode the app's provider writes on <html> (components/color-mode), followed as it changes.
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-color-mode'] });
  return () => observer.disconnect();
}

const currentMode = () => (document.documentElement.dataset.colorMode === 'dark' ? 'dark' : 'light');

/** The charts' colours for the colour mode shown now. */
export function useChartColors(): ChartColors {
  const mode = useSyncExternalStore(subscribe, currentMode, () => 'light' as const);
  return palettes[mode];
}
