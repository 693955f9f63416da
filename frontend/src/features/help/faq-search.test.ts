import type { Faq } from '@shared/content';
import { describe, expect, it } from 'vitest';
import { faq } from '@frontend/features/help/faq-data';
import { markTerms, normaliseSearch, searchFaq, searchTermsOf } from '@frontend/features/help/faq-search';

const small: Faq = {
  topics: [
    { id: 'account', title: 'Account' },
    { id: 'microphone', title: 'Microphone trouble' },
  ],
  entries: [
    { id: 'reset', topic: 'account', question: 'I forgot my password?', answer: ['Use the reset link, valid for {{emailLinkHours}} hour.'] },
    { id: 'denied', topic: 'microphone', question: 'Microphone permission denied?', answer: [['Allow it in ', { text: 'Café settings', to: '/profile' }, '.']], keywords: ['blocked'] },
    { id: 'silence', topic: 'microphone', question: 'Why does recording stop?', answer: ['After {{silenceStopSeconds}} seconds of silence.'] },
  ],
};

const idsOf = (groups: ReturnType<typeof searchFaq>) => groups.map((group) => [group.topic.id, group.entries.map((entry) => entry.id)]);

describe('searchFaq', () => {
  it('gives every answer, grouped by topic in order, for an empty search', () => {
    expect(idsOf(searchFaq(small, '   '))).toEqual([
      ['account', ['reset']],
      ['microphone', ['denied', 'silence']],
    ]);
  });

  it('keeps the answers holding every word, as words or their beginnings, and drops empty topics', () => {
    expect(idsOf(searchFaq(small, 'mic'))).toEqual([['microphone', ['denied', 'silence']]]);
    expect(idsOf(searchFaq(small, 'MIC  denied!'))).toEqual([['microphone', ['denied']]]);
    expect(idsOf(searchFaq(small, 'password mic'))).toEqual([]);
  });

  it('searches the answer as shown (facts filled in, link texts), the keywords and accents ignored', () => {
    expect(idsOf(searchFaq(small, '3 seconds'))).toEqual([['microphone', ['silence']]]);
    expect(idsOf(searchFaq(small, '1 hour'))).toEqual([['account', ['reset']]]);
    expect(idsOf(searchFaq(small, 'cafe'))).toEqual([['microphone', ['denied']]]);
    expect(idsOf(searchFaq(small, 'blocked'))).toEqual([['microphone', ['denied']]]);
  });

  it('finds the real FAQ’s refund answer among payments', () => {
    expect(idsOf(searchFaq(faq, 'refund'))).toEqual([['payments', ['refunds']]]);
  });
});

describe('search words', () => {
  it('normalises case, accents and punctuation, and keeps percent signs', () => {
    expect(normaliseSearch('  Café — 25% OFF!  ')).toBe('cafe 25% off');
    expect(searchTermsOf('Mic, mic  denied')).toEqual(['mic', 'denied']);
    expect(searchTermsOf(' ?! ')).toEqual([]);
  });

  it('marks every occurrence of the words, longest first, whatever their case', () => {
    expect(markTerms('Microphone check: the mic works', ['mic', 'microphone'])).toEqual([
      { text: 'Microphone', matched: true },
      { text: ' check: the ', matched: false },
      { text: 'mic', matched: true },
      { text: ' works', matched: false },
    ]);
    expect(markTerms('a (b)', [])).toEqual([{ text: 'a (b)', matched: false }]);
    expect(markTerms('cost (A$49)', ['a$49'])).toEqual([
      { text: 'cost (', matched: false },
      { text: 'A$49', matched: true },
      { text: ')', matched: false },
    ]);
  });
});
