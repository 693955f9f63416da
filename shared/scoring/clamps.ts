/** A value held inside [floor, ceiling], e.g. clamp(7, 0, 5) === 5. */
export function clamp(value: number, floor: number, ceiling: number): number {
  return Math.min(ceiling, Math.max(floor, value));
}

/** The spec's clamps and windows (practice.md §5; platform.md §9 "Scores are clamped to 0 to 90"). */
export const scoreRange = { floor: 0, ceiling: 90 } as const;
export const contentRange = { floor: 0, ceiling: 3 } as const;
export const pronunciationRange = { floor: 0.5, ceiling: 0.9 } as const;
/**
 * The window of a word's goodness of pronunciation (RecognisedWord.goodness): at -4 or above a
 * word is said as the dictionary says it (quality 1), at -16 or below it is not (0); linear
 * between. Measured on four flite voices: words read as written have a median of -1 (90 % above
 * -8), words read with two vowels changed a median of -13, so a reading as written has a mean
 * quality of about 0.93 (5 points) and the changed one about 0.45-0.6 (0-1 point).
 */
export const goodnessRange = { floor: -16, ceiling: -4 } as const;
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
 * A word's pronunciation quality 0-1: from its goodness of pronunciation where the recogniser
 * measured it (goodnessRange), else its recognition confidence (AWS Transcribe and the browser's
 * transcript give no alignment). Example: goodness -10 → 0.5; confidence 0.7 → 0.7.
 */
export function pronunciationQuality(word: { confidence: number; goodness?: number | undefined }): number {
  if (word.goodness === undefined) return clamp(word.confidence, 0, 1);
  return (clamp(word.goodness, goodnessRange.floor, goodnessRange.ceiling) - goodnessRange.floor) / (goodnessRange.ceiling - goodnessRange.floor);
}

/**
 * Pronunciation points 0-5 from the mean pronunciation quality (0-1) of the judged words: the
 * spec's 0.5-0.9 window, so 0.5 or less is 0 and 0.9 or more is 5, linear between.
 * Example: pronunciationPoints(0.7) === 3 (2.5 rounds up).
 */
export function pronunciationPoints(quality: number): number {
  return windowToPoints(quality, pronunciationRange.floor, pronunciationRange.ceiling);
}

/**
 * Oral fluency points 0-5 from the fluency measure on the spec's 0-2 scale
 * (fluent words per second of the speaking span, see fluencyMeasure), so 2 or
 * more (a natural pace) is 5 and silence is 0. Example: fluencyPoints(1.2) === 3.
 */
export function fluencyPoints(wordsPerSecond: number): number {
  return windowToPoints(wordsPerSecond, fluencyRange.floor, fluencyRange.ceiling);
}
