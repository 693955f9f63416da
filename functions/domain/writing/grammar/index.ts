import type { Tag } from '@shared/api';
import { isEnglishWord } from '../dictionary';
import type { Finding, Rule } from './findings';
import { harperNotes, warmUpHarper } from './harper';
import { agreement } from './rules/agreement';
import { articles } from './rules/articles';
import { capitalisation } from './rules/capitalisation';
import { confusedWords } from './rules/confused-words';
import { determiners } from './rules/determiners';
import { prepositions } from './rules/prepositions';
import { punctuation } from './rules/punctuation';
import { sentenceBoundaries } from './rules/sentence-boundaries';
import { verbForms } from './rules/verb-forms';
import { wordForms } from './rules/word-forms';
import { tagSentences, type Sentence } from './tokens';

/** The rules over tagged sentences, which find what harper.js misses. */
const rules: readonly Rule[] = [agreement, determiners, articles, verbForms, wordForms, prepositions, confusedWords, capitalisation, punctuation, sentenceBoundaries];

const overlaps = (a: Tag, b: Tag) => a.startPos < b.endPos && b.startPos < a.endPos;

/** The last sentence of the text, when it is long enough to be a sentence and has no closing mark. */
function unfinishedEnd(sentences: readonly Sentence[]): Finding[] {
  const last = sentences.at(-1);
  if (!last) return [];
  const words = last.filter((token) => /[a-z]/i.test(token.text));
  const end = last.at(-1)!;
  if (words.length < 6 || /[.!?"')\u201d]$/.test(end.text)) return [];
  return [{ start: end.start, end: end.end, category: 'Punctuation', message: 'The last sentence needs a full stop.', suggestions: [`${end.text}.`] }];
}

/** Loads harper.js, the tagger and the dictionaries the rules read, and runs them over `text`, ahead of the first answer (worker start-up). */
export async function warmUpGrammar(text: string): Promise<void> {
  await warmUpHarper(text);
  tagSentences(text);
  isEnglishWord('warm');
}

/**
 * The grammar errors of a text, and harper's notes on style (report 'style', which count for
 * nothing), as Tags with positions in it. Errors come from our rules over wink-nlp's tagged
 * sentences and from harper.js; where two overlap, the first found is kept.
 */
export async function findGrammarProblems(text: string): Promise<Tag[]> {
  const sentences = tagSentences(text);
  const found: Finding[] = [...sentences.flatMap((sentence) => rules.flatMap((rule) => rule(sentence))), ...unfinishedEnd(sentences)];
  const tags: Tag[] = [];
  const add = (tag: Tag) => {
    if (tag.report === 'grammar' && tags.some((kept) => kept.report === 'grammar' && overlaps(kept, tag))) return;
    tags.push(tag);
  };
  for (const item of found) add({ report: 'grammar', startPos: item.start, endPos: item.end, hint: item.message, category: item.category, subcategory: item.category, suggestions: item.suggestions.slice(0, 3) });
  for (const note of await harperNotes(text)) {
    add({ report: note.kind === 'style' ? 'style' : 'grammar', startPos: note.start, endPos: note.end, hint: note.message, category: note.kind === 'style' ? 'Style' : note.kind, subcategory: note.label, suggestions: note.suggestions });
  }
  return tags.sort((a, b) => a.startPos - b.startPos);
}
