import { Dialect, LocalLinter, SuggestionKind, type Lint, type LintKind } from 'harper.js';
import { binary } from 'harper.js/binary';
import type { GrammarCategory } from './findings';

let linter: Promise<LocalLinter> | undefined;

/**
 * The harper rules we run. All 885 took 70-100 ms for each new 300-word essay; these take about
 * half, and the rest found no error on our grammar benchmarks that our own rules miss. First the
 * rules that did (measured with organizedLints on both benchmarks), then common learner errors,
 * then the style notes shown (not scored).
 */
const enabledRules = [
  'AnA', 'ItsPossessive', 'ItsContraction', 'NounVerbConfusion', 'InflectedVerbAfterTo', 'SinceDuration', 'LookForwardTo', 'RegularIrregulars',
  'TheirToTheyre', 'TheyreToTheir', 'TheirToThere', 'ThereToTheir', 'TheyreConfusions', 'TheWhetherWeather', 'ModalBeAdjective',
  'AdjectiveDoubleDegree', 'AccuseOf', 'Months', 'PrincipleToPrincipalRoleNoun',
  'RepeatedWords', 'ThenThan', 'ThatThan', 'PronounContraction', 'DoubleModal', 'ModalOf', 'DoubleNegative', 'MoreBetter', 'IsBeenAuxSequence',
  'SubjectPronoun', 'PronounVerbAgreement', 'PronounAre', 'ThereIsAgreement', 'IAmAgreement', 'DidPast', 'HavePassed',
  'SimplePastToPastParticiple', 'SingleBe', 'WantBe', 'AllowTo', 'GetUsedTo', 'UseToUsedTo', 'OneOfTheSingular',
  'QuantifierNumeralConflict', 'QuantifierNeedsOf', 'MassNouns', 'WorseOrWorst', 'LessWorse', 'EverEvery', 'ToLoseTooLoose', 'ToTooIdioms',
  'ToTwoToo', 'InterestedIn', 'Discuss', 'AwareOf', 'DespiteOf', 'ExceptOf', 'ComprisesOf', 'WereWhere', 'WaistWaste', 'SeamToSeem',
  'ThingThink', 'ThoughThought', 'FeelFell', 'PossessiveYour', 'ThereOwn', 'LetsConfusion', 'TheAnother', 'AnotherThings', 'MostNumber',
  'CapitalizePersonalPronouns', 'SentenceCapitalization',
  'LongSentences', 'OxfordComma', 'Spaces', 'Regionalisms',
];

/** harper.js, loaded once per process (about a second; its wasm is 16 MB). */
function getLinter(): Promise<LocalLinter> {
  linter ??= (async () => {
    // Both British and American spellings are correct in the exam; spelling is nspell's job here.
    const instance = new LocalLinter({ binary, dialect: Dialect.British });
    await instance.setup();
    // Spelling is left to nspell, which knows both dialects.
    const config = await instance.getLintConfig();
    await instance.setLintConfig(Object.fromEntries(Object.keys(config).map((rule) => [rule, enabledRules.includes(rule)])));
    return instance;
  })();
  return linter;
}

/**
 * Loads the linter and runs it over text it has not seen: harper's WebAssembly stays slow until
 * it has met the common words (the first two essays took 70-160 ms each, later ones about 30).
 */
export async function warmUpHarper(text: string): Promise<void> {
  await (await getLinter()).lint(text, { language: 'plaintext' });
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
