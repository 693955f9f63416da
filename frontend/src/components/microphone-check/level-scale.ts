/** The quietest level the meter shows above empty: -60 dBFS, below any voice and most rooms. */
export const METER_FLOOR_DB = -60;

/**
 * Where an RMS level (0-1) sits on the meter, 0-100, on a decibel scale: speech (RMS about
 * 0.02-0.2) fills roughly the upper two thirds, where a linear bar would barely move.
 * Example: meterPercent(0.1) === 67, meterPercent(0.001) === 0.
 */
export function meterPercent(level: number): number {
  if (!(level > 0)) return 0;
  const db = 20 * Math.log10(Math.min(level, 1));
  return Math.round(Math.max(0, Math.min(100, ((db - METER_FLOOR_DB) / -METER_FLOOR_DB) * 100)));
}
