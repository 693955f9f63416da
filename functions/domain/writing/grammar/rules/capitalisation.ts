import { isAlsoAName, isEnglishWord, isOnlyAName } from '../../dictionary';
import { finding, type Finding, type Rule } from '../findings';
import { properNames } from '../lexicon';

/** Words of titles and institutions, written with a capital as part of a name: "Professor", "University". */
const titleWords = new Set(['earth', 'sun', 'moon', 'university', 'college', 'school', 'museum', 'street', 'road', 'river', 'lake', 'ocean', 'sea', 'mount', 'park', 'bridge', 'station', 'hospital', 'church', 'cathedral', 'palace', 'tower', 'hall', 'centre', 'center', 'minister', 'president', 'king', 'queen', 'prince', 'princess', 'professor', 'doctor', 'sir', 'lord', 'lady', 'captain', 'general', 'uncle', 'aunt', 'mum', 'dad', 'mom', 'government', 'parliament', 'internet', 'state', 'union', 'council', 'department', 'ministry', 'court', 'bank', 'company', 'group', 'institute', 'foundation', 'agency', 'society', 'association', 'science', 'maths', 'math', 'history', 'geography', 'art', 'music', 'biology', 'chemistry', 'physics', 'economics']);

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Capitals: a sentence that starts in lower case, "i" for the pronoun, names of days, months,
 * languages, nationalities and places in lower case, and a capital on a word inside a sentence
 * that is not a name (a verb, adjective, adverb or function word: "the Government should Invest").
 */
export const capitalisation: Rule = (tokens) => {
  const findings: Finding[] = [];
  const first = tokens.find((token) => /[a-z]/i.test(token.text));
  if (first && /^[a-z]/.test(first.text) && !/^(e\.g|i\.e|etc)/.test(first.lower) && first === tokens[0]) {
    findings.push(finding('Capitalisation', first, first, 'A sentence begins with a capital letter.', [capitalised(first.text)]));
  }
  tokens.forEach((token, index) => {
    if (token.text === 'i' && (token.pos === 'PRON' || tokens[index + 1]?.pos === 'VERB' || tokens[index + 1]?.pos === 'AUX')) {
      findings.push(finding('Capitalisation', token, token, 'The pronoun "I" is always a capital letter.', ['I']));
      return;
    }
    if (/^[a-z]/.test(token.text) && ((properNames.has(token.lower) && !(token.lower === 'may' || token.lower === 'march')) || (token.text.length > 2 && isOnlyAName(token.text)))) {
      findings.push(finding('Capitalisation', token, token, `"${capitalised(token.text)}" is a name and takes a capital letter.`, [capitalised(token.text)]));
      return;
    }
    if (index === 0 || !/^[A-Z][a-z]+$/.test(token.text) || token.text === 'I') return;
    const previous = tokens[index - 1]!;
    const next = tokens[index + 1];
    if (['.', '!', '?', ':', '"', '\u201c', '('].includes(previous.text) || /\n/.test(token.before)) return;
    // A run of capitals is a name or a title: "World Health Organization".
    if (/^[A-Z]/.test(previous.text) || (next && /^[A-Z]/.test(next.text))) return;
    // A common noun with a capital ("popular Drinks", "at an early Age"): a word the dictionary knows in lower case, not a name, not after "the" (which may name an institution).
    const commonNoun = ['NOUN', 'PROPN'].includes(token.pos) && isEnglishWord(token.lower) && !properNames.has(token.lower) && !['the', 'of'].includes(previous.lower) && previous.pos !== 'NOUN' && next?.lower !== 'of' && !titleWords.has(token.lower) && !isAlsoAName(token.lower);
    if ((['VERB', 'ADJ', 'ADV', 'AUX', 'ADP', 'DET', 'CCONJ', 'SCONJ', 'PART'].includes(token.pos) && !properNames.has(token.lower)) || commonNoun) {
      findings.push(finding('Capitalisation', token, token, `"${token.text}" is not a name, so it takes no capital letter inside a sentence.`, [token.lower]));
    }
  });
  return findings;
};
