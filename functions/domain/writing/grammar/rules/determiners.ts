import { finding, likeCase, type Finding, type Rule } from '../findings';
import { countableNouns, pluralDeterminers, singularDeterminers, uncountableNouns, uncountablePlurals } from '../lexicon';
import type { Sentence, Token } from '../tokens';
import { numberOf } from '../words';

/** "X of the" that wants a plural noun: "one of the reasons", "some of the students". */
const ofThePlural = new Set(['one', 'many', 'both', 'each', 'several', 'few', 'either', 'neither']);
/** Quantities whose "of" wants a plural of what can be counted: "a lot of problems", "thousands of jobs". */
const quantityOf = new Set(['lot', 'lots', 'plenty', 'number', 'range', 'variety', 'couple', 'thousands', 'hundreds', 'millions', 'dozens', 'billions', 'majority', 'series']);
/** Endings of nouns that are mostly uncountable ideas: "a lot of attention", "plenty of happiness". */
const ideaEnding = /(tion|sion|ness|ity|ment|ance|ence|ism|ure|ing|th|ics|ship|dom|hood|age)$/;
const possessives = new Set(['the', 'my', 'his', 'her', 'our', 'their', 'its', 'these', 'those', 'your']);

/** The noun a determiner belongs to: the first noun after it, past adjectives, numbers and adverbs of degree. */
function nounAfter(tokens: Sentence, index: number): Token | undefined {
  let next = index + 1;
  while (tokens[next] && (['ADJ', 'NUM'].includes(tokens[next]!.pos) || ['very', 'more', 'most', 'less', 'highly', 'so'].includes(tokens[next]!.lower) || (tokens[next]!.pos === 'VERB' && /(ed|ing)$/.test(tokens[next]!.lower) && tokens[next + 1]?.pos === 'NOUN'))) next += 1;
  const noun = tokens[next];
  if (!noun || !['NOUN', 'PROPN'].includes(noun.pos) || (noun.pos === 'PROPN' && !noun.initial && /^[A-Z]/.test(noun.text))) return undefined;
  // A noun modifying the next one ("many student loans"), or coordinated ("both solar power and wind"), is left alone.
  // "many worker value the freedom": a "noun" followed by an object is the verb.
  const verbAfter = tokens[next + 1]?.pos === 'NOUN' && ['DET', 'PRON'].includes(tokens[next + 2]?.pos ?? '');
  if ((['NOUN', 'PROPN'].includes(tokens[next + 1]?.pos ?? '') && !verbAfter) || ['and', 'or', "'s", "'", '-'].includes(tokens[next + 1]?.lower ?? '')) return undefined;
  return noun;
}

const pluralOf = (noun: Token) => (/(s|sh|ch|x|z)$/.test(noun.lower) ? `${noun.text}es` : /[^aeiou]y$/.test(noun.lower) ? `${noun.text.slice(0, -1)}ies` : `${noun.text}s`);
const countable = (noun: Token) => !uncountableNouns.has(noun.lower) && !uncountableNouns.has(noun.lemma);
const phrase = (tokens: Sentence, from: Token, to: Token) => tokens.slice(tokens.indexOf(from), tokens.indexOf(to) + 1);
const withPlural = (tokens: Sentence, from: Token, noun: Token) => [...phrase(tokens, from, noun).slice(0, -1).map((word) => word.text), pluralOf(noun)].join(' ');

/**
 * Singular and plural after determiners and quantifiers: "many student", "every students",
 * "these method", "a few advantage", "one of the main reason", "a lot of problem", "much
 * people", "less jobs", "a large amount of vehicles"; and plurals that English does not make
 * ("informations", "advices").
 */
export const determiners: Rule = (tokens) => {
  const findings: Finding[] = [];
  const needPlural = (from: Token, noun: Token, why: string) => findings.push(finding('Determiners', from, noun, why, [withPlural(tokens, from, noun)]));
  tokens.forEach((token, index) => {
    const lower = token.lower;
    const next = tokens[index + 1];
    const plural = uncountablePlurals.get(lower);
    if (plural && token.pos === 'NOUN') findings.push(finding('Determiners', token, token, `"${plural}" has no plural in English.`, [likeCase(token.text, plural)]));

    // "one of the main reason", "some of the student".
    if (ofThePlural.has(lower) && next?.lower === 'of' && possessives.has(tokens[index + 2]?.lower ?? '')) {
      const noun = nounAfter(tokens, index + 2);
      if (noun && numberOf(noun) === 'singular' && countable(noun)) needPlural(noun, noun, `After "${token.text} of ${tokens[index + 2]!.text}", the noun is plural: "${pluralOf(noun)}".`);
      return;
    }
    // "a lot of problem", "thousands of job", "a range of incentive".
    if (quantityOf.has(lower) && next?.lower === 'of' && !(lower === 'number' && tokens[index - 1]?.lower === 'the')) {
      const noun = nounAfter(tokens, index + 1);
      // "a lot of" also takes what cannot be counted ("a lot of debt"): only nouns always counted are held to the plural there.
      const counted = ['lot', 'lots', 'plenty'].includes(lower) ? countableNouns.has(noun?.lower ?? '') : noun !== undefined && countable(noun) && !ideaEnding.test(noun.lower);
      if (noun && numberOf(noun) === 'singular' && counted) needPlural(noun, noun, `After "${token.text} of", a noun that can be counted is plural: "${pluralOf(noun)}".`);
      return;
    }
    // "a large amount of vehicles": amount is for what cannot be counted.
    if (lower === 'amount' && next?.lower === 'of') {
      const noun = nounAfter(tokens, index + 1);
      if (noun && numberOf(noun) === 'plural' && !uncountablePlurals.has(noun.lower)) findings.push(finding('Determiners', token, token, `"${noun.text}" can be counted: write "number of", not "amount of".`, [likeCase(token.text, 'number')]));
      return;
    }
    // "in recent year".
    if (lower === 'recent' && next?.lower === 'year' && tokens[index - 1]?.lower === 'in') {
      needPlural(next, next, 'The phrase is "in recent years".');
      return;
    }
    const noun = nounAfter(tokens, index);
    if (!noun) return;
    const number = numberOf(noun);
    const afterA = lower === 'few' && tokens[index - 1]?.lower === 'a';
    // "these damage": these and those want a plural whatever the noun.
    const demonstrative = ['these', 'those'].includes(lower) && !['people', 'police', 'staff', 'data', 'media', 'cattle', 'fish', 'sheep', 'deer'].includes(noun.lower);
    if ((pluralDeterminers.has(lower) || afterA || (/^\d+$/.test(lower) && lower !== '1')) && number === 'singular' && (countable(noun) || demonstrative) && !(lower === 'most' && (ideaEnding.test(noun.lower) || tokens[index - 1]?.lower === 'the'))) {
      if (['hundred', 'thousand'].includes(lower) && /^(per|a)$/.test(tokens[index - 1]?.lower ?? '')) return;
      needPlural(token, noun, `"${token.text}" goes with a plural noun: "${pluralOf(noun)}".`);
      return;
    }
    // "This cuts the cost", "This matters because": an -s word after "this" followed by an object or a clause is a verb.
    const afterNoun = tokens[tokens.indexOf(noun) + 1];
    const verbAfterThis = ['this', 'that'].includes(lower) && (!afterNoun || ['DET', 'PRON', 'ADV', 'SCONJ', 'ADJ', 'NUM'].includes(afterNoun.pos) || tokens[index - 1]?.pos === 'NOUN');
    // "a" and "an" are the articles rule's; "that" before a noun is too often a conjunction.
    if (singularDeterminers.has(lower) && !['a', 'an', 'that'].includes(lower) && number === 'plural' && !['people', 'police'].includes(noun.lower) && !verbAfterThis) {
      findings.push(finding('Determiners', token, noun, `"${token.text}" goes with a singular noun: "${noun.lemma}".`, [[...phrase(tokens, token, noun).slice(0, -1).map((word) => word.text), noun.lemma].join(' ')]));
      return;
    }
    // "more cyclist": a person counted takes the plural after "more".
    if (lower === 'more' && number === 'singular' && /(ist|ian|er|or)$/.test(noun.lower) && noun.lower.length > 5 && tokens[index + 1] === noun && (!tokens[index + 2] || ['PUNCT', 'ADP', 'CCONJ'].includes(tokens[index + 2]!.pos)) && !uncountableNouns.has(noun.lower)) {
      needPlural(token, noun, `"more" goes with a plural person: "more ${pluralOf(noun)}".`);
      return;
    }
    if (lower === 'much' && (number === 'plural' || noun.lower === 'people')) {
      findings.push(finding('Determiners', token, token, `"much" goes with what cannot be counted; "${noun.text}" can be counted, so write "many".`, [likeCase(token.text, 'many')]));
      return;
    }
    if ((lower === 'less' || lower === 'little') && number === 'plural' && !uncountablePlurals.has(noun.lower) && tokens[index - 1]?.lower !== 'a' && tokens[index + 1] === noun) {
      findings.push(finding('Determiners', token, token, `"${noun.text}" can be counted: write "${lower === 'less' ? 'fewer' : 'few'}".`, [likeCase(token.text, lower === 'less' ? 'fewer' : 'few')]));
    }
  });
  return findings;
};
