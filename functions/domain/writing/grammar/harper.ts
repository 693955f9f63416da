import { Dialect, LocalLinter, SuggestionKind, type Lint } from 'harper.js';
import { binary } from 'harper.js/binary';
import type { Tag } from '@shared/api';

let linter: Promise<LocalLinter> | undefined;

/** harper.js, loaded once per process (about a second; its wasm is 16 MB). */
function getLinter(): Promise<LocalLinter> {
  linter ??= (async () => {
    // Both British and American spellings are correct in the exam; spelling is nspell's job here.
    const instance = new LocalLinter({ binary, dialect: Dialect.British });
    await instance.setup();
    return instance;
  })();
  return linter;
}

/** Loads the linter ahead of the first answer (worker start-up). */
export async function warmUpGrammar(): Promise<void> {
  await (await getLinter()).lint('Warm up.', { language: 'plaintext' });
}

function suggestionText(lint: Lint): string[] {
  return lint.suggestions().map((suggestion) => {
    const text = suggestion.get_replacement_text();
    if (suggestion.kind() === SuggestionKind.Remove) return `remove "${lint.get_problem_text()}"`;
    if (suggestion.kind() === SuggestionKind.InsertAfter) return `add "${text}"`;
    return text;
  });
}

/**
 * Grammar, agreement, word-choice and punctuation problems of a text, as Tags with positions in it.
 * harper's own spelling lints are left to the spelling check, which knows both dialects.
 */
export async function findGrammarProblems(text: string): Promise<Tag[]> {
  const lints = await (await getLinter()).lint(text, { language: 'plaintext' });
  return lints
    .filter((lint) => lint.lint_kind() !== 'Spelling')
    .map((lint) => ({
      report: 'grammar' as const,
      startPos: lint.span().start,
      endPos: lint.span().end,
      hint: lint.message().replaceAll('`', '"'),
      category: lint.lint_kind(),
      subcategory: lint.lint_kind_pretty(),
      suggestions: [...new Set(suggestionText(lint))].slice(0, 3),
    }));
}
