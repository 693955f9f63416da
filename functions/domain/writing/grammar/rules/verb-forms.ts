import { finding, likeCase, type Finding, type Rule } from '../findings';
import { gerundVerbs, infinitiveVerbs, irregularVerbs, modals, sameFormVerbs, toPrepositionPhrases } from '../lexicon';
import type { Sentence, Token } from '../tokens';
import { ingFormOf, isBareVerb, isBaseForm, isIrregularPast, numberOf, pastParticipleOf, thirdPersonOf } from '../words';

/** The next token that is not an adverb or "not". */
function nextVerbIndex(tokens: Sentence, index: number): number {
  let next = index + 1;
  while (tokens[next] && (tokens[next]!.pos === 'ADV' || ['not', "n't"].includes(tokens[next]!.lower))) next += 1;
  return next;
}

const endsPhrase = (tokens: Sentence, index: number, phrase: readonly string[]) => phrase.every((word, offset) => tokens[index - phrase.length + 1 + offset]?.lower === word);
const isPastForm = (token: Token) => token.pos === 'VERB' && !isBaseForm(token) && (/ed$/.test(token.lower) || isIrregularPast(token) || irregularVerbs.get(token.lemma)?.[0] === token.lower);

/** Past time: a year before now, "ago", "last year", "yesterday". */
const pastMarker = (tokens: Sentence) =>
  tokens.some((token, index) => token.lower === 'ago' || token.lower === 'yesterday' || (token.lower === 'last' && ['year', 'month', 'week', 'decade', 'century', 'summer', 'winter', 'spring', 'autumn', 'night'].includes(tokens[index + 1]?.lower ?? '')) || (token.lower === 'in' && /^(1[5-9]\d\d|200\d|201\d)$/.test(tokens[index + 1]?.lower ?? '') && tokens[index - 1]?.lower !== 'since'));
/** Future time: "next year", "tomorrow". */
const futureMarker = (tokens: Sentence) => tokens.some((token, index) => token.lower === 'tomorrow' || (token.lower === 'next' && ['year', 'month', 'week', 'decade', 'summer', 'winter', 'spring', 'autumn', 'term', 'semester'].includes(tokens[index + 1]?.lower ?? '')));

/**
 * Verb forms: the bare form after modals, "to" and do ("can helps", "to improved", "didn't
 * knew", "Did the council approved"), the participle after have and be ("has became", "have
 * already disappear", "is grow", "were analyse"), -ing after verbs, phrases and prepositions that
 * take it ("avoid to eat", "look forward to meet", "afraid of lose"), "to" after those that do
 * not ("decide going", "decided to expanding"), no "to" after make and let ("made them to
 * rewrite"), "would" after an unreal "if" ("If it invested more, fewer people will drive"), and
 * the tense a time marker asks for ("Last year the government introduce", "Next year it opened").
 */
export const verbForms: Rule = (tokens) => {
  const findings: Finding[] = [];
  const add = (token: Token, message: string, suggestion: string) => findings.push(finding('Verb forms', token, token, message, [suggestion]));
  const question = tokens.at(-1)?.text === '?';
  const past = pastMarker(tokens) && !tokens.some((token) => ['will', 'since', 'until', 'now', 'today', 'currently', 'did', 'does', 'do'].includes(token.lower)) && !question;
  const future = futureMarker(tokens) && !tokens.some((token) => ['will', "'ll", 'would', 'going', 'shall', 'plans', 'planned', 'hopes', 'expects', 'if', 'when'].includes(token.lower));
  tokens.forEach((token, index) => {
    const next = nextVerbIndex(tokens, index);
    const verb = tokens[next];
    const lower = token.lower;

    // "If the government invested more, fewer people will drive."
    if (lower === 'will' && tokens[0]?.lower === 'if') {
      const comma = tokens.findIndex((word) => word.text === ',');
      if (comma > 0 && comma < index && tokens.slice(1, comma).some((word) => isPastForm(word) && word.lower !== 'had') && !tokens.slice(1, comma).some((word) => ['is', 'are', 'has', 'have', 'does', 'do'].includes(word.lower))) {
        add(token, 'After "if" with a past verb, the result takes "would", not "will".', likeCase(token.text, 'would'));
        return;
      }
    }
    // "my family use to spend": the past habit is "used to".
    if (lower === 'use' && tokens[index + 1]?.lower === 'to' && tokens[index + 2]?.pos === 'VERB' && ['NOUN', 'PRON', 'PROPN'].includes(tokens[index - 1]?.pos ?? '') && !['i', 'we', 'you', 'they'].includes(tokens[index - 1]!.lower) && numberOf(tokens[index - 1]!) === 'singular') {
      add(token, 'A past habit is "used to".', likeCase(token.text, 'used'));
      return;
    }

    // A modal, or do as an auxiliary, wants the bare form.
    const isDo = ['do', 'does', 'did'].includes(lower) && token.pos === 'AUX';
    if ((modals.has(lower) && token.pos === 'AUX') || isDo) {
      // "should to invest": a modal takes the bare verb without "to".
      if (modals.has(lower) && !['ought', 'have', 'need', 'used'].includes(lower) && tokens[index + 1]?.lower === 'to' && tokens[index + 2]?.pos === 'VERB') {
        findings.push(finding('Verb forms', tokens[index + 1]!, tokens[index + 1]!, `After "${token.text}", the verb comes without "to".`, ['']));
        return;
      }
      // "If it had acted sooner, the crisis would not happen": an unreal past takes "would have" and the participle.
      if (lower === 'would' && verb?.pos === 'VERB' && isBaseForm(verb) && tokens[0]?.lower === 'if' && tokens.slice(1, index).some((word, at) => word.lower === 'had' && tokens[at + 2]?.pos === 'VERB' && !isBaseForm(tokens[at + 2]!))) {
        add(verb, 'After "if" with "had", the result takes "would have" and the past participle.', `have ${pastParticipleOf(verb.lemma)}`);
        return;
      }
      if (verb && verb.pos === 'VERB' && !isBaseForm(verb) && !verb.lower.endsWith('ing') && !['have', "'ve"].includes(tokens[next - 1]?.lower ?? '')) {
        add(verb, `After "${token.text}", use the bare verb "${verb.lemma}".`, verb.lemma);
      } else if (isDo && token.initial && question) {
        // "Did the council approved the plan?": the verb after the subject.
        const later = tokens.slice(index + 2).find((word) => word.pos === 'VERB');
        if (later && isPastForm(later)) add(later, `After "${token.text}", use the bare verb "${later.lemma}".`, later.lemma);
      }
      return;
    }

    if (lower === 'to' && verb && verb.pos === 'VERB' && next === index + 1) {
      const before = tokens[index - 1];
      // "am not used to getting up", "get used to living".
      const usedTo = before?.lower === 'used' && tokens.slice(Math.max(0, index - 4), index - 1).some((word) => word.lemma === 'be' || word.lemma === 'get');
      const preposition = usedTo || toPrepositionPhrases.some((phrase) => endsPhrase(tokens, index, phrase));
      if (preposition && isBaseForm(verb) && !verb.lower.endsWith('ing')) {
        add(verb, `After "${tokens.slice(Math.max(0, index - 2), index + 1).map((word) => word.text).join(' ')}", use the -ing form: "${ingFormOf(verb.lemma)}".`, ingFormOf(verb.lemma));
      } else if (!preposition && token.pos === 'PART' && !isBaseForm(verb) && before && ['VERB', 'AUX', 'ADJ'].includes(before.pos) && (verb.lower === thirdPersonOf(verb.lemma) || isPastForm(verb) || verb.lower.endsWith('ing'))) {
        add(verb, `After "to", use the bare verb "${verb.lemma}".`, verb.lemma);
      } else if (before && before.pos === 'VERB' && gerundVerbs.has(before.lemma) && isBaseForm(verb)) {
        findings.push(finding('Verb forms', token, verb, `"${before.text}" is followed by an -ing form: "${ingFormOf(verb.lemma)}".`, [ingFormOf(verb.lemma)]));
      } else {
        // "made the students to rewrite": make and let take the bare verb after their object.
        const causative = tokens.slice(Math.max(0, index - 4), index - 1).find((word) => ['make', 'let'].includes(word.lemma) && word.pos === 'VERB');
        if (causative && tokens.slice(tokens.indexOf(causative) + 1, index).every((word) => ['DET', 'NOUN', 'PRON', 'PROPN'].includes(word.pos))) {
          findings.push(finding('Verb forms', token, token, `After "${causative.text}" and its object, the verb comes without "to".`, ['']));
        }
      }
      return;
    }

    // "afraid of lose": a preposition takes the -ing form.
    if (token.pos === 'ADP' && lower !== 'to' && verb === tokens[index + 1] && verb?.pos === 'VERB' && isBaseForm(verb) && !verb.lower.endsWith('ing') && !sameFormVerbs.has(verb.lemma) && ['of', 'for', 'about', 'without', 'by', 'at', 'before', 'after', 'instead'].includes(lower) && !(lower === 'of' && !['ADJ', 'VERB', 'ADV'].includes(tokens[index - 1]?.pos ?? ''))) {
      add(verb, `After "${token.text}", a verb takes its -ing form: "${ingFormOf(verb.lemma)}".`, ingFormOf(verb.lemma));
      return;
    }

    // "decide going": a verb that takes "to".
    if (token.pos === 'VERB' && infinitiveVerbs.has(token.lemma) && verb === tokens[index + 1] && verb?.pos === 'VERB' && verb.lower.endsWith('ing') && verb.lemma !== verb.lower) {
      add(verb, `"${token.text}" is followed by "to" and the bare verb: "to ${verb.lemma}".`, `to ${verb.lemma}`);
      return;
    }

    // have + participle: "has became", "have went", "has attract", "would have apply".
    if (['have', 'has', 'had', "'ve"].includes(lower) && token.pos === 'AUX' && verb?.pos === 'VERB') {
      const participle = pastParticipleOf(verb.lemma);
      const wrongPast = isIrregularPast(verb);
      const bare = isBaseForm(verb) && !sameFormVerbs.has(verb.lemma) && participle !== verb.lower && !['to'].includes(tokens[next + 1]?.lower ?? '');
      if ((wrongPast || bare) && !(lower === 'have' && ['VERB'].includes(tokens[index - 1]?.pos ?? ''))) add(verb, `After "${token.text}", use the past participle "${participle}".`, participle);
      return;
    }

    // be + bare verb: "is grow", "was happen", "were analyse" (not "is home to", nor a noun before its verb: "cities were traffic is").
    const following = tokens[next + 1];
    if (['is', 'are', 'was', 'were', 'be', 'been', 'being', 'am'].includes(lower) && verb && isBareVerb(verb) && verb.lower !== 'home' && following?.pos !== 'NOUN' && following?.pos !== 'AUX' && !(following?.pos === 'VERB' && !following.lower.endsWith('ing'))) {
      findings.push(finding('Verb forms', verb, verb, `After "${token.text}", use "${pastParticipleOf(verb.lemma)}" or "${ingFormOf(verb.lemma)}", not the bare verb.`, [pastParticipleOf(verb.lemma), ingFormOf(verb.lemma)]));
      return;
    }

    const subjectBefore = index > 0 && ['NOUN', 'PROPN', 'PRON'].includes(tokens[index - 1]!.pos) && !['to', 'did', 'does', 'do'].includes(tokens[index - 1]!.lower);
    // Present tense with a past time marker.
    if (past && token.pos === 'VERB' && subjectBefore && !sameFormVerbs.has(token.lemma) && (lower === thirdPersonOf(token.lemma) || isBaseForm(token))) {
      const pastForm = irregularVerbs.get(token.lemma)?.[0] ?? pastParticipleOf(token.lemma);
      add(token, `The sentence speaks of the past, so "${token.text}" should be "${pastForm}".`, likeCase(token.text, pastForm));
    }
    // Past tense with a future time marker.
    if (future && subjectBefore && isPastForm(token)) add(token, `The sentence speaks of the future, so "${token.text}" should be "will ${token.lemma}".`, `will ${token.lemma}`);
  });
  return findings;
};
