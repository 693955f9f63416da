import { isEnglishWord } from '../../dictionary';
import { finding, likeCase, type Finding, type Rule } from '../findings';
import type { Token } from '../tokens';
import { isBaseForm } from '../words';

/** Nouns and the adjectives of the same family, which learners swap: "economy growth", "very confidence", "a sense of responsible". */
const adjectiveOfNoun = new Map([
  ['success', 'successful'], ['economy', 'economic'], ['environment', 'environmental'], ['importance', 'important'], ['confidence', 'confident'], ['difference', 'different'], ['danger', 'dangerous'],
  ['nation', 'national'], ['finance', 'financial'], ['tradition', 'traditional'], ['benefit', 'beneficial'], ['convenience', 'convenient'], ['efficiency', 'efficient'], ['effectiveness', 'effective'],
  ['significance', 'significant'], ['necessity', 'necessary'], ['possibility', 'possible'], ['responsibility', 'responsible'], ['creativity', 'creative'], ['politics', 'political'], ['poverty', 'poor'],
  ['competition', 'competitive'], ['independence', 'independent'], ['dependence', 'dependent'], ['violence', 'violent'], ['culture', 'cultural'], ['society', 'social'], ['technology', 'technological'],
  ['emotion', 'emotional'], ['anxiety', 'anxious'], ['curiosity', 'curious'], ['value', 'valuable'], ['expense', 'expensive'], ['safety', 'safe'], ['popularity', 'popular'], ['awareness', 'aware'],
  ['satisfaction', 'satisfied'], ['peace', 'peaceful'], ['persuasion', 'persuasive'], ['medicine', 'medical'], ['nature', 'natural'], ['beauty', 'beautiful'], ['health', 'healthy'], ['jealousy', 'jealous'],
  ['ambition', 'ambitious'], ['patience', 'patient'], ['comfort', 'comfortable'], ['enthusiasm', 'enthusiastic'], ['fame', 'famous'], ['harm', 'harmful'], ['stress', 'stressful'], ['energy', 'energetic'],
  ['anger', 'angry'], ['silence', 'silent'], ['honesty', 'honest'], ['excellence', 'excellent'], ['relevance', 'relevant'], ['urgency', 'urgent'], ['complexity', 'complex'], ['simplicity', 'simple'],
  ['flexibility', 'flexible'], ['reliability', 'reliable'], ['affordability', 'affordable'], ['availability', 'available'], ['sustainability', 'sustainable'], ['stability', 'stable'], ['education', 'educational'],
  ['generosity', 'generous'], ['productivity', 'productive'], ['creativity', 'creative'], ['science', 'scientific'], ['industry', 'industrial'], ['history', 'historical'], ['accuracy', 'accurate'], ['wealth', 'wealthy'], ['difficulty', 'difficult'], ['ability', 'able'], ['knowledge', 'knowledgeable'],
]);
const nounOfAdjective = new Map([...adjectiveOfNoun].map(([noun, adjective]) => [adjective, noun]));
/** Nouns that modify other nouns in good English ("health care", "science fiction"): flagged before a noun only in the pairs learners get wrong. */
const modifierNouns = new Set(['health', 'safety', 'knowledge', 'culture', 'society', 'technology', 'violence', 'competition', 'poverty', 'emotion', 'nation', 'finance', 'danger', 'harm', 'stress', 'value', 'energy', 'education', 'science', 'industry', 'history', 'nature', 'beauty', 'medicine', 'peace', 'comfort', 'silence', 'wealth', 'politics', 'environment', 'tradition', 'success', 'benefit']);
/** The nouns after which a modifier noun is wrong: "a health diet", "medicine experts", "society problem". */
const wronglyModified: Record<string, readonly string[]> = {
  health: ['diet', 'food', 'lifestyle', 'meal', 'meals', 'habits', 'choices', 'body', 'eating'],
  medicine: ['experts', 'expert', 'professionals', 'staff', 'research', 'students', 'advice', 'treatment'],
  nature: ['beauty', 'resources', 'disasters', 'disaster', 'environment', 'light', 'habitat', 'habitats'],
  beauty: ['collection', 'scenery', 'landscape', 'building', 'garden', 'city', 'place', 'view'],
  society: ['problem', 'problems', 'issue', 'issues', 'media', 'change', 'changes', 'life', 'skills'],
  finance: ['support', 'help', 'aid', 'problems', 'difficulties', 'crisis', 'stability', 'security'],
  peace: ['place', 'life', 'village', 'area'],
  economy: ['growth', 'development', 'crisis', 'problem', 'problems', 'policy', 'policies', 'recovery', 'situation', 'benefits', 'impact', 'power', 'downturn', 'inequality'],
  environment: ['problem', 'problems', 'issue', 'issues', 'damage', 'protection', 'impact', 'pollution', 'awareness', 'policy', 'policies'],
  success: ['decision', 'career', 'business', 'people', 'person', 'plan', 'project', 'company', 'outcome'],
  science: ['research', 'evidence', 'studies', 'discoveries', 'methods', 'knowledge'],
  tradition: ['food', 'music', 'values', 'festival', 'festivals', 'clothes', 'culture'],
  culture: ['diversity', 'differences', 'heritage', 'identity', 'events', 'activities'],
  politics: ['leaders', 'parties', 'party', 'system', 'issues', 'decisions'],
  nation: ['level', 'economy', 'identity', 'park', 'parks', 'government'],
  danger: ['situation', 'place', 'roads', 'road', 'area', 'animals', 'jobs', 'chemicals'],
};
/** -ing forms used where the noun belongs: "the increasing of". */
const changeNouns = new Map([['increasing', 'increase'], ['decreasing', 'decrease'], ['rising', 'rise'], ['declining', 'decline'], ['growing', 'growth'], ['reducing', 'reduction'], ['improving', 'improvement'], ['developing', 'development']]);
/** Adverbs that have the adjective's form: "work hard", "arrive late". */
const flatAdverbs = new Set(['hard', 'fast', 'late', 'early', 'long', 'high', 'low', 'straight', 'well', 'right', 'wrong', 'daily', 'weekly', 'monthly', 'yearly', 'free', 'loud', 'deep', 'close', 'direct', 'clean', 'clear', 'first', 'last', 'much', 'little', 'more', 'less', 'enough', 'alone', 'ill', 'together', 'likely', 'only', 'further', 'better', 'best', 'worse', 'worst', 'sure']);
/** Verbs whose object an adjective describes: "makes life easier", "found it difficult". */
const objectVerbs = new Set(['make', 'find', 'consider', 'leave', 'render', 'keep']);
/** Verbs joining a subject or object to an adjective: "became anxious", "feel good", "keep it clean". */
const linkingVerbs = new Set(['be', 'become', 'seem', 'look', 'feel', 'sound', 'smell', 'taste', 'remain', 'stay', 'get', 'grow', 'turn', 'appear', 'keep', 'prove', 'go', 'come', 'fall', 'make', 'find', 'consider', 'leave', 'render']);
const degree = new Set(['very', 'so', 'too', 'quite', 'really', 'extremely', 'highly', 'fairly', 'rather', 'increasingly', 'incredibly']);
/** Feelings in -ed, said of people; a thing that causes them takes -ing: "the lecture was boring". */
const feelings = new Set(['bored', 'interested', 'excited', 'tired', 'confused', 'surprised', 'amazed', 'disappointed', 'frightened', 'annoyed', 'exhausted', 'embarrassed', 'frustrated', 'fascinated', 'satisfied', 'shocked', 'terrified', 'depressed', 'relaxed', 'overwhelmed']);
const things = new Set(['lecture', 'film', 'movie', 'book', 'lesson', 'class', 'speech', 'trip', 'game', 'job', 'work', 'topic', 'story', 'show', 'match', 'journey', 'course', 'talk', 'presentation', 'news', 'experience', 'meeting', 'programme', 'program', 'documentary', 'novel', 'subject', 'task']);

/** The adjective of an adverb in -ly, when the dictionary knows it: "comfortably" → "comfortable", "happily" → "happy". */
function adjectiveOfAdverb(adverb: string): string | undefined {
  if (!adverb.endsWith('ly')) return undefined;
  const candidates = [adverb.replace(/ily$/, 'y'), adverb.replace(/ably$/, 'able').replace(/ibly$/, 'ible'), adverb.replace(/ically$/, 'ic'), adverb.replace(/ly$/, ''), adverb.replace(/lly$/, 'l')];
  return candidates.find((candidate) => candidate !== adverb && candidate.length > 2 && isEnglishWord(candidate));
}

/** The adverb of an adjective, when the dictionary knows it: "quick" → "quickly", "polite" → "politely". */
function adverbOfAdjective(adjective: string): string | undefined {
  const candidate = /[^aeiou]y$/.test(adjective) ? `${adjective.slice(0, -1)}ily` : /le$/.test(adjective) ? `${adjective.slice(0, -1)}y` : /ic$/.test(adjective) ? `${adjective}ally` : `${adjective}ly`;
  return isEnglishWord(candidate) ? candidate : undefined;
}

/** Adverbs that sit before a noun phrase to focus on it: "especially students", "only children". */
const focusingAdverbs = new Set(['especially', 'mainly', 'mostly', 'particularly', 'only', 'largely', 'primarily', 'chiefly', 'partly', 'exactly', 'roughly', 'nearly', 'approximately', 'almost', 'merely', 'simply', 'solely', 'purely', 'entirely', 'usually', 'generally', 'typically', 'increasingly', 'currently', 'recently', 'originally', 'previously', 'formerly', 'traditionally', 'historically', 'certainly', 'probably', 'possibly', 'clearly', 'obviously', 'apparently', 'essentially', 'basically', 'ultimately', 'eventually', 'finally', 'firstly', 'secondly', 'lastly', 'additionally', 'consequently', 'equally', 'similarly', 'likewise', 'namely', 'notably', 'specifically', 'fairly', 'really', 'early', 'daily', 'weekly', 'monthly', 'yearly']);
const endsClause = (token: Token | undefined) => token === undefined || ['PUNCT', 'ADP', 'CCONJ', 'SCONJ'].includes(token.pos) || token.lower === 'that';
const isDeterminer = (token: Token | undefined) => token !== undefined && ['the', 'a', 'an', 'this', 'that', 'its', 'their', 'our', 'his', 'her', 'my', 'your', "'s", "'"].includes(token.lower);

/**
 * Word forms: the right word in the wrong part of speech. A noun where the adjective belongs
 * ("economy growth", "they are very confidence", "are not awareness of", "cheap and efficiency"),
 * an adjective where the noun belongs ("a sense of responsible", "the safe of"), a verb where the
 * noun or adjective belongs ("a solve for", "a dramatic reduce in", "an afford apartment", "their
 * employ prospects"), an adverb where the adjective belongs ("makes life more comfortably"), an
 * adjective where the adverb belongs ("behaved very polite", "spoke so quick"), "worked hardly",
 * and a feeling in -ed said of a thing ("the lecture was so bored").
 */
export const wordForms: Rule = (tokens) => {
  const findings: Finding[] = [];
  const add = (token: Token, message: string, suggestion?: string) => findings.push(finding('Word forms', token, token, message, suggestion ? [likeCase(token.text, suggestion)] : []));
  tokens.forEach((token, index) => {
    const next = tokens[index + 1];
    const previous = tokens[index - 1];
    const lower = token.lower;
    const isNoun = token.pos === 'NOUN' || (token.pos === 'PROPN' && token.initial);

    const adjective = adjectiveOfNoun.get(lower);
    if (adjective && isNoun) {
      const wrongPair = (wronglyModified[lower] ?? []).includes(next?.lower ?? '');
      const beforeNoun = next?.pos === 'NOUN' && (wrongPair || (!modifierNouns.has(lower) && tokens[index + 2]?.pos !== 'NOUN' && previous?.pos !== 'ADP' && !['NOUN', 'PROPN', 'ADJ'].includes(previous?.pos ?? '') && !isDeterminer(previous))) && tokens[index + 2]?.lower !== "'s";
      const linkingBefore = tokens.slice(Math.max(0, index - 4), index - 1).some((word) => ['VERB', 'AUX'].includes(word.pos) && linkingVerbs.has(word.lemma));
      const afterDegree = previous !== undefined && (degree.has(previous.lower) || (['more', 'most', 'less'].includes(previous.lower) && linkingBefore)) && next?.pos !== 'NOUN';
      const afterBe = previous !== undefined && ['is', 'are', 'was', 'were', 'be', 'become', 'became', 'seem', 'feel', 'not'].includes(previous.lower) && ['of', 'about', 'with', 'that', 'in', 'to'].includes(next?.lower ?? '') && !['society', 'nature', 'history', 'science', 'technology', 'education', 'culture', 'politics'].includes(lower);
      const joinedToAdjective = previous?.lower === 'and' && tokens[index - 2]?.pos === 'ADJ' && endsClause(next) && !isDeterminer(previous);
      if (beforeNoun || afterDegree || (!isDeterminer(previous) && afterBe) || joinedToAdjective) return add(token, `Use the adjective "${adjective}" here, not the noun "${token.text}".`, adjective);
    }
    // "a sense of responsible", "the safe of cyclists".
    const noun = nounOfAdjective.get(lower);
    // "her enthusiastic impressed", "showed great generous during".
    const possessive = isDeterminer(previous) && !(previous?.lower === "'s" && !['NOUN', 'PROPN'].includes(tokens[index - 2]?.pos ?? ''));
    const usedAsNoun = (possessive || ['great', 'little'].includes(previous?.lower ?? '')) && (['VERB', 'AUX'].includes(next?.pos ?? '') || (endsClause(next) && previous?.lower !== 'the'));
    if (noun && token.pos === 'ADJ' && ((previous?.lower === 'of' && endsClause(next)) || (isDeterminer(previous) && next?.lower === 'of') || usedAsNoun)) {
      return add(token, `Use the noun "${noun}" here, not the adjective "${token.text}".`, noun);
    }
    // "a solve for", "a dramatic reduce in", "an afford apartment", "graduates' employ prospects".
    if (token.pos === 'VERB' && isBaseForm(token) && !/(ing|ed)$/.test(lower)) {
      let start = index;
      while (tokens[start - 1]?.pos === 'ADJ') start -= 1;
      if (isDeterminer(tokens[start - 1]) && !['that', 'this'].includes(tokens[start - 1]!.lower) && (endsClause(next) || ['NOUN', 'VERB'].includes(next?.pos ?? ''))) {
        return add(token, `"${token.text}" is a verb; a noun or adjective is needed here.`);
      }
    }
    // "makes life more comfortably", "friendly and helpfully".
    const adverbAdjective = adjectiveOfAdverb(lower);
    const joined = previous?.lower === 'and' && tokens[index - 2]?.pos === 'ADJ' && tokens[index - 3]?.lower === 'how';
    if (token.pos === 'ADV' && adverbAdjective && ((endsClause(next) && !['ADJ', 'VERB'].includes(next?.pos ?? '')) || joined)) {
      const linking = tokens.slice(Math.max(0, index - 4), index).find((word) => ['VERB', 'AUX'].includes(word.pos) && linkingVerbs.has(word.lemma));
      const graded = degree.has(previous?.lower ?? '') || ['more', 'less', 'most'].includes(previous?.lower ?? '');
      // "is comfortably" after be; "makes life more comfortably" after a verb and its object, only with a degree word.
      const linked = linking !== undefined && tokens.slice(tokens.indexOf(linking) + 1, index).every((word) => word.pos !== 'VERB') && (graded || (objectVerbs.has(linking.lemma) ? false : ['AUX'].includes(previous?.pos ?? '')));
      if (linked || joined) {
        return add(token, `Use the adjective "${adverbAdjective}" here, not the adverb "${token.text}".`, adverbAdjective);
      }
    }
    // "behaved very polite", "spoke so quick that", "was made very sudden".
    if (token.pos === 'ADJ' && !flatAdverbs.has(lower) && endsClause(next) && next?.text !== ',' && !['the', 'a', 'an'].includes(previous?.lower ?? '')) {
      const verbAt = degree.has(previous?.lower ?? '') ? index - 2 : index - 1;
      const verb = tokens[verbAt];
      const adverb = adverbOfAdjective(lower);
      const passiveMake = verb !== undefined && objectVerbs.has(verb.lemma) && verbAt === index - 2;
      if (verb && verb.pos === 'VERB' && (!linkingVerbs.has(verb.lemma) || passiveMake) && adverb && !feelings.has(lower)) return add(token, `"${verb.text}" is described by an adverb: "${adverb}".`, adverb);
    }
    if (lower === 'lead' && ['skills', 'qualities', 'abilities', 'role', 'position', 'style'].includes(next?.lower ?? '')) return add(token, 'The noun is "leadership".', 'leadership');
    // "The increasing of online shopping": the noun of the verb.
    const nounOfVerb = changeNouns.get(lower);
    if (nounOfVerb && isDeterminer(previous) && next?.lower === 'of') return add(token, `Use the noun "${nounOfVerb}" here.`, nounOfVerb);
    // "not economic viable": an adjective before an adjective wants its adverb.
    const adverbOfFirst = token.pos === 'ADJ' && next?.pos === 'ADJ' && /(ic|al)$/.test(lower) && endsClause(tokens[index + 2]) && ['is', 'are', 'was', 'were', 'be', 'not'].includes(previous?.lower ?? '') ? adverbOfAdjective(lower) : undefined;
    if (adverbOfFirst) return add(token, `"${next!.text}" is described by an adverb: "${adverbOfFirst}".`, adverbOfFirst);
    // "laws gradual shortened": an adjective before a verb wants its adverb.
    const beforeVerb = token.pos === 'ADJ' && next?.pos === 'VERB' && !next.lower.endsWith('ing') && ['NOUN', 'PROPN', 'PRON'].includes(previous?.pos ?? '') && !flatAdverbs.has(lower) ? adverbOfAdjective(lower) : undefined;
    if (beforeVerb) return add(token, `"${next!.text}" is described by an adverb: "${beforeVerb}".`, beforeVerb);
    // "strongly community support": an adverb before a noun wants its adjective.
    if (token.pos === 'ADV' && adverbAdjective && (next?.pos === 'NOUN' || (next?.pos === 'VERB' && ['a', 'an', 'the'].includes(previous?.lower ?? ''))) && !focusingAdverbs.has(lower) && ['DET', 'ADP', 'SCONJ', 'VERB'].includes(previous?.pos ?? '') || (token.pos === 'ADV' && adverbAdjective && next?.pos === 'NOUN' && previous?.lower === 'that' && !focusingAdverbs.has(lower))) {
      return add(token, `Use the adjective "${adverbAdjective}" before a noun.`, adverbAdjective);
    }
    if (lower === 'hardly' && previous?.pos === 'VERB' && (endsClause(next) || next?.lower === 'to')) return add(token, '"hardly" means "almost not"; the adverb of "hard" is "hard".', 'hard');
    // "The lecture was so bored": the thing causes the feeling.
    if (feelings.has(lower)) {
      const be = tokens.slice(Math.max(0, index - 3), index).find((word) => word.lemma === 'be');
      const subject = be ? tokens[tokens.indexOf(be) - 1] : undefined;
      if (subject && things.has(subject.lemma)) return add(token, `A ${subject.lemma} causes the feeling: "${lower.replace(/ied$/, 'ying').replace(/ed$/, 'ing')}".`, lower.replace(/ied$/, 'ying').replace(/ed$/, 'ing'));
    }
    // "interesting and enjoy": a verb joined to an adjective.
    if (token.pos === 'VERB' && isBaseForm(token) && previous?.lower === 'and' && tokens[index - 2]?.pos === 'ADJ' && endsClause(next) && isEnglishWord(`${lower}able`)) {
      return add(token, `Join an adjective to an adjective: "${lower}able".`, `${lower}able`);
    }
  });
  return findings;
};
