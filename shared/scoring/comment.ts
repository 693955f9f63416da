import { fullAnswerShare, longPauseSeconds } from './speech-measures';
import { onTopicKeywords } from './talk-content';
import type { Trait } from './types';

const points = (trait: Trait) => `${trait.score} of ${trait.max} point${trait.max === 1 ? '' : 's'}`;
const list = (items: readonly string[], limit = 6) => (items.length > limit ? `${items.slice(0, limit).join(', ')} and ${items.length - limit} more` : items.join(', '));
const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
/** '2 hesitations (um, uh)': the count, then each distinct item once. */
const countedList = (items: readonly string[], noun: string) => `${counted(items.length, noun)}${items.length > 0 ? ` (${list([...new Set(items)])})` : ''}`;

/** What to work on next, from the evidence of a trait short of full points; '' at full points. */
function improvement(trait: Trait): string {
  if (trait.score >= trait.max) return '';
  const evidence = trait.evidence;
  switch (evidence.kind) {
    case 'alignment':
      return ' Read every word as written, without skipping, adding or changing any: the differences are marked in your answer.';
    case 'words':
      return ` Repeat the words in the order you hear them${evidence.missed.length > 0 ? `; not heard: ${list(evidence.missed)}` : ''}.`;
    case 'talk':
      if (!evidence.onTopic) return ` Talk about what the item shows: say at least ${onTopicKeywords(evidence.keywords.matched.length + evidence.keywords.missed.length)} of its main points, e.g. ${list(evidence.keywords.missed, 4)}.`;
      return evidence.keywords.missed.length > 0 ? ` Cover more of the main points, e.g. ${list(evidence.keywords.missed, 4)}.` : ' Say more about the main points.';
    case 'answer':
      return evidence.otherWords.length > 0 ? ' Give one answer, not a list of guesses.' : ' Give the answer in one word or a few words.';
    case 'fluency': {
      const unsaid =
        (evidence.unsaidWords ?? 0) > 0
          ? ' Say the whole text: the words left out count as silence.'
          : (evidence.wordsShort ?? 0) > 0
            ? ` Cover the whole item: an answer shorter than ${Math.round(fullAnswerShare * 100)}% of the model answer counts the words short as silence.`
            : '';
      const advice = [
        ...(evidence.pauses > 0 ? [`no pauses over ${longPauseSeconds} s`] : []),
        ...(evidence.hesitations.length > 0 ? ['no fillers such as um'] : []),
        ...(evidence.repetitions.length > 0 ? ['no words said twice'] : []),
      ];
      if (advice.length > 0) return ` Keep a steady pace with ${advice.join(', ')}.${unsaid}`;
      return unsaid || ' Speak at a steady, natural pace of about 2 words per second.';
    }
    case 'pronunciation': {
      const omitted =
        evidence.omittedWords > 0
          ? ` Say every word of the text: ${counted(evidence.omittedWords, 'word')} not said counted as 0.`
          : (evidence.omittedKeywords ?? 0) > 0
            ? ` Say every main point: ${counted(evidence.omittedKeywords ?? 0, 'keyword')} not said counted as 0.`
            : '';
      const unclear = evidence.unclearWords.length > 0 ? ` Say these more clearly: ${list(evidence.unclearWords)}.` : '';
      return omitted + unclear || ' Speak clearly, stressing each word as a native speaker would.';
    }
    default:
      return '';
  }
}

/**
 * Why a trait scored what it did, in one sentence a student can act on, from its evidence, and
 * what to work on when it is short of full points.
 * Example: { name: 'Grammar', score: 1, max: 2, evidence: { kind: 'count', label: 'grammar errors', count: 6 } }
 * → '6 grammar errors: 1 of 2 points.'
 */
/** A count's label for one: "grammar errors" → "grammar error", "unique words" → "unique word". */
const singularLabel = (label: string) => label.replace(/\b(errors|words|paragraphs|sentences|mistakes|problems)\b/, (plural) => plural.slice(0, -1));

/** The keywords found in other words, as evidence: "; in other words: universities as 'university'". */
const saidAs = (matchedAs: Record<string, string> | undefined) => (matchedAs ? `; in other words: ${Object.entries(matchedAs).map(([keyword, words]) => `${keyword} as '${words}'`).join(', ')}` : '');

export function describeTrait(trait: Trait): string {
  const evidence = trait.evidence;
  return evidence.kind === 'note' ? evidence.text : `${finding(trait)}${improvement(trait)}`;
}

/** What the evidence found, with the points it gave. */
function finding(trait: Trait): string {
  const evidence = trait.evidence;
  switch (evidence.kind) {
    case 'count':
      return `${evidence.count} ${evidence.count === 1 ? singularLabel(evidence.label) : evidence.label}: ${points(trait)}.`;
    case 'wordBand': {
      const [low, high] = evidence.range;
      const range = high === null ? `more than ${low - 1}` : `${low}-${high}`;
      // A broken rule gives no credit whatever the count: the band is not said to be full then.
      const band = evidence.failed.length > 0 ? 'no credit: a form rule is broken' : { full: 'full credit', partial: 'partial credit', zero: 'no credit' }[evidence.band];
      const failed = evidence.failed.length > 0 ? ` Not met: ${list(evidence.failed)}.` : '';
      return `${evidence.words} words, in the ${range} band (${band}): ${points(trait)}.${failed}`;
    }
    case 'keywords':
      if (evidence.sourceShare !== undefined && evidence.matched.length === 0) return `On topic (${Math.round(evidence.sourceShare * 100)}% of your words come from the task), but none of its key ideas is named: ${points(trait)}.`;
      return `Covered ${evidence.matched.length} of ${evidence.matched.length + evidence.missed.length} key ideas (${Math.round(evidence.percent)}%)${saidAs(evidence.matchedAs)}${evidence.missed.length > 0 ? `; not mentioned: ${list(evidence.missed)}` : ''}: ${points(trait)}.`;
    case 'checks':
      return `${evidence.checks.map((check) => `${check.label}: ${check.passed ? 'yes' : 'no'}`).join('; ')}: ${points(trait)}.`;
    case 'words':
      return `${evidence.matched.length} of ${evidence.matched.length + evidence.missed.length} words matched (${Math.round(evidence.percent)}%): ${points(trait)}.`;
    case 'alignment':
      return `${counted(evidence.errors, 'word')} differing from the text: ${points(trait)}.`;
    case 'talk':
      return `${evidence.keywords.matched.length} of ${evidence.keywords.matched.length + evidence.keywords.missed.length} keywords, ${evidence.words} words: ${points(trait)}.`;
    case 'answer':
      return `${evidence.matched === null ? 'No accepted answer given' : `Answered '${evidence.matched}'`}: ${points(trait)}.`;
    case 'fluency': {
      const repetitions = evidence.repetitions.length > 0 ? `, ${countedList(evidence.repetitions, 'repetition')}` : '';
      const unsaid =
        (evidence.unsaidWords ?? 0) > 0
          ? `, ${counted(evidence.unsaidWords ?? 0, 'word')} of the text not said`
          : (evidence.wordsShort ?? 0) > 0
            ? `, ${counted(evidence.wordsShort ?? 0, 'word')} short of a full answer`
            : '';
      return `${evidence.wordsPerMinute} words per minute, ${counted(evidence.pauses, 'pause')} over ${longPauseSeconds} s, ${countedList(evidence.hesitations, 'hesitation')}${repetitions}${unsaid}: ${points(trait)}.`;
    }
    case 'pronunciation': {
      const unclear = evidence.unclearWords.length > 0 ? `; unclear: ${list(evidence.unclearWords)}` : '';
      const basis = evidence.basis === 'alignment' ? 'Pronunciation quality' : 'Recognition confidence';
      return `${basis} ${evidence.quality} across ${counted(evidence.judgedWords, 'word')}${unclear}: ${points(trait)}.`;
    }
    default:
      return `${trait.name}: ${points(trait)}.`;
  }
}
