import { finding, likeCase, type Finding, type Rule } from '../findings';
import { countableNouns, properNames } from '../lexicon';
import type { Sentence, Token } from '../tokens';

/** Nouns of which there is one, which take "the": "the sun", "the internet". */
const uniqueNouns = new Set(['sun', 'moon', 'internet', 'earth', 'world', 'environment', 'government', 'economy', 'sky', 'sea', 'ocean', 'past', 'future', 'police', 'media', 'public', 'army', 'atmosphere', 'climate']);
/** General ideas and materials that take no "the" when meant in general: "Society needs", "Education is". */
const generalNouns = new Set(['society', 'education', 'honesty', 'water', 'nature', 'happiness', 'love', 'money', 'poverty', 'unemployment', 'crime', 'life', 'health', 'knowledge', 'technology', 'music', 'art', 'history', 'science', 'pollution', 'exercise', 'sleep', 'food', 'fast', 'tourism', 'research', 'language', 'friendship', 'success', 'time', 'freedom', 'justice', 'democracy', 'globalisation', 'globalization', 'obesity', 'smoking', 'mathematics', 'literature', 'violence']);
/** Prepositions before which a bare noun is idiomatic ("by car", "at school", "in hospital"). */
const bareAfter = new Set(['by', 'at', 'on', 'to', 'from', 'in', 'for', 'into', 'per', 'of', 'without', 'via']);
/** The last noun of a compound starting at `index`: "study spaces". */
const headOf = (tokens: Sentence, index: number): Token | undefined => {
  let at = index;
  while (tokens[at + 1]?.pos === 'NOUN') at += 1;
  return tokens[at]?.pos === 'NOUN' ? tokens[at] : undefined;
};
const isPluralNoun = (noun: Token) => noun.lower !== noun.lemma && /s$/.test(noun.lower) && !/(ss|us|is|ics|news|series|species|means)$/.test(noun.lower);
const prepositions = new Set(['in', 'on', 'at', 'for', 'with', 'from', 'by', 'about', 'into', 'of', 'to', 'under', 'over', 'through', 'without', 'near', 'behind', 'beside', 'inside', 'outside', 'towards', 'toward', 'across', 'along', 'around', 'between', 'among', 'onto', 'within']);
const silentH = /^(hour|honour|honor|honest|heir|herb)/;
const superlative = (token: Token | undefined) => token !== undefined && token.pos === 'ADJ' && (/est$/.test(token.lower) && !['honest', 'modest', 'interest'].includes(token.lower) || ['best', 'worst', 'most', 'least'].includes(token.lower));
const determinerLike = (token: Token | undefined) => token !== undefined && (['DET', 'PRON', 'NUM'].includes(token.pos) || ["'s", "'"].includes(token.text) || ['a', 'an', 'the', 'this', 'that', 'every', 'each', 'any', 'no', 'some', 'one', 'another', 'such'].includes(token.lower));

/** The adjectives and noun after `index`, and the noun's place. */
function phraseAfter(tokens: Sentence, index: number): number {
  let next = index + 1;
  while (tokens[next]?.pos === 'ADJ' || (tokens[next]?.pos === 'ADV' && tokens[next + 1]?.pos === 'ADJ')) next += 1;
  return next;
}

/**
 * Articles: a missing "a" before a singular thing that is counted ("owns car", "build new
 * hospital", "has been farmer"), "the" missing before a superlative ("one of biggest", "is
 * longest") or a unique thing ("Sun provides"), "the" before a general idea ("The society
 * needs") or a name ("the Paris"), "a" before a plural, a superlative or a silent h ("a robots",
 * "a largest", "a honour"), "the most of", and "a" or "an" before what cannot be counted ("a
 * useful information"); "an recorded" is harper's.
 */
export const articles: Rule = (tokens) => {
  const findings: Finding[] = [];
  const add = (from: Token, to: Token, message: string, suggestion: string) => findings.push(finding('Articles', from, to, message, [suggestion]));
  const text = (from: number, to: number) => tokens.slice(from, to + 1).map((word) => word.text).join(' ');
  tokens.forEach((token, index) => {
    const next = tokens[index + 1];
    const previous = tokens[index - 1];
    const lower = token.lower;
    if (lower === 'a' || lower === 'an') {
      const nounAt = phraseAfter(tokens, index);
      const noun = tokens[nounAt];
      const head = headOf(tokens, nounAt);
      const plural = head && isPluralNoun(head) ? head : undefined;
      if (next && superlative(next)) add(token, next, `A superlative takes "the": "the ${next.text}".`, likeCase(token.text, 'the'));
      else if (lower === 'a' && next && silentH.test(next.lower)) add(token, next, `"${next.text}" begins with a vowel sound: "an ${next.text}".`, likeCase(token.text, 'an'));
      else if (plural && !tokens.slice(index + 1, tokens.indexOf(plural)).some((word) => ['few', 'great', 'good', 'hundred', 'thousand', 'million', 'billion', 'dozen', 'couple', 'number', 'lot', 'total', 'further', 'additional', 'mere', 'whole'].includes(word.lower))) add(token, plural, `"${plural.text}" is plural, so it takes no "${lower}".`, text(index + 1, tokens.indexOf(plural)));
      else if (noun?.pos === 'NOUN' && ['information', 'advice', 'equipment', 'furniture', 'knowledge', 'research', 'evidence', 'homework', 'feedback', 'luggage', 'news', 'traffic', 'pollution', 'progress', 'money', 'vocabulary', 'accommodation', 'scenery', 'wildlife', 'machinery', 'software', 'weather', 'luck', 'permission', 'concentration'].includes(noun.lower) && tokens[nounAt + 1]?.pos !== 'NOUN') {
        add(token, noun, `"${noun.text}" cannot be counted, so it takes no "${lower}".`, text(index + 1, nounAt));
      }
      return;
    }
    if (lower === 'the') {
      if (next?.lower === 'most' && tokens[index + 2]?.lower === 'of') return add(token, next, 'Write "most of", without "the".', likeCase(token.text, 'most'));
      // "the Paris", "the Mount Everest".
      if (next && tokens[index + 2]?.pos !== 'NOUN' && tokens[index + 2]?.pos !== 'PROPN' && (properNames.has(next.lower) && /^[A-Z]/.test(next.text) && !['english', 'french', 'chinese', 'japanese', 'british', 'dutch', 'spanish', 'german', 'italian', 'russian', 'indian', 'american', 'australian', 'european', 'asian', 'african', 'philippines', 'netherlands'].includes(next.lower) || next.text === 'Mount')) {
        return add(token, next, `A name like "${next.text}" takes no "the".`, next.text);
      }
      // "The society needs": a general idea as the subject of a sentence.
      const nounAt = phraseAfter(tokens, index);
      const noun = tokens[nounAt];
      const after = tokens[nounAt + 1];
      if (index === 0 && noun && generalNouns.has(noun.lower) && after && ['VERB', 'AUX'].includes(after.pos) && (nounAt === index + 1 || noun.lower === 'food')) {
        return add(token, noun, `"${noun.text}" in general takes no "the": "${likeCase('X', text(index + 1, nounAt))}".`, likeCase('X', text(index + 1, nounAt)));
      }
      return;
    }
    // "one of biggest threats", "is longest river", "in right direction".
    if (superlative(token) && !determinerLike(previous) && previous && (['of', 'is', 'was', 'are', 'were', 'be'].includes(previous.lower)) && ['NOUN', 'ADJ'].includes(next?.pos ?? '') && (token.lower !== 'most' || next?.pos === 'ADJ')) {
      return add(token, token, `A superlative takes "the": "the ${token.text}".`, `the ${token.text}`);
    }
    if (lower === 'right' && previous?.lower === 'in' && next?.lower === 'direction') return add(token, next, 'The phrase is "in the right direction".', 'the right direction');
    if (!(token.pos === 'NOUN' || (token.pos === 'PROPN' && token.initial)) || determinerLike(previous)) return;
    // "Sun provides": a unique thing opening a sentence without "the".
    if (token.initial && uniqueNouns.has(lower) && next && ['VERB', 'AUX'].includes(next.pos)) return add(token, token, `Write "the ${lower}": there is only one.`, `The ${lower}`);
    // "owns car", "build new hospital", "has been farmer", "in small village".
    if (!countableNouns.has(lower) || next?.text === '-' || tokens[index - 1]?.text === '-') return;
    let start = index;
    while (tokens[start - 1]?.pos === 'ADJ') start -= 1;
    const before = tokens[start - 1];
    const after = next;
    if (!before || determinerLike(before) || (after && ['NOUN', 'PROPN'].includes(after.pos)) || (after && after.lower === "'s")) return;
    // "an afford apartment": a verb used as an adjective, which the word-forms rule reports.
    if (['VERB', 'AUX'].includes(before.pos) && determinerLike(tokens[start - 2])) return;
    if (tokens[start - 2]?.text === '-') return;
    const afterVerb = ['VERB', 'AUX'].includes(before.pos) && !['to'].includes(before.lower);
    const afterPreposition = before.pos === 'ADP' && prepositions.has(before.lower) && (start < index || !bareAfter.has(before.lower) || (before.lower === 'to' && tokens[start - 2]?.lower === 'according'));
    if (token.initial && start === index && next && ['VERB', 'AUX'].includes(next.pos)) return add(token, token, `A singular "${lower}" needs an article: "A ${lower}" or "The ${lower}".`, `The ${lower}`);
    if (afterVerb || afterPreposition) {
      const phrase = text(start, index);
      const article = /^[aeiou]/i.test(phrase) ? 'an' : 'a';
      add(tokens[start]!, token, `A singular "${token.text}" needs an article: "${article} ${phrase}".`, `${article} ${phrase}`);
    }
  });
  return findings;
};
