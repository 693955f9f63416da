/**
 * How memorised template text is found in a writing answer (functions/domain/writing/templates.ts
 * applies these to shared/scoring/templates.json), kept here so the pages that explain it to
 * students quote the same numbers the scorer uses.
 */
export const templateRules = {
  /** A sentence is template text when it holds at least this share of one listed template's fixed words, in order. */
  matchShare: 0.7,
  /** Templates with fewer fixed words than this are too short to tell from ordinary writing and are not matched. */
  minimumFixedWords: 5,
  /** Above this share of the answer's words being template text, the result shows a warning. */
  warningShare: 0.2,
  /** A sentence of at least genericSentenceWords words, this share of them stop words or words of the templates' register, says nothing about the topic. */
  genericShare: 0.85,
  genericSentenceWords: 8,
} as const;
