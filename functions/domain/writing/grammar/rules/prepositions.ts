import { finding, type Finding, type Rule } from '../findings';
import type { Token } from '../tokens';

/**
 * Wrong prepositions in common collocations, keyed by the lemma before them: the preposition a
 * learner writes and the one English uses (an empty string: none at all, as in "discuss about").
 */
const collocations: readonly { lemma: string; wrong: readonly string[]; right: string }[] = [
  { lemma: 'depend', wrong: ['of', 'from', 'to', 'in'], right: 'on' },
  { lemma: 'dependent', wrong: ['of', 'from', 'to', 'in'], right: 'on' },
  { lemma: 'interested', wrong: ['about', 'for', 'on', 'at', 'to'], right: 'in' },
  { lemma: 'discuss', wrong: ['about', 'on'], right: '' },
  { lemma: 'married', wrong: ['with'], right: 'to' },
  { lemma: 'marry', wrong: ['with', 'to'], right: '' },
  { lemma: 'arrive', wrong: ['to'], right: 'in' },
  { lemma: 'responsible', wrong: ['of', 'about'], right: 'for' },
  { lemma: 'emphasis', wrong: ['in', 'at', 'to'], right: 'on' },
  { lemma: 'emphasise', wrong: ['on', 'about'], right: '' },
  { lemma: 'emphasize', wrong: ['on', 'about'], right: '' },
  { lemma: 'focus', wrong: ['in', 'at', 'to'], right: 'on' },
  { lemma: 'capable', wrong: ['to', 'for', 'in'], right: 'of' },
  { lemma: 'aware', wrong: ['about', 'on', 'for'], right: 'of' },
  { lemma: 'afraid', wrong: ['from', 'about'], right: 'of' },
  { lemma: 'according', wrong: ['with', 'from', 'by'], right: 'to' },
  { lemma: 'similar', wrong: ['with', 'as'], right: 'to' },
  { lemma: 'reach', wrong: ['to'], right: '' },
  { lemma: 'succeed', wrong: ['to'], right: 'in' },
  { lemma: 'concentrate', wrong: ['in', 'at'], right: 'on' },
  { lemma: 'insist', wrong: ['to', 'in', 'for'], right: 'on' },
  { lemma: 'participate', wrong: ['to', 'at', 'on'], right: 'in' },
  { lemma: 'accustomed', wrong: ['with'], right: 'to' },
  { lemma: 'proud', wrong: ['for', 'about', 'on'], right: 'of' },
  { lemma: 'relevant', wrong: ['with', 'for'], right: 'to' },
  { lemma: 'addicted', wrong: ['with', 'on', 'at'], right: 'to' },
  { lemma: 'impact', wrong: ['to', 'over'], right: 'on' },
  { lemma: 'effect', wrong: ['to', 'over'], right: 'on' },
  { lemma: 'influence', wrong: ['to', 'over'], right: 'on' },
  { lemma: 'attention', wrong: ['on', 'at'], right: 'to' },
  { lemma: 'consist', wrong: ['from', 'by', 'with'], right: 'of' },
  { lemma: 'rely', wrong: ['in', 'to', 'of', 'from'], right: 'on' },
  { lemma: 'reliant', wrong: ['in', 'to', 'of', 'from'], right: 'on' },
  { lemma: 'listen', wrong: ['at'], right: 'to' },
  { lemma: 'contribute', wrong: ['in', 'for'], right: 'to' },
  { lemma: 'suffer', wrong: ['of', 'with'], right: 'from' },
  { lemma: 'benefit', wrong: ['of'], right: 'from' },
  { lemma: 'protect', wrong: ['of'], right: 'from' },
  { lemma: 'prevent', wrong: ['to'], right: 'from' },
  { lemma: 'good', wrong: ['on'], right: 'at' },
  { lemma: 'excellent', wrong: ['on'], right: 'at' },
  { lemma: 'satisfied', wrong: ['from', 'about', 'for'], right: 'with' },
  { lemma: 'familiar', wrong: ['to', 'about'], right: 'with' },
  { lemma: 'fond', wrong: ['in', 'about', 'for'], right: 'of' },
  { lemma: 'full', wrong: ['with'], right: 'of' },
  { lemma: 'explain', wrong: ['about'], right: '' },
  { lemma: 'comprise', wrong: ['of'], right: '' },
  { lemma: 'enter', wrong: ['into'], right: '' },
  { lemma: 'approach', wrong: ['to'], right: '' },
  { lemma: 'lack', wrong: ['of'], right: '' },
  { lemma: 'mention', wrong: ['about'], right: '' },
  { lemma: 'contact', wrong: ['with', 'to'], right: '' },
  { lemma: 'request', wrong: ['for'], right: '' },
  { lemma: 'result', wrong: ['to'], right: 'in' },
  { lemma: 'answer', wrong: ['of'], right: 'to' },
  { lemma: 'prefer', wrong: ['than'], right: 'to' },
  { lemma: 'concerned', wrong: ['of', 'for'], right: 'about' },
  { lemma: 'describe', wrong: ['about'], right: '' },
  { lemma: 'suitable', wrong: ['of', 'to'], right: 'for' },
  { lemma: 'away', wrong: ['of'], right: 'from' },
  { lemma: 'tied', wrong: ['of', 'with'], right: 'to' },
  { lemma: 'related', wrong: ['with'], right: 'to' },
  { lemma: 'linked', wrong: ['with'], right: 'to' },
  { lemma: 'control', wrong: ['on'], right: 'over' },
  { lemma: 'famous', wrong: ['of', 'about', 'by'], right: 'for' },
  { lemma: 'access', wrong: ['of'], right: 'to' },
  { lemma: 'exposure', wrong: ['of', 'with'], right: 'to' },
  { lemma: 'complain', wrong: ['for', 'of', 'on'], right: 'about' },
  { lemma: 'reliance', wrong: ['to', 'in', 'from'], right: 'on' },
  { lemma: 'close', wrong: ['from'], right: 'to' },
  { lemma: 'far', wrong: ['to'], right: 'from' },
  { lemma: 'different', wrong: ['of'], right: 'from' },
  { lemma: 'worried', wrong: ['for', 'of', 'on'], right: 'about' },
  { lemma: 'angry', wrong: ['on', 'at'], right: 'with' },
  { lemma: 'keen', wrong: ['in', 'for', 'about'], right: 'on' },
  { lemma: 'married', wrong: ['with'], right: 'to' },
  { lemma: 'divided', wrong: ['in'], right: 'into' },
  { lemma: 'translate', wrong: ['to'], right: 'into' },
  { lemma: 'invest', wrong: ['on'], right: 'in' },
  { lemma: 'spend', wrong: ['for'], right: 'on' },
  { lemma: 'search', wrong: ['about'], right: 'for' },
  { lemma: 'belong', wrong: ['with', 'for'], right: 'to' },
  { lemma: 'consequences', wrong: ['on', 'to'], right: 'of' },
  { lemma: 'cause', wrong: ['for'], right: 'of' },
  { lemma: 'reason', wrong: ['of'], right: 'for' },
  { lemma: 'demand', wrong: ['for'], right: '' },
  { lemma: 'knowledge', wrong: ['about'], right: 'of' },
  { lemma: 'advantage', wrong: ['for'], right: 'of' },
  { lemma: 'increase', wrong: ['with'], right: 'by' },
  { lemma: 'fall', wrong: ['with'], right: 'by' },
  { lemma: 'rise', wrong: ['with'], right: 'by' },
  { lemma: 'grow', wrong: ['with'], right: 'by' },
];

const days = new Set(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'mondays', 'tuesdays', 'wednesdays', 'thursdays', 'fridays', 'saturdays', 'sundays', 'weekday', 'weekdays', 'birthday']);
const months = new Set(['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']);
const vehicles = new Set(['car', 'bus', 'train', 'plane', 'bike', 'bicycle', 'taxi', 'boat', 'ship', 'tram', 'coach', 'underground', 'subway', 'air', 'sea', 'rail']);

/** Phrases whose preposition is always wrong: "at the other hand", "in the other hand". */
const wrongPhrases: readonly { words: readonly string[]; at: number; right: string }[] = [
  { words: ['at', 'the', 'other', 'hand'], at: 0, right: 'on' },
  { words: ['in', 'the', 'other', 'hand'], at: 0, right: 'on' },
  { words: ['in', 'the', 'one', 'hand'], at: 0, right: 'on' },
  { words: ['on', 'the', 'contrary', 'of'], at: 3, right: 'to' },
  { words: ['in', 'my', 'point', 'of', 'view'], at: 0, right: 'from' },
  { words: ['on', 'my', 'opinion'], at: 0, right: 'in' },
  { words: ['in', 'nowadays'], at: 0, right: '' },
  { words: ['in', 'recent', 'days'], at: 0, right: 'in' },
];

/** A noun after "lack" makes "lack" the noun ("a lack of"), where "of" is right. */
const nounUse = (previous: Token | undefined) => previous !== undefined && (previous.pos === 'DET' || previous.pos === 'ADJ' || ['the', 'a', 'an'].includes(previous.lower));

/** Prepositions of common collocations: "depend of", "interested about", "discuss about", "at the other hand". */
export const prepositions: Rule = (tokens) => {
  const findings: Finding[] = [];
  tokens.forEach((token, index) => {
    const next = tokens[index + 1];
    if (!next) return;
    for (const { lemma, wrong, right } of collocations) {
      if (token.lemma !== lemma && token.lower !== lemma) continue;
      if (!wrong.includes(next.lower)) continue;
      // The noun "lack of", "result of" and "effect of" are right; the verbs are not.
      if (['lack', 'result', 'contact', 'request', 'approach', 'answer', 'benefit'].includes(lemma) && (token.pos !== 'VERB' || nounUse(tokens[index - 1]))) continue;
      if (['impact', 'effect', 'influence', 'focus', 'emphasis', 'attention', 'solution'].includes(lemma) && token.pos === 'VERB' && lemma !== 'focus') continue;
      if (lemma === 'full' && tokens[index - 1]?.lower === 'be') continue;
      // "increased with 20%": a change by an amount; "grow with age" is right.
      if (['increase', 'fall', 'rise', 'grow'].includes(lemma) && !/^\d|%/.test(tokens[index + 2]?.text ?? '')) continue;
      if (['close', 'far'].includes(lemma) && token.pos !== 'ADJ' && token.pos !== 'ADV') continue;
      if (['reason', 'cause', 'advantage', 'knowledge', 'consequences'].includes(lemma) && token.pos !== 'NOUN') continue;
      if ((lemma === 'demand' || lemma === 'control') && token.pos !== 'VERB') continue;
      findings.push(finding('Prepositions', next, next, right ? `"${token.text}" takes "${right}", not "${next.text}".` : `"${token.text}" takes no preposition: leave out "${next.text}".`, [right]));
      return;
    }
    const place = (wrongToken: typeof token, right: string, why: string) => findings.push(finding('Prepositions', wrongToken, wrongToken, why, [right]));
    // Time: "on Saturdays", "on 15 June", "in 1950", "on time".
    if (token.lower === 'in' && (days.has(next.lower) || (/^\d{1,2}(st|nd|rd|th)?$/.test(next.lower) && months.has(tokens[index + 2]?.lower ?? '')))) place(token, 'on', `Days and dates take "on": "on ${next.text}".`);
    if (token.lower === 'on' && /^(1[5-9]|20)\d\d$/.test(next.lower)) place(token, 'in', `Years take "in": "in ${next.text}".`);
    if (token.lower === 'at' && next.lower === 'time' && (tokens[index + 2] === undefined || ['PUNCT', 'ADP', 'SCONJ'].includes(tokens[index + 2]!.pos))) place(token, 'on', 'Punctual is "on time".');
    // "travel with car": how one travels takes "by".
    if (token.lower === 'with' && vehicles.has(next.lower) && ['travel', 'go', 'come', 'commute', 'get', 'arrive', 'return'].includes(tokens.slice(Math.max(0, index - 3), index).find((word) => word.pos === 'VERB')?.lemma ?? '')) place(token, 'by', `How one travels takes "by": "by ${next.text}".`);
    // "explained us the rules", "wait the next one".
    if (token.lemma === 'explain' && ['me', 'us', 'him', 'them'].includes(next.lower)) findings.push(finding('Prepositions', token, next, `"explain" takes "to" before the person: "${token.text} to ${next.text}".`, [`${token.text} to ${next.text}`]));
    if (token.lemma === 'wait' && token.pos === 'VERB' && ['the', 'a', 'an', 'my', 'his', 'her', 'their', 'our', 'your', 'this', 'that'].includes(next.lower)) findings.push(finding('Prepositions', token, token, '"wait" takes "for" before what is awaited.', [`${token.text} for`]));
    // "because high cost": a reason given by a noun phrase takes "because of".
    if (token.lower === 'because' && next && ['ADJ', 'NOUN', 'DET'].includes(next.pos) && next.lower !== 'the' && !['this', 'that', 'it', 'they', 'there'].includes(next.lower)) {
      let end = index + 1;
      while (tokens[end] && ['ADJ', 'NOUN', 'DET', 'CCONJ'].includes(tokens[end]!.pos) && !(tokens[end]!.pos === 'DET' && tokens[end - 1]?.pos === 'NOUN')) end += 1;
      // A phrase ending in a word that is often a verb ("because rested people work better") is a clause.
      const last = tokens[end - 1];
      if (end > index + 1 && end - index <= 4 && (!tokens[end] || ['PUNCT'].includes(tokens[end]!.pos)) && !(last && ['work', 'need', 'help', 'use', 'change', 'support', 'study', 'play', 'live', 'learn', 'rest', 'matter', 'vary', 'increase', 'fall', 'rise', 'grow'].includes(last.lemma))) findings.push(finding('Prepositions', token, token, 'Before a noun, write "because of".', ['because of']));
    }
    // "invest more money on hospitals": investing is "in".
    if (token.lower === 'on' && tokens.slice(Math.max(0, index - 4), index).some((word) => word.lemma === 'invest') && !tokens.slice(Math.max(0, index - 4), index).some((word) => word.pos === 'ADP')) place(token, 'in', 'One invests "in" something.');
    for (const phrase of wrongPhrases) {
      if (phrase.words.every((word, offset) => tokens[index + offset]?.lower === word)) {
        const wrongToken = tokens[index + phrase.at]!;
        findings.push(finding('Prepositions', wrongToken, wrongToken, phrase.right ? `Write "${phrase.right}" here: "${[...phrase.words.slice(0, phrase.at), phrase.right, ...phrase.words.slice(phrase.at + 1)].join(' ')}".` : `Leave out "${wrongToken.text}".`, [phrase.right]));
      }
    }
  });
  return findings;
};
