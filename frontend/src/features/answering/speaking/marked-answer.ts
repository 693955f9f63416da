import type { SpeechAnalysis } from '@shared/api';
import { unclearSpeech, type Evidence } from '@shared/scoring';
import { normaliseSpeech } from '@shared/text';

/**
 * How a piece of the answer is marked: a word that counts (a reference word or keyword said),
 * a reference word not said, a word said instead of a reference word, a word not in the
 * reference, speech the recogniser could not make out (unclearSpeech), or a word the content
 * score does not judge.
 */
export type AnswerMark = 'matched' | 'missed' | 'replaced' | 'extra' | 'unclear' | 'plain';

export interface AnswerPiece {
  text: string;
  mark: AnswerMark;
  /** A replaced word: the reference word that was expected there. */
  expected?: string;
}

/** The answer as marked pieces in spoken order, and the reference words or keywords it missed. */
export interface MarkedAnswer {
  pieces: AnswerPiece[];
  missed: string[];
}

type ContentEvidence = Extract<Evidence, { kind: 'alignment' | 'words' | 'talk' | 'answer' }>;

/** The evidence of the content trait (Content, Appropriacy or Vocabulary), if the analysis has one. */
export function contentEvidence(analysis: Pick<SpeechAnalysis, 'traits'>): ContentEvidence | undefined {
  for (const { evidence } of analysis.traits) {
    if (evidence.kind === 'alignment' || evidence.kind === 'words' || evidence.kind === 'talk' || evidence.kind === 'answer') return evidence;
  }
  return undefined;
}

interface Token {
  text: string;
  words: string[];
}

const tokensOf = (transcript: string): Token[] =>
  transcript
    .split(/\s+/)
    .filter((text) => text !== '')
    .map((text) => ({ text, words: normaliseSpeech(text) }));

/** The tokens covered by any occurrence of the phrases (normalised words), as token indexes. */
function coveredByPhrases(tokens: readonly Token[], phrases: readonly string[][]): Set<number> {
  const flat = tokens.flatMap((token, index) => token.words.map((word) => ({ word, index })));
  const covered = new Set<number>();
  for (const phrase of phrases) {
    if (phrase.length === 0) continue;
    for (let start = 0; start + phrase.length <= flat.length; start += 1) {
      if (phrase.every((word, offset) => flat[start + offset]?.word === word)) {
        for (let offset = 0; offset < phrase.length; offset += 1) covered.add(flat[start + offset]!.index);
      }
    }
  }
  return covered;
}

/** Each token matched while its words can be taken from the reference words matched (each used once); the others are extra. */
function markAgainstWords(tokens: readonly Token[], matched: readonly string[]): AnswerPiece[] {
  const left = new Map<string, number>();
  for (const word of matched) left.set(word, (left.get(word) ?? 0) + 1);
  return tokens.map(({ text, words }) => {
    const available = words.length > 0 && words.every((word) => (left.get(word) ?? 0) > 0);
    if (!available) return { text, mark: 'extra' };
    for (const word of words) left.set(word, left.get(word)! - 1);
    return { text, mark: 'matched' };
  });
}

function markPhrases(tokens: readonly Token[], phrases: readonly string[]): AnswerPiece[] {
  const covered = coveredByPhrases(
    tokens,
    phrases.map((phrase) => normaliseSpeech(phrase)),
  );
  return tokens.map(({ text }, index) => ({ text, mark: covered.has(index) ? 'matched' : 'plain' }));
}

/**
 * The transcript with what the content score found marked (practice.md §2, 'Your answer:'):
 * Read Aloud from its alignment (omitted words in place), Repeat Sentence from the words matched,
 * talk types from the keywords said, Answer Short Question from the accepted answer heard.
 * Example: markAnswer('the cat sat', { kind: 'words', matched: ['the', 'cat'], missed: ['mat'], ... })
 * → pieces the·cat matched, sat extra; missed ['mat'].
 */
export function markAnswer(transcript: string, evidence: ContentEvidence | undefined): MarkedAnswer {
  const marked = markContent(transcript, evidence);
  return { ...marked, pieces: marked.pieces.map((piece) => (piece.text === unclearSpeech ? { text: piece.text, mark: 'unclear' } : piece)) };
}

function markContent(transcript: string, evidence: ContentEvidence | undefined): MarkedAnswer {
  const tokens = tokensOf(transcript);
  switch (evidence?.kind) {
    case 'alignment':
      return {
        pieces: evidence.steps.map((step): AnswerPiece => {
          switch (step.op) {
            case 'match':
              return { text: step.spoken, mark: 'matched' };
            case 'replace':
              return { text: step.spoken, mark: 'replaced', expected: step.reference };
            case 'omit':
              return { text: step.reference, mark: 'missed' };
            case 'insert':
              return { text: step.spoken, mark: 'extra' };
          }
        }),
        missed: [],
      };
    case 'words':
      return { pieces: markAgainstWords(tokens, evidence.matched), missed: evidence.missed };
    case 'talk':
      return { pieces: markPhrases(tokens, evidence.keywords.matched), missed: evidence.keywords.missed };
    case 'answer':
      return { pieces: markPhrases(tokens, evidence.matched === null ? [] : [evidence.matched]), missed: evidence.matched === null ? evidence.accepted : [] };
    default:
      return { pieces: tokens.map(({ text }) => ({ text, mark: 'plain' })), missed: [] };
  }
}
