import { fillFacts, plainTextOf, type Faq, type FaqEntry, type FaqTopic } from '@shared/content';

/** Lower case without accents or punctuation, words separated by single spaces. */
export function normaliseSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}%]+/gu, ' ')
    .trim();
}

/** The words of a search, e.g. searchTermsOf('  Mic  denied!') → ['mic', 'denied']. */
export function searchTermsOf(query: string): string[] {
  const normalised = normaliseSearch(query);
  return normalised === '' ? [] : [...new Set(normalised.split(' '))];
}

/** Everything a search looks in: the question, the answer as shown (facts filled in), its keywords and its topic. */
function searchableText(entry: FaqEntry, topic: FaqTopic): string {
  return normaliseSearch([entry.question, fillFacts(plainTextOf(entry.answer)), ...(entry.keywords ?? []), topic.title].join(' '));
}

export interface FaqGroup {
  topic: FaqTopic;
  entries: FaqEntry[];
}

/**
 * The FAQ's answers that hold every word of the query (each as the start or part of a word, so
 * 'mic' finds 'microphone'), grouped by topic in the FAQ's order; topics without a match are left
 * out. An empty query gives every answer.
 * Example: searchFaq(faq, 'refund') → [{ topic: Payments, entries: [Can I get a refund?] }].
 */
export function searchFaq(faq: Faq, query: string): FaqGroup[] {
  const terms = searchTermsOf(query);
  return faq.topics
    .map((topic) => ({
      topic,
      entries: faq.entries.filter((entry) => {
        if (entry.topic !== topic.id) return false;
        const text = searchableText(entry, topic);
        return terms.every((term) => text.includes(term));
      }),
    }))
    .filter((group) => group.entries.length > 0);
}

/** Splits text around the (case-insensitive) occurrences of the terms, marking the matched pieces. */
export function markTerms(text: string, terms: readonly string[]): { text: string; matched: boolean }[] {
  const escaped = terms.filter((term) => term.length > 0).map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (escaped.length === 0) return [{ text, matched: false }];
  const pattern = new RegExp(`(${escaped.sort((a, b) => b.length - a.length).join('|')})`, 'gi');
  // Splitting on a capturing pattern puts the matches at the odd places.
  return text
    .split(pattern)
    .map((piece, index) => ({ text: piece, matched: index % 2 === 1 }))
    .filter((piece) => piece.text !== '');
}
