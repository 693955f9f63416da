import { finding, type Finding, type Rule } from '../findings';
import type { Sentence, Token } from '../tokens';

const subordinators = new Set(['because', 'although', 'though', 'since', 'while', 'whereas', 'if', 'unless', 'when', 'whenever', 'after', 'before', 'once', 'until', 'even']);
/** Openings of a phrase that cannot stand as a sentence without a main verb: "Especially in...", "Such as...". */
const fragmentOpeners = new Set(['especially', 'such', 'including', 'particularly', 'mainly', 'for', 'like', 'which', 'being', 'having', 'due', 'because', 'and', 'or', 'but', 'despite', 'although', 'without', 'with', 'after', 'before']);
const linkingAdverbs = new Set(['however', 'therefore', 'moreover', 'furthermore', 'thus', 'hence', 'consequently', 'otherwise', 'besides', 'nevertheless', 'then', 'also', 'instead', 'meanwhile']);
const linkingPhrases: readonly string[][] = [['as', 'a', 'result'], ['in', 'addition'], ['for', 'example'], ['for', 'instance'], ['on', 'the', 'other', 'hand'], ['in', 'contrast'], ['as', 'a', 'consequence'], ['in', 'fact'], ['of', 'course']];
const coordinators = new Set(['and', 'but', 'or', 'so', 'yet', 'nor', 'for', 'while', 'whereas', 'because', 'as', 'since', 'although', 'though', 'which', 'who', 'where', 'when', 'that', 'if', 'unless']);
const determinerWords = new Set(['the', 'a', 'an', 'this', 'these', 'those', 'many', 'most', 'some', 'several', 'few', 'all', 'both', 'each', 'every', 'other', 'others', 'his', 'her', 'their', 'our', 'my', 'its', 'hundreds', 'thousands', 'millions']);
const subjectPronouns = new Set(['it', 'they', 'he', 'she', 'we', 'i', 'this', 'these', 'those', 'there', 'you', 'others', 'many', 'most', 'some']);

/** A finite verb: an auxiliary or modal, or a verb not in its -ing form and not after "to", "having" or "been". */
function isFinite(tokens: Sentence, index: number): boolean {
  const token = tokens[index]!;
  if (token.pos !== 'AUX' && token.pos !== 'VERB') return false;
  if (token.lower.endsWith('ing') || ['be', 'been'].includes(token.lower)) return false;
  const previous = tokens[index - 1];
  return !(previous && (previous.lower === 'to' || /ing$/.test(previous.lower) && ['AUX', 'VERB'].includes(previous.pos)));
}

/** Verb groups ("has invested" is one) with a finite verb between `from` and `to`. */
function finiteGroups(tokens: Sentence, from: number, to: number): number {
  let groups = 0;
  for (let index = from; index < to; index += 1) {
    if (isFinite(tokens, index) && !((index > from && ['AUX', 'VERB'].includes(tokens[index - 1]!.pos)) || (['ADV', 'PART'].includes(tokens[index - 1]?.pos ?? '') && tokens[index - 2]?.pos === 'AUX'))) groups += 1;
  }
  return groups;
}

/** Whether the words from `from` to `to` make a clause of their own: a finite verb and no opening subordinator or participle. */
function independentClause(tokens: Sentence, from: number, to: number): boolean {
  const first = tokens[from];
  if (!first || subordinators.has(first.lower) || first.pos === 'SCONJ' || first.pos === 'ADP') return false;
  // "Had the warning come earlier, ...", "The more people recycle, the less ...".
  if ((first.pos === 'AUX' && from === 0) || ['however', 'whatever', 'whoever', 'wherever', 'rather', 'no', 'whether', 'instead'].includes(first.lower) || (first.lower === 'the' && ['more', 'less', 'fewer', 'better', 'higher', 'longer', 'bigger'].includes(tokens[from + 1]?.lower ?? ''))) return false;
  if (tokens.slice(from, to).some((token) => ['who', 'which', 'that', 'if', 'when', 'because', 'where', 'as', 'since', 'although', 'though', 'while', 'once', 'unless', 'until', 'after', 'before', 'whereas'].includes(token.lower))) return false;
  return finiteGroups(tokens, from, to) > 0;
}

/** The end of a subject phrase starting at `index` ("the roads", "many local workers", "hundreds of workers"), or -1. */
function subjectEnd(tokens: Sentence, index: number): number {
  const first = tokens[index];
  if (!first) return -1;
  if (subjectPronouns.has(first.lower) && first.pos !== 'ADJ' && !['NOUN', 'ADJ', 'PROPN'].includes(tokens[index + 1]?.pos ?? '')) return index;
  let end = index;
  if (determinerWords.has(first.lower)) {
    if (tokens[index + 1]?.lower === 'of') return subjectEnd(tokens, index + 2);
    end += 1;
  }
  while (tokens[end] && (['ADJ', 'NUM'].includes(tokens[end]!.pos) || (tokens[end]!.pos === 'VERB' && /ed$/.test(tokens[end]!.lower) && tokens[end + 1]?.pos === 'NOUN'))) end += 1;
  if (!tokens[end] || !['NOUN', 'PROPN'].includes(tokens[end]!.pos)) return -1;
  while (tokens[end + 1] && ['NOUN', 'PROPN'].includes(tokens[end + 1]!.pos)) end += 1;
  if (tokens[end + 1]?.lower === 'of') {
    const inner = subjectEnd(tokens, end + 2);
    if (inner >= 0) return inner;
  }
  return end;
}

/** Whether a finite verb starts at `index`, past adverbs: "the roads are now", "most adults need". */
function verbAt(tokens: Sentence, index: number): boolean {
  let at = index;
  while (tokens[at]?.pos === 'ADV') at += 1;
  const token = tokens[at];
  return token !== undefined && (token.pos === 'AUX' || token.pos === 'VERB') && !token.lower.endsWith('ing') && token.lower !== 'to';
}

/**
 * Sentence boundaries: two sentences joined by a comma alone ("Technology is useful, it saves
 * time.", "Prices rose, wages remained unchanged.", "..., however they ..."), and fragments: a
 * sentence with no finite verb that opens as a fragment does ("Especially in..."), or a
 * subordinate clause standing alone ("Because many people live in cities.").
 */
export const sentenceBoundaries: Rule = (tokens) => {
  const findings: Finding[] = [];
  const words = tokens.filter((token) => /[a-z]/i.test(token.text));
  const ended = ['.', '!', '?'].includes(tokens.at(-1)?.text ?? '');
  if (!ended || words.length < 3) return findings;
  const first = words[0]!;

  let clauseStart = 0;
  // A sentence opening with a subordinate clause or an introductory phrase ("With an extra day to rest, exercise or ...,") has its main clause after a comma: that comma joins nothing.
  let mainClausePending = subordinators.has(first.lower) || ['SCONJ', 'ADP', 'PART'].includes(first.pos) || (first.pos === 'VERB' && /(ing|ed)$/.test(first.lower));
  tokens.forEach((token, index) => {
    if (token.text === ';') clauseStart = index + 1;
    if (token.text !== ',') return;
    let next = index + 1;
    if (linkingAdverbs.has(tokens[next]?.lower ?? '')) next += tokens[next + 1]?.text === ',' ? 2 : 1;
    // "..., as a result, traffic has decreased": a linking phrase between two sentences.
    const phrase = linkingPhrases.find((words) => words.every((word, offset) => tokens[next + offset]?.lower === word));
    if (phrase) next += phrase.length + (tokens[next + phrase.length]?.text === ',' ? 1 : 0);
    const opener = tokens[index + 1];
    const end = subjectEnd(tokens, next);
    const splice = opener && !coordinators.has(opener.lower) && end >= 0 && verbAt(tokens, end + 1) && independentClause(tokens, clauseStart, index) && !tokens.slice(end + 1).some((later, offset) => later.text === ',' && offset < 2);
    if (splice && mainClausePending) mainClausePending = false;
    else if (splice) {
      const left = tokens[index - 1]!;
      const subject = tokens[next]!;
      findings.push(finding('Sentence boundaries', left, subject, 'Two sentences are joined by a comma alone: end the first with a full stop, or join them with a word such as "and", "but" or "because".', [`${left.text}. ${subject.text.charAt(0).toUpperCase()}${subject.text.slice(1)}`]));
    }
    clauseStart = index + 1;
  });

  const firstIndex = tokens.indexOf(first);
  const groups = finiteGroups(tokens, 0, tokens.length);
  const question = tokens.at(-1)?.text === '?';
  // A verb inside a relative clause does not make the phrase before it a sentence: "Especially in countries where water is scarce."
  const relative = tokens.findIndex((token) => ['where', 'which', 'who', 'that', 'whose', 'when'].includes(token.lower) && token !== first);
  const ingOpening = first.pos === 'VERB' && first.lower.endsWith('ing') && !tokens.some((token) => token.text === ',');
  // A verb inside a relative clause at the end does not make the words before it a sentence; a second verb after it does.
  const noVerb = (fragmentOpeners.has(first.lower) || ingOpening) && (groups === 0 || (relative > 0 && finiteGroups(tokens, 0, relative) === 0 && finiteGroups(tokens, relative, tokens.length) <= 1));
  const commaThenClause = tokens.some((token, index) => token.text === ',' && index > firstIndex + 1 && tokens.slice(index + 1).filter((word) => /[a-z]/i.test(word.text)).length >= 3);
  const aloneSubordinate = !question && ((subordinators.has(first.lower) && !commaThenClause && groups < 2) || first.lower === 'which');
  if (noVerb || aloneSubordinate) {
    const end: Token = tokens.at(-2) ?? tokens.at(-1)!;
    findings.push(finding('Sentence boundaries', first, end, noVerb ? 'This is not a full sentence: it has no main verb.' : `This is not a full sentence: a clause starting with "${first.text}" needs a main clause.`, []));
  }
  return findings;
};
