import { finding, likeCase, type Finding, type Rule } from '../findings';
import { eitherNumber, ofQuantities, pluralDeterminers, singularDeterminers, singularOfHeads, uncountableNouns } from '../lexicon';
import type { Sentence, Token } from '../tokens';
import { agreementFormOf, numberOf, thirdPersonOf, type GrammaticalNumber } from '../words';

/** Inside a noun phrase before its head: "the three most popular university" ... "courses". */
const insideNounPhrase = (token: Token) =>
  ['DET', 'ADJ', 'NUM', 'NOUN', 'PROPN'].includes(token.pos) || token.lower === "'s" || ['my', 'your', 'his', 'her', 'its', 'our', 'their'].includes(token.lower) || (token.pos === 'ADV' && ['very', 'most', 'more', 'less', 'least', 'highly', 'so'].includes(token.lower));

/** Verbs whose object may be a clause without "that": "I think the students are". */
const clauseVerbs = new Set(['think', 'believe', 'say', 'know', 'feel', 'suggest', 'show', 'mean', 'find', 'argue', 'claim', 'hope', 'realise', 'realize', 'agree', 'expect', 'fear', 'notice', 'predict', 'prove', 'reveal', 'report', 'assume', 'doubt', 'ensure', 'guess', 'imagine', 'indicate', 'insist', 'learn', 'mention', 'note', 'recognise', 'recognize', 'remember', 'suppose', 'understand', 'worry', 'wish', 'demonstrate', 'conclude', 'estimate', 'explain', 'admit', 'deny', 'discover', 'ask', 'wonder']);
const objectPronouns = new Set(['me', 'him', 'her', 'us', 'them']);
/** Nouns of time that stand as adverbs: "children today are". */
const timeAdverbs = new Set(['today', 'nowadays', 'tomorrow', 'yesterday', 'tonight', 'now', 'lately', 'recently']);

interface Subject {
  number: GrammaticalNumber | 'first' | undefined;
  head: Token;
}

/** The first index of the noun phrase that ends at `end`. */
function phraseStart(tokens: Sentence, end: number): number {
  let start = end;
  while (start > 0 && (insideNounPhrase(tokens[start - 1]!) || (tokens[start - 1]!.pos === 'VERB' && /(ed|ing)$/.test(tokens[start - 1]!.lower) && ['DET', 'ADJ'].includes(tokens[start - 2]?.pos ?? '')))) start -= 1;
  return start;
}

/** The number a determiner opening a phrase gives it ("many student" is plural, "another reasons" singular): the determiners rule reports the noun. */
function determinerNumber(tokens: Sentence, start: number, end: number): GrammaticalNumber | undefined {
  for (const [offset, token] of tokens.slice(start, end).entries()) {
    if (token.lower === 'a' && tokens[start + offset + 1]?.lower === 'few') return 'plural';
    if (pluralDeterminers.has(token.lower)) return 'plural';
    if (singularDeterminers.has(token.lower)) return 'singular';
  }
  return undefined;
}

/**
 * The subject of the verb at `verb` and its number, when the words before the verb make it
 * plain: a noun phrase right before it, followed back through "of" and other prepositions to the
 * phrase they belong to ("the quality of the schools is": quality), quantity words deciding by
 * their noun ("a lot of students are", "each of them has"), "and" joining two subjects, a
 * relative pronoun taking its antecedent ("students who have"), a gerund ("reading books is").
 * Undefined when unsure: the rule then says nothing.
 */
function subjectOf(tokens: Sentence, verb: number): Subject | undefined {
  let end = verb - 1;
  while (end >= 0 && ((tokens[end]!.pos === 'ADV' && tokens[end]!.lower !== 'there') || timeAdverbs.has(tokens[end]!.lower))) end -= 1;
  const last = tokens[end];
  if (!last) return undefined;
  if (['who', 'which', 'that'].includes(last.lower)) return antecedentOf(tokens, end);
  if (!['NOUN', 'PROPN', 'PRON', 'NUM'].includes(last.pos)) return undefined;
  if (objectPronouns.has(last.lower) || last.lower === 'there') return undefined;
  if (last.lower === 'i') return { number: 'first', head: last };

  // Follow prepositions and "and" back to the phrase the subject begins with; a pronoun is a phrase of its own.
  let start = last.pos === 'PRON' ? end : phraseStart(tokens, end);
  let head = last;
  let headStart = start;
  let ofNoun: Token | undefined;
  let joined = false;
  for (;;) {
    const before = tokens[start - 1];
    const previousEnd = start - 2;
    const previous = tokens[previousEnd];
    if (before?.lower === 'and' && previous && ['NOUN', 'PROPN'].includes(previous.pos) && !joined) {
      joined = true;
      start = phraseStart(tokens, previousEnd);
      head = previous;
      headStart = start;
      continue;
    }
    if (!before || before.pos !== 'ADP' || ['than', 'like', 'as'].includes(before.lower)) break;
    // "the evidence presented in both studies": a participle after its noun.
    if (previous?.pos === 'VERB' && /ed$/.test(previous.lower) && ['NOUN', 'PROPN'].includes(tokens[previousEnd - 1]?.pos ?? '')) {
      ofNoun = undefined;
      head = tokens[previousEnd - 1]!;
      start = phraseStart(tokens, previousEnd - 1);
      headStart = start;
      continue;
    }
    if (!previous || !['NOUN', 'PROPN', 'PRON', 'NUM', 'ADJ', 'DET'].includes(previous.pos)) return undefined;
    ofNoun = before.lower === 'of' ? head : undefined;
    joined = false;
    head = previous;
    start = phraseStart(tokens, previousEnd);
    headStart = start;
  }
  const opener = tokens[start - 1];
  // "Learning two languages at an early age help": a gerund phrase opening the sentence.
  if (opener && opener.pos === 'VERB' && opener.lower.endsWith('ing') && start - 1 === 0 && ['DET', 'NUM', 'PRON'].includes(tokens[start]!.pos)) return { number: 'singular', head: opener };
  if (opener && opener.pos === 'ADP') return undefined;
  // "found it easy": a pronoun after a verb is its object.
  if (last.pos === 'PRON' && opener && ['VERB', 'AUX'].includes(opener.pos)) return undefined;
  if (opener && (opener.pos === 'VERB' || opener.pos === 'AUX') && !clauseVerbs.has(opener.lemma)) return undefined;
  if (opener?.lower === 'and' && tokens[start - 2]?.lower !== ',') return undefined;
  if (tokens.slice(start, verb).some((token) => ['or', 'nor'].includes(token.lower))) return undefined;
  // "who volunteers regularly tends": after a relative pronoun, a bare -s word is its verb.
  if (opener && ['who', 'which', 'that'].includes(opener.lower) && opener.pos !== 'SCONJ') return undefined;
  // "What the city needs is ...": the subject is the whole clause.
  if (tokens.slice(0, start).some((token) => token.lower === 'what')) return undefined;

  // A gerund opening the clause: "Reading books is".
  const first = tokens[start]!;
  if (first.lower.endsWith('ing') && first.pos !== 'DET' && numberOf(first) !== 'plural' && first !== head) {
    // "Living costs are" is a noun phrase, "Playing video games is" a gerund: two words could be either.
    return tokens.indexOf(head) - start > 1 ? { number: 'singular', head: first } : undefined;
  }
  // Two gerunds ("walking and cycling") may take either number.
  if (joined && head.lower.endsWith('ing')) return undefined;
  if (joined) return tokens[start]?.lower === 'every' || tokens[start]?.lower === 'each' ? { number: 'singular', head } : { number: 'plural', head };

  const determiner = tokens[headStart];
  if ((determiner?.pos === 'NUM' || /^\d/.test(determiner?.text ?? '')) && determiner !== head) return undefined;
  if (ofNoun && singularOfHeads.has(head.lower)) return { number: 'singular', head };
  if (ofNoun && head.lower === 'number') return { number: determiner?.lower === 'the' ? 'singular' : 'plural', head };
  // "some of the student", "an amount of vehicles": the determiners rule reports the noun.
  if (ofNoun && (head.lower === 'amount' || (ofQuantities.has(head.lower) && numberOf(ofNoun) === 'singular' && !uncountableNouns.has(ofNoun.lower) && ['some', 'most', 'all', 'many', 'both', 'several', 'few', 'lot', 'lots', 'plenty', 'thousands', 'hundreds', 'millions'].includes(head.lower)))) return undefined;
  if (ofNoun && ofQuantities.has(head.lower)) return eitherNumber.has(ofNoun.lower) ? undefined : { number: numberOf(ofNoun), head: ofNoun };
  if (singularOfHeads.has(head.lower) && head.pos !== 'NOUN') return { number: 'singular', head };
  if (eitherNumber.has(head.lower)) return undefined;
  // A determiner that disagrees with its noun ("many student", "these method") is the determiners rule's to report.
  const byDeterminer = determinerNumber(tokens, headStart, tokens.indexOf(head));
  const byNoun = numberOf(head);
  if (byDeterminer && byNoun && byDeterminer !== byNoun) return undefined;
  return { number: byDeterminer ?? byNoun, head };
}

/** The antecedent of a relative pronoun at `index`; "which" after a comma may stand for the whole clause, which is singular. */
function antecedentOf(tokens: Sentence, index: number): Subject | undefined {
  const pronoun = tokens[index]!;
  let before = index - 1;
  const afterComma = tokens[before]?.lower === ',';
  if (afterComma) before -= 1;
  const antecedent = tokens[before];
  if (!antecedent) return undefined;
  if (pronoun.lower === 'that' && !['NOUN', 'PROPN', 'PRON'].includes(antecedent.pos)) return { number: 'singular', head: pronoun };
  if (!['NOUN', 'PROPN', 'PRON'].includes(antecedent.pos) || eitherNumber.has(antecedent.lower)) return undefined;
  // "forms of interaction that are": the antecedent may be the phrase before "of"; when the two differ in number, either may be meant.
  const ofAt = phraseStart(tokens, before) - 1;
  const outer = tokens[ofAt]?.lower === 'of' ? tokens[ofAt - 1] : undefined;
  if (outer && ['NOUN', 'PROPN'].includes(outer.pos) && numberOf(outer) !== numberOf(antecedent)) return undefined;
  const number = numberOf(antecedent);
  if (pronoun.lower === 'which' && afterComma && number === 'plural') return undefined;
  return number ? { number, head: antecedent } : undefined;
}

function agreementError(subject: Subject, verb: Token): string | undefined {
  const form = verb.pos === 'NOUN' ? '3sg' : agreementFormOf(verb);
  if (!form || subject.number === undefined) return undefined;
  if (subject.number === 'first') {
    if (form === '3sg' && verb.lower !== 'was') return verb.lemma === 'be' ? 'am' : verb.lemma;
    if (verb.lower === 'are') return 'am';
    return undefined;
  }
  if (subject.number === 'singular' && (form === 'plural' || form === 'base')) {
    if (['you'].includes(subject.head.lower)) return undefined;
    return verb.lower === 'were' ? 'was' : verb.lower === 'are' ? 'is' : thirdPersonOf(verb.lemma);
  }
  if (subject.number === 'plural' && form === '3sg') return verb.lower === 'was' ? 'were' : verb.lower === 'is' ? 'are' : verb.pos === 'NOUN' ? verb.lower.replace(/s$/, '') : verb.lemma;
  return undefined;
}

/** "There is many reasons": the noun after there + be decides its number. */
function thereBe(tokens: Sentence, index: number): Finding[] {
  const verb = tokens[index]!;
  if (tokens[index - 1]?.lower !== 'there' || !['is', 'are', 'was', 'were'].includes(verb.lower)) return [];
  let next = index + 1;
  const article = tokens[next];
  while (tokens[next] && ['DET', 'ADJ', 'NUM', 'ADV'].includes(tokens[next]!.pos) && !['a', 'an'].includes(tokens[next]!.lower)) next += 1;
  if (['is', 'was'].includes(verb.lower) && ['dozens', 'hundreds', 'thousands', 'millions', 'lots', 'many', 'several', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'plenty', 'numerous'].includes(tokens[index + 1]?.lower ?? '') && tokens[index + 2]?.lower !== 'of' || ['dozens', 'hundreds', 'thousands', 'millions', 'lots'].includes(tokens[index + 1]?.lower ?? '') && tokens[index - 1]?.lower === 'there' && ['is', 'was'].includes(verb.lower)) {
    return [finding('Agreement', verb, verb, `What follows "there ${verb.lower}" is plural, so it should be "there ${verb.lower === 'is' ? 'are' : 'were'}".`, [likeCase(verb.text, verb.lower === 'is' ? 'are' : 'were')])];
  }
  if (['a', 'an', 'one', 'another'].includes(tokens[next]?.lower ?? '') && ['are', 'were'].includes(verb.lower)) {
    const noun = tokens[next + 1];
    if (noun && !eitherNumber.has(noun.lower) && !['lot', 'number', 'few', 'couple', 'variety', 'range', 'series'].includes(noun.lower) && tokens[next + 2]?.lower !== 'and') {
      return [finding('Agreement', verb, verb, `"There ${verb.lower}" goes with a plural noun; "${noun.text}" is singular.`, [likeCase(verb.text, verb.lower === 'are' ? 'is' : 'was')])];
    }
    return [];
  }
  const noun = tokens[next];
  if (!noun || !['NOUN', 'PROPN'].includes(noun.pos) || eitherNumber.has(noun.lower) || tokens[next + 1]?.lower === 'of') return [];
  if (['is', 'was'].includes(verb.lower) && numberOf(noun) === 'plural' && article?.lower !== 'a') {
    return [finding('Agreement', verb, verb, `"${noun.text}" is plural, so "there ${verb.lower}" should be "there ${verb.lower === 'is' ? 'are' : 'were'}".`, [likeCase(verb.text, verb.lower === 'is' ? 'are' : 'were')])];
  }
  return [];
}

/**
 * Subject-verb agreement: every present-tense verb (and was/were) whose subject's number the
 * sentence makes plain, including after relative clauses ("students who has"), quantifiers
 * ("each of the students have") and long subjects ("the classroom provide").
 */
export const agreement: Rule = (tokens) => {
  if (tokens.at(-1)?.lower === '?') return [];
  const findings: Finding[] = [];
  tokens.forEach((verb, index) => {
    // The tagger reads "who lives" as a pronoun and a noun.
    const afterRelative = verb.pos === 'NOUN' && /s$/.test(verb.lower) && ['who', 'that'].includes(tokens[index - 1]?.lower ?? '') && !['VERB', 'AUX', 'NOUN'].includes(tokens[index + 1]?.pos ?? '');
    if ((verb.pos !== 'VERB' && verb.pos !== 'AUX' && !afterRelative) || verb.lower === 'people' || tokens[index + 1]?.text === '-' || tokens[index - 1]?.text === '-') return;
    findings.push(...thereBe(tokens, index));
    const subject = subjectOf(tokens, index);
    if (!subject) return;
    const correction = agreementError(subject, verb);
    if (correction === undefined) return;
    const number = subject.number === 'first' ? '"I"' : `"${subject.head.text}" is ${subject.number}`;
    findings.push(finding('Agreement', verb, verb, `The verb does not agree with its subject: ${number}, so "${verb.text}" should be "${correction}".`, [likeCase(verb.text, correction)]));
  });
  return findings;
};
