import { finding, type Finding, type Rule } from '../findings';
import { personNouns } from '../lexicon';

/** Contractions written without their apostrophe, with the apostrophe; "cant", "wont" and "its" are words too and are left out. */
const contractions = new Map([
  ['dont', "don't"], ['doesnt', "doesn't"], ['didnt', "didn't"], ['isnt', "isn't"], ['arent', "aren't"], ['wasnt', "wasn't"], ['werent', "weren't"], ['shouldnt', "shouldn't"], ['couldnt', "couldn't"],
  ['wouldnt', "wouldn't"], ['hasnt', "hasn't"], ['havent', "haven't"], ['hadnt', "hadn't"], ['mustnt', "mustn't"], ['cant', "can't"], ['wont', "won't"], ['im', "I'm"], ['ive', "I've"], ['youre', "you're"], ['theyre', "they're"], ['thats', "that's"],
  ['whats', "what's"], ['theres', "there's"], ['lets', "let's"], ['todays', "today's"], ['tomorrows', "tomorrow's"], ['yesterdays', "yesterday's"], ['everyones', "everyone's"], ['someones', "someone's"], ['nobodys', "nobody's"], ['childrens', "children's"], ['peoples', "people's"], ['womens', "women's"], ['mens', "men's"],
]);

/** Owners whose plural before a noun is a possessive missing its apostrophe: "the governments new policy", "the two companies profits". */
const owners = new Set(['town', 'village', 'region', 'world', 'government', 'company', 'country', 'city', 'university', 'school', 'team', 'club', 'family', 'brother', 'sister', 'parent', 'friend', 'doctor', 'teacher', 'student', 'child', 'manager', 'council', 'organisation', 'organization', 'business', 'nation', 'worker', 'employee', 'customer', 'neighbour', 'neighbor', 'colleague', 'patient', 'author', 'writer', 'owner', 'mother', 'father']);
/** Plurals that modify a noun in good English: "a sports centre", "my savings account". */
const pluralModifiers = new Set(['sports', 'savings', 'arts', 'goods', 'clothes', 'communications', 'sales', 'earnings', 'customs', 'glasses', 'jeans', 'news', 'means', 'series', 'species', 'physics', 'economics', 'electronics', 'graphics', 'humanities', 'ages', 'years', 'months', 'weeks', 'days', 'hours', 'minutes']);

/**
 * Punctuation: its/it's, contractions and possessives without an apostrophe ("dont", "the
 * students opinions", "the childrens'"), doubled marks, a space before a comma or full stop,
 * a question mark ending a statement, and a text that does not end with a full stop.
 */
export const punctuation: Rule = (tokens) => {
  const findings: Finding[] = [];
  const words = tokens.map((token) => token.lower);
  tokens.forEach((token, index) => {
    const next = tokens[index + 1];
    const previous = tokens[index - 1];
    if (token.lower === 'its' && next && ((next.pos === 'ADV' && /ly$/.test(next.lower) && ['VERB', 'ADJ'].includes(tokens[index + 2]?.pos ?? '')) || ['a', 'an', 'the', 'not', 'very', 'important', 'clear', 'true', 'also', 'been', 'essential', 'necessary', 'difficult', 'easy', 'possible', 'likely', 'no', 'time', 'often', 'hard', 'common', 'vital', 'crucial', 'worth', 'obvious', 'unlikely', 'impossible'].includes(next.lower) || next.pos === 'VERB' && next.lower.endsWith('ing'))) {
      findings.push(finding('Punctuation', token, token, '"it\'s" (it is) needs an apostrophe; "its" says whose.', [token.text.startsWith('I') ? "It's" : "it's"]));
    }
    if (token.lower === 'it' && next?.text === "'s" && tokens[index + 2] && ['NOUN', 'ADJ'].includes(tokens[index + 2]!.pos) && ['own', 'impact', 'effect', 'role', 'use', 'value', 'size', 'population', 'people', 'history', 'economy', 'citizens', 'members', 'importance', 'benefits', 'purpose', 'goal', 'main', 'original'].includes(tokens[index + 2]!.lower)) {
      findings.push(finding('Punctuation', token, next, '"its" (belonging to it) takes no apostrophe; "it\'s" is "it is".', ['its']));
    }
    // The tokeniser splits "dont" into "do" and "nt", "cant" into "ca" and "nt", and "Theyre" into "They" and "re", as it would with the apostrophe.
    const joined = next && next.before === '' && /^(nt|re|ve|ll|m|d|s)$/.test(next.lower) ? contractions.get(`${token.lower}${next.lower}`) : undefined;
    const split = joined && !(joined === "can't" || joined === "won't") ? joined : joined && tokens[index + 2]?.pos === 'VERB' ? joined : undefined;
    const whole = contractions.get(token.lower);
    if (split) findings.push(finding('Punctuation', token, next!, `A contraction needs its apostrophe: "${split}".`, [split]));
    else if (whole && !['lets', 'thats', 'im', 'cant', 'wont'].includes(token.lower)) findings.push(finding('Punctuation', token, token, `"${whole}" needs its apostrophe.`, [whole]));
    // "the students opinions": a plural person noun straight before a noun, after a determiner.
    if (personNouns.has(token.lower) && next?.pos === 'NOUN' && next.before !== '' && previous && ['the', 'our', 'their'].includes(previous.lower) && ['opinions', 'opinion', 'views', 'needs', 'rights', 'health', 'safety', 'performance', 'lives', 'education', 'interests', 'concerns', 'behaviour', 'behavior', 'wellbeing', 'results', 'feedback', 'experience', 'experiences', 'ideas', 'choices', 'future', 'income', 'privacy', 'attention', 'progress', 'skills', 'habits', 'data', 'voices', 'work', 'homes', 'families'].includes(next.lower)) {
      const possessive = token.lower.endsWith('s') && token.lower !== 'people' ? `${token.text}'` : `${token.text}'s`;
      findings.push(finding('Punctuation', token, token, `The owner needs an apostrophe: "${possessive} ${next.text}".`, [possessive]));
    }
    // Doubled marks and a space before a comma or full stop.
    if (/^([,;:!?]{2,}|\.\.)$/.test(token.text) || (['!', '?'].includes(token.text) && next?.text === token.text && next.before === '')) {
      findings.push(finding('Punctuation', token, next?.text === token.text ? next : token, 'One punctuation mark is enough here.', [token.text.charAt(0)]));
    }
    // "my brothers car", "a doctors advice", "the governments new policy": a possessive without its apostrophe.
    if (token.pos === 'NOUN' && /[^s']s$/.test(token.lower) && token.lower !== token.lemma && owners.has(token.lemma) && previous && (['my', 'your', 'his', 'her', 'our', 'their', 'a', 'an', 'the'].includes(previous.lower) || previous.pos === 'NUM')) {
      let at = index + 1;
      while (tokens[at]?.pos === 'ADJ') at += 1;
      const owned = tokens[at];
      if (owned && owned.pos === 'NOUN' && owned.before !== '' && !pluralModifiers.has(token.lower) && tokens[at + 1]?.pos !== 'NOUN' && !(previous.lower === 'the' && personNouns.has(token.lower))) {
        const possessive = ['a', 'an', 'my', 'your', 'his', 'her'].includes(previous.lower) && !['parents', 'friends'].includes(token.lower) ? `${token.text.slice(0, -1)}'s` : `${token.text}'`;
        findings.push(finding('Punctuation', token, token, `The owner needs an apostrophe: "${possessive} ${owned.text}".`, [possessive]));
      }
    }
    if ([',', ';', ':'].includes(token.text) && next && [',', '.', ';', ':'].includes(next.text) && next.before === '') {
      findings.push(finding('Punctuation', token, next, 'One punctuation mark is enough here.', [next.text === '.' ? '.' : token.text]));
    }
    if (token.text === '.' && next?.text === '.' && tokens[index + 2]?.text !== '.' && previous?.text !== '.') {
      findings.push(finding('Punctuation', token, next, 'One full stop is enough.', ['.']));
    }
    if ([',', '.'].includes(token.text) && token.before !== '' && !/\n/.test(token.before) && previous && /[a-z0-9]$/i.test(previous.text)) {
      findings.push(finding('Punctuation', previous, token, `No space goes before "${token.text}".`, [`${previous.text}${token.text}`]));
    }
  });
  // A statement ending with a question mark.
  const last = tokens.at(-1);
  // A question ending with a full stop: "Where do most people spend their holidays."
  const opening = tokens.filter((word) => /[a-z]/i.test(word.text));
  const inverted = ['is', 'are', 'was', 'were', 'do', 'does', 'did', 'can', 'could', 'will', 'would', 'should', 'has', 'have'].includes(opening[0]?.lower ?? '') && ['PRON', 'DET', 'PROPN'].includes(opening[1]?.pos ?? '') && opening[0]!.pos === 'AUX';
  if (last?.text === '.' && opening.length > 3 && inverted && !tokens.some((word) => word.text === ',')) findings.push(finding('Punctuation', last, last, 'This sentence asks a question, so it ends with a question mark.', ['?']));
  else if (last?.text === '.' && opening.length > 3 && ['what', 'why', 'how', 'when', 'where', 'who'].includes(opening[0]!.lower) && ['do', 'does', 'did', 'is', 'are', 'was', 'were', 'can', 'could', 'will', 'would', 'should', 'have', 'has'].includes(opening[1]!.lower) && ['DET', 'PRON', 'NOUN', 'PROPN', 'ADJ', 'NUM'].includes(opening[2]!.pos)) {
    findings.push(finding('Punctuation', last, last, 'This sentence asks a question, so it ends with a question mark.', ['?']));
  }
  const firstWord = words.find((word) => /[a-z]/.test(word)) ?? '';
  if (last?.text === '?' && !['what', 'why', 'how', 'when', 'where', 'who', 'which', 'whose', 'whom', 'do', 'does', 'did', 'is', 'are', 'was', 'were', 'can', 'could', 'will', 'would', 'should', 'shall', 'may', 'might', 'must', 'have', 'has', 'had', 'is', "isn't", 'am', 'wo', 'ca', 'should'].includes(firstWord) && !words.some((word, index) => [',', 'that'].includes(words[index - 1] ?? '') && ['what', 'why', 'how', 'isn', 'is', 'are', 'do', 'does', 'can', 'will', 'would', 'should', 'could'].includes(word))) {
    findings.push(finding('Punctuation', last, last, 'This sentence is a statement, so it ends with a full stop.', ['.']));
  }
  return findings;
};
