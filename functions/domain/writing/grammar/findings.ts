import type { Sentence, Token } from './tokens';

/** The kinds of grammar error the checker finds, named as a teacher would. */
export type GrammarCategory = 'Agreement' | 'Determiners' | 'Articles' | 'Verb forms' | 'Word forms' | 'Prepositions' | 'Sentence boundaries' | 'Capitalisation' | 'Punctuation' | 'Confused words';

/** One error: where it is in the text, what kind, what is wrong and what would be right. */
export interface Finding {
  start: number;
  end: number;
  category: GrammarCategory;
  message: string;
  suggestions: string[];
}

/** A rule reads one sentence (its tokens placed in the whole text) and returns the errors it sees. */
export type Rule = (sentence: Sentence) => Finding[];

/** A finding spanning tokens `from` to `to`. */
export function finding(category: GrammarCategory, from: Token, to: Token, message: string, suggestions: string[] = []): Finding {
  return { start: from.start, end: to.end, category, message, suggestions: suggestions.filter((suggestion) => suggestion !== '') };
}

/** A replacement keeping the capital of the word it replaces. */
export function likeCase(original: string, replacement: string): string {
  return /^[A-Z]/.test(original) ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
}
