/** A value held inside [floor, ceiling], e.g. clamp(7, 0, 5) === 5. */
export function clamp(value: number, floor: number, ceiling: number): number {
  return Math.min(ceiling, Math.max(floor, value));
}

/** The spec's clamps and windows (practice.md §5; platform.md §9 "Scores are clamped to 0 to 90"). */
export const scoreRange = { floor: 0, ceiling: 90 } as const;
export const contentRange = { floor: 0, ceiling: 3 } as const;
export const pronunciationRange = { floor: 0.5, ceiling: 0.9 } as const;
export const fluencyRange = { floor: 0, ceiling: 2 } as const;

/** The maximum of a speaking enabling-skill trait (pte-format.md: pronunciation and oral fluency 0-5). */
export const speakingTraitMax = 5;

/** A converted score held to 0-90, e.g. clampScore(95) === 90. */
export function clampScore(score: number): number {
  return clamp(score, scoreRange.floor, scoreRange.ceiling);
}

/**
 * A content score mapped onto 0-3 (the content scale of Repeat Sentence and
 * the appropriacy scale of Respond to a Situation), rounded to whole points.
 * Example: mapContent(4, 5) === 2 (4 of 5 is 2.4 of 3).
 */
export function mapContent(points: number, max: number): number {
  return clamp(roundPoints((points / max) * contentRange.ceiling), contentRange.floor, contentRange.ceiling);
}

/** Rounds to whole points, half up, forgiving float noise such as 2.4999999999999996 for 2.5. */
export function roundPoints(value: number): number {
  return Math.round(value + 1e-9);
}

function windowToPoints(value: number, floor: number, ceiling: number): number {
  return roundPoints(((clamp(value, floor, ceiling) - floor) / (ceiling - floor)) * speakingTraitMax);
}

/**
 * Pronunciation points 0-5 from the mean recognition confidence (0-1) of the
 * spoken words: the spec's 0.5-0.9 window, so 0.5 or less is 0 and 0.9 or
 * more is 5, linear between. Example: pronunciationPoints(0.7) === 3 (2.5 rounds up).
 */
export function pronunciationPoints(confidence: number): number {
  return windowToPoints(confidence, pronunciationRange.floor, pronunciationRange.ceiling);
}

/**
 * Oral fluency points 0-5 from the fluency measure on the spec's 0-2 scale
 * (fluent words per second of the speaking span, see fluencyMeasure), so 2 or
 * more (a natural pace) is 5 and silence is 0. Example: fluencyPoints(1.2) === 3.
 */
export function fluencyPoints(wordsPerSecond: number): number {
  return windowToPoints(wordsPerSecond, fluencyRange.floor, fluencyRange.ceiling);
}
