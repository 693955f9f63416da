import { finding, likeCase, type Finding, type Rule } from '../findings';
import { modals } from '../lexicon';
import type { Sentence, Token } from '../tokens';

const comparative = (token: Token | undefined) => token !== undefined && (/er$/.test(token.lower) && ['ADJ', 'ADV'].includes(token.pos) || ['more', 'less', 'fewer', 'rather', 'other', 'better', 'worse', 'greater', 'higher', 'lower', 'larger', 'smaller'].includes(token.lower));
const beforeVerb = (token: Token | undefined) => token !== undefined && (modals.has(token.lower) || ['to', 'will', 'not', "n't", 'can', 'could', 'may', 'might', 'must', 'should', 'would', 'i', 'we', 'they', 'you', 'does', 'did', 'do'].includes(token.lower));
const nounLike = (token: Token | undefined) => token !== undefined && (['NOUN', 'ADJ', 'PROPN'].includes(token.pos) || token.lower === 'own');

/** A comparative within the few words before `index`: "more expensive then". */
const comparativeBefore = (tokens: Sentence, index: number) => tokens.slice(Math.max(0, index - 5), index).some((token) => comparative(token));

/**
 * Words learners confuse: there/their/they're, then/than, affect/effect, loose/lose,
 * advice/advise, weather/whether, to/too, accept/except, lead/led, quiet/quite and others (its/it's
 * is a matter of the apostrophe: punctuation).
 */
export const confusedWords: Rule = (tokens) => {
  const findings: Finding[] = [];
  const flag = (token: Token, right: string, why: string) => findings.push(finding('Confused words', token, token, `"${token.text}" is confused with "${right}" here: ${why}`, [likeCase(token.text, right)]));
  tokens.forEach((token, index) => {
    const previous = tokens[index - 1];
    const next = tokens[index + 1];
    switch (token.lower) {
      case 'there':
        if (previous?.pos === 'VERB' && next?.pos === 'ADJ' && tokens[index + 2]?.pos === 'NOUN') {
          flag(token, 'their', '"their" says whose.');
          break;
        }
        if (nounLike(next) && !['is', 'are', 'was', 'were'].includes(next!.lower) && previous && ['ADP', 'VERB', 'CCONJ'].includes(previous.pos) && next!.pos !== 'ADJ' || next?.lower === 'own') flag(token, 'their', '"their" says whose.');
        break;
      case 'their':
        if (next && ['is', 'are', 'was', 'were', "'s"].includes(next.lower)) flag(token, 'there', '"there is" and "there are" say that something exists.');
        else if (next && ['too', 'so', 'very', 'not', 'going', 'always', 'never', 'often', 'still', 'all'].includes(next.lower) && ['ADJ', 'VERB', 'ADV'].includes(tokens[index + 2]?.pos ?? '')) flag(token, "they're", '"they\'re" is "they are".');
        break;
      case 'then':
        if (comparativeBefore(tokens, index)) flag(token, 'than', '"than" compares.');
        break;
      case 'than':
        if (!comparativeBefore(tokens, index) && (previous?.lower === ',' || previous?.lower === 'and' || index === 0) && next?.lower !== 'ever') flag(token, 'then', '"then" says what comes next.');
        break;
      case 'effect':
      case 'effects':
        if (beforeVerb(previous) || (next && ['the', 'their', 'our', 'his', 'her', 'its', 'many', 'people', 'students', 'children'].includes(next.lower) && previous && ['NOUN', 'PRON', 'PROPN'].includes(previous.pos) && token.pos === 'VERB')) flag(token, token.lower === 'effect' ? 'affect' : 'affects', '"affect" is the verb.');
        break;
      case 'affect':
        if (previous && ['an', 'the', 'positive', 'negative', 'significant', 'major', 'great', 'little', 'no', 'huge', 'big', 'harmful', 'lasting', 'side'].includes(previous.lower) && next?.lower !== 'the') flag(token, 'effect', '"effect" is the noun.');
        break;
      case 'affects':
        if (previous && ['the', 'positive', 'negative', 'harmful', 'side', 'its', 'their', 'many'].includes(previous.lower)) flag(token, 'effects', '"effects" is the noun.');
        break;
      case 'loose':
        if (beforeVerb(previous) || ['weight', 'money', 'jobs', 'interest', 'their', 'his', 'her', 'control', 'touch'].includes(next?.lower ?? '')) flag(token, 'lose', '"lose" is the verb for losing something.');
        break;
      case 'advice':
        if ((beforeVerb(previous) && previous!.lower !== 'not') || (previous?.pos === 'ADV' && ['PRON', 'NOUN'].includes(next?.pos ?? '') && /s$|^(them|us|me|him|her)$/.test(next!.lower))) flag(token, 'advise', '"advise" is the verb.');
        break;
      case 'advise':
        if (previous && ['an', 'the', 'some', 'any', 'good', 'useful', 'my', 'your', 'their', 'expert', 'professional', 'medical', 'of'].includes(previous.lower)) flag(token, 'advice', '"advice" is the noun.');
        break;
      case 'weather':
        if (next && ['or', 'to', 'they', 'it', 'we', 'he', 'she', 'the', 'this', 'students', 'people'].includes(next.lower) && !['the', 'bad', 'good', 'cold', 'hot', 'wet', 'extreme', 'warm', 'sunny'].includes(previous?.lower ?? '')) flag(token, 'whether', '"whether" introduces a choice.');
        break;
      case 'to':
        if (next && (next.lower === 'much' || next.lower === 'many') && previous && (['is', 'are', 'was', 'were', 'be'].includes(previous.lower) || (previous.pos === 'VERB' && ['spend', 'eat', 'drink', 'have', 'take', 'waste', 'use', 'cost', 'consume', 'buy', 'watch'].includes(previous.lemma)))) flag(token, 'too', '"too" means more than enough.');
        else if (next && next.pos === 'ADJ' && previous && ['is', 'are', 'was', 'were', 'be', 'become', 'seem'].includes(previous.lower) && (!tokens[index + 2] || ['PUNCT', 'ADP', 'PART'].includes(tokens[index + 2]!.pos))) flag(token, 'too', '"too" means more than enough.');
        break;
      case 'too':
        if (next && next.pos === 'VERB' && next.lower === next.lemma && previous && ['VERB', 'ADJ'].includes(previous.pos)) flag(token, 'to', '"to" comes before a verb.');
        break;
      case 'except':
        if (beforeVerb(previous)) flag(token, 'accept', '"accept" is the verb for agreeing to take something.');
        break;
      case 'lead':
        if (previous && ['has', 'have', 'had'].includes(previous.lower)) flag(token, 'led', '"led" is the past of "lead".');
        break;
      case 'quite':
        if ((['a', 'the'].includes(previous?.lower ?? '') && next?.pos === 'NOUN') || !next || ['ADP', 'PUNCT', 'CCONJ'].includes(next.pos)) flag(token, 'quiet', '"quiet" means making little noise.');
        break;
      case 'aloud':
        if (previous && ['not', "n't", 'is', 'are', 'be', 'was', 'were'].includes(previous.lower) && (!next || ['ADP', 'PUNCT', 'PART'].includes(next.pos))) flag(token, 'allowed', '"allowed" means permitted; "aloud" means out loud.');
        break;
      case 'piece':
        if (['agreement', 'talks', 'treaty', 'process', 'deal', 'negotiations', 'plan', 'prize', 'keeping', 'keepers'].includes(next?.lower ?? '')) flag(token, 'peace', '"peace" is the end of fighting.');
        break;
      case 'conscience':
        if (next?.lower === 'of' || next?.lower === 'that') flag(token, 'conscious', '"conscious of" means aware of.');
        break;
      case 'lesson':
      case 'breath':
        if (beforeVerb(previous)) flag(token, token.lower === 'lesson' ? 'lessen' : 'breathe', token.lower === 'lesson' ? '"lessen" is the verb meaning to reduce.' : '"breathe" is the verb.');
        break;
      case 'breathe':
        if (previous && ['a', 'deep', 'fresh', 'my', 'his', 'her', 'their', 'of'].includes(previous.lower)) flag(token, 'breath', '"breath" is the noun.');
        break;
      case 'complemented':
      case 'complement':
      case 'complements':
        if (['me', 'us', 'him', 'her', 'them', 'you'].includes(next?.lower ?? '') || (next && ['NOUN', 'PROPN'].includes(next.pos) && ['on', 'for'].includes(tokens[index + 2]?.lower ?? ''))) flag(token, token.lower.replace('complement', 'compliment'), '"compliment" means to praise.');
        break;
      case 're':
      case "'re":
        if (previous?.lower === 'they' && next && ['NOUN', 'ADJ'].includes(next.pos) && next.pos !== 'VERB' && !/ing$|ed$/.test(next.lower)) findings.push(finding('Confused words', previous, token, '"their" says whose; "they\'re" is "they are".', [likeCase(previous.text, 'their')]));
        break;
      case 'accept':
        if (previous?.text === ',' && next && ['DET', 'PRON'].includes(next.pos) || ['for'].includes(next?.lower ?? '') && previous?.pos !== 'AUX' && !beforeVerb(previous) && previous?.pos !== 'PRON') flag(token, 'except', '"except" means apart from.');
        break;
      case 'quiet':
        if (next && (next.pos === 'ADJ' || next.pos === 'ADV' || ['a', 'an'].includes(next.lower)) && tokens[index + 2]?.pos !== 'NOUN') flag(token, 'quite', '"quite" means fairly.');
        break;
      case 'principal':
        if (previous?.lower === 'in' || next?.lower === 'that' || (next?.lower === 'of' && ['equality', 'justice', 'fairness', 'democracy', 'freedom', 'sustainability', 'transparency', 'honesty', 'equity', 'neutrality', 'solidarity'].includes(tokens[index + 2]?.lower ?? ''))) flag(token, 'principle', '"principle" is a rule or belief.');
        break;
      case 'past':
        if (previous && ['has', 'have', 'had'].includes(previous.lower)) flag(token, 'passed', '"passed" is the verb.');
        break;
      case 'were':
        if (previous && previous.pos === 'NOUN' && next && (['i', 'we', 'they', 'he', 'she', 'you'].includes(next.lower) || ['NOUN', 'DET'].includes(next.pos)) && ['place', 'city', 'town', 'country', 'area', 'school', 'house', 'room', 'region', 'village', 'places', 'cities', 'towns', 'countries', 'areas', 'schools', 'regions', 'villages', 'homes', 'neighbourhoods'].includes(previous.lower)) flag(token, 'where', '"where" refers to a place.');
        break;
      case "who's":
      case 'who':
        if (token.lower === 'who' && next?.text === "'s" && tokens[index + 2]?.pos === 'NOUN' && !/ing$|ed$/.test(tokens[index + 2]!.lower)) findings.push(finding('Confused words', token, next, '"whose" says whose; "who\'s" is "who is".', [likeCase(token.text, 'whose')]));
        break;
      case 'your':
        if (next && ['welcome', 'right', 'going', 'not', 'able'].includes(next.lower)) flag(token, "you're", '"you\'re" is "you are".');
        break;
      case 'whose':
        if (next && ['is', 'going'].includes(next.lower)) flag(token, "who's", '"who\'s" is "who is".');
        break;
      default:
    }
  });
  return findings;
};
