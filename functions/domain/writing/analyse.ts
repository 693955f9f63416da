import type { Tag, WritingAnalysis } from '@shared/api';
import type { Question } from '@shared/exam';
import { describeTrait, scoreWriting, type WritingTypeCode } from '@shared/scoring';
import { findGrammarProblems, warmUpGrammar } from './grammar';
import { meaningMatcher, sourceShare } from './meaning';
import { findSpellingMistakes } from './spelling';
import { detectTemplates, filledTemplates } from './templates';

export const writingTypes: readonly WritingTypeCode[] = ['WWE', 'WWM', 'WWS', 'WSC', 'LST', 'LCT'];

export function isWritingType(type: string): type is WritingTypeCode {
  return (writingTypes as readonly string[]).includes(type);
}

/** Loads the analysers and runs them over the templates' text, so that the first answer is as quick as the rest (worker start-up). */
export async function warmUpWriting(): Promise<void> {
  await warmUpGrammar(filledTemplates);
  findSpellingMistakes(filledTemplates, new Set());
  meaningMatcher(filledTemplates)('education');
}

/** Examples from the answer itself, for a trait's comment: " For example: 'students who has' → 'have'; 'enviroment' → 'environment'." */
function examplesFrom(text: string, tags: readonly Tag[]): string {
  const shown = tags.slice(0, 2).map((tag) => `'${text.slice(tag.startPos, tag.endPos)}'${tag.suggestions[0] ? ` → '${tag.suggestions[0]}'` : ''}`);
  return shown.length === 0 ? '' : ` For example: ${shown.join('; ')}.`;
}

/** The spec's field names of the writing score analysis (practice §3) where they differ from the trait names. */
const fieldNames: Record<string, string> = { 'Development structure and coherence': 'Development, structure and coherence' };

/**
 * The AI analysis of a writing answer: grammar (our rules and harper.js, with harper's style
 * notes shown but not counted) and spelling (nspell) as Tags with positions, every trait of the
 * type scored by shared/scoring with its measure and a comment saying why (content by meaning,
 * template text left out of content and range), the spec's score-analysis fields, and a warning
 * when the answer leans on memorised templates.
 */
export async function analyseWriting(question: Question, text: string): Promise<WritingAnalysis> {
  const type = question.type;
  if (!isWritingType(type)) throw new Error(`${question.uid} is not a writing item`);
  // Spoken summaries answer the lecture, written ones the prompt or passage.
  const topic = (type === 'LST' || type === 'LCT' ? question.transcript : question.topic) ?? '';
  const notes = await findGrammarProblems(text);
  const templates = detectTemplates(text);
  const grammar = notes.filter((tag) => tag.report === 'grammar');
  const itemText = [question.title, question.topic, question.transcript].join(' ');
  // A word of the item itself ("acidification" in a lecture on it) is never a spelling mistake.
  const ownWords = new Set(itemText.toLowerCase().match(/[a-z]+(?:'[a-z]+)*/g) ?? []);
  const spelling = findSpellingMistakes(text, ownWords);
  const score = scoreWriting(type, { topic, keywords: question.taskKeywords ?? question.keywords ?? [] }, {
    text,
    grammarErrors: grammar.length,
    spellingErrors: spelling.length,
    byMeaning: meaningMatcher(text),
    sourceShare: sourceShare(text, itemText),
    ownText: templates.ownText,
  });

  const scoreAnalysis: Record<string, number> = { Final: score.score };
  for (const trait of score.traits) scoreAnalysis[fieldNames[trait.name] ?? trait.name] = trait.score;
  scoreAnalysis.num_spell_mistake = spelling.length;
  scoreAnalysis.num_grammar_mistake = grammar.length;

  const tags: Tag[] = [...notes, ...spelling].sort((a, b) => a.startPos - b.startPos);
  return {
    score: score.score,
    max: score.max,
    successful: score.successful,
    scoreAnalysis,
    traits: score.traits.map((trait) => ({
      name: fieldNames[trait.name] ?? trait.name,
      score: trait.score,
      max: trait.max,
      ...(trait.measure === undefined ? {} : { measure: trait.measure }),
      comment: `${describeTrait(trait)}${examplesFrom(text, trait.name === 'Grammar' ? grammar : trait.name === 'Spelling' ? spelling : [])}`,
    })),
    tags,
    ...(templates.warning ? { templateWarning: templates.warning } : {}),
  };
}
