import { Dialect, LocalLinter, SuggestionKind, type Lint, type LintKind } from 'harper.js';
import { binary } from 'harper.js/binary';
import type { GrammarCategory } from './findings';

let linter: Promise<LocalLinter> | undefined;

/** harper.js, loaded once per process (about a second; its wasm is 16 MB). */
function getLinter(): Promise<LocalLinter> {
  linter ??= (async () => {
    // Both British and American spellings are correct in the exam; spelling is nspell's job here.
    const instance = new LocalLinter({ binary, dialect: Dialect.British });
    await instance.setup();
    // Its spelling lints are dropped (nspell knows both dialects) and took a third of its time.
    await instance.setLintConfig({ ...(await instance.getLintConfig()), SpellCheck: false, Misspell: false });
    return instance;
  })();
  return linter;
}

/** Loads the linter ahead of the first answer (worker start-up). */
export async function warmUpHarper(): Promise<void> {
  await (await getLinter()).lint('Warm up.', { language: 'plaintext' });
}

/**
 * What harper's kinds of lint are to an examiner: grammar errors in one of our categories, or
 * notes on style that cost nothing (sentence length, the Oxford comma, spaces, regional words,
 * wordiness), since the exam accepts any consistent style and both spellings.
 */
const harperKinds: Record<Exclude<LintKind, 'Spelling'>, GrammarCategory | 'style'> = {
  Agreement: 'Agreement',
  BoundaryError: 'Sentence boundaries',
  Capitalization: 'Capitalisation',
  Eggcorn: 'Confused words',
  Malapropism: 'Confused words',
  WordChoice: 'Confused words',
  Typo: 'Confused words',
  Grammar: 'Verb forms',
  Usage: 'Verb forms',
  Nonstandard: 'Verb forms',
  WordOrder: 'Verb forms',
  Repetition: 'Verb forms',
  Miscellaneous: 'Articles',
  Punctuation: 'Punctuation',
  Style: 'style',
  Formatting: 'style',
  Readability: 'style',
  Redundancy: 'style',
  Regionalism: 'style',
  Enhancement: 'style',
};

export interface HarperNote {
  start: number;
  end: number;
  kind: GrammarCategory | 'style';
  label: string;
  message: string;
  suggestions: string[];
}

/** harper lints of a grammar kind that are matters of style or too often wrong to count: closed compounds ("birthrates"), dictionary spellings, guessed prepositions, commas after an opening word ("Therefore"). */
const styleMessages = /closed compound|canonical dictionary spelling|missing a preposition|spelled as a single word|is more common|consider using|hyphen|insert .to.|all-caps|should probably be written|hedging|missing space|comma/i;

function suggestionText(lint: Lint): string[] {
  return lint.suggestions().map((suggestion) => {
    const text = suggestion.get_replacement_text();
    if (suggestion.kind() === SuggestionKind.Remove) return `remove "${lint.get_problem_text()}"`;
    if (suggestion.kind() === SuggestionKind.InsertAfter) return `add "${text}"`;
    return text;
  });
}

/** harper's lints of a text but its spelling ones (the spelling check knows both dialects), each as grammar or style. */
export async function harperNotes(text: string): Promise<HarperNote[]> {
  const lints = await (await getLinter()).lint(text, { language: 'plaintext' });
  return lints
    .filter((lint) => lint.lint_kind() !== 'Spelling')
    .map((lint) => ({
      start: lint.span().start,
      end: lint.span().end,
      kind: styleMessages.test(lint.message()) ? 'style' : (harperKinds[lint.lint_kind() as Exclude<LintKind, 'Spelling'>] ?? 'style'),
      label: lint.lint_kind_pretty(),
      message: lint.message().replaceAll('`', '"'),
      suggestions: [...new Set(suggestionText(lint))].slice(0, 3),
    }));
}
