import { describe, expect, it } from 'vitest';
import { startingCredits, visitorSpeakingCredits } from '@shared/accounts';
import { formatPrice, packages } from '@shared/pricing';
import { factNamesOf, facts, fillFacts } from './facts';
import { appLinksOf, paragraphsOf, plainTextOf, RichTextSchema, type RichText } from './rich-text';

const text: RichText = [
  'Plain {{visitorSpeakingCredits}} paragraph.',
  ['A ', { text: 'link', to: '/pricing' }, ' and ', { text: 'a site', href: 'https://example.com' }, '.'],
  { list: ['one', ['two with ', { text: 'an anchor', to: '/help#free-credits' }]] },
  { steps: ['first', 'second'] },
];

describe('rich text', () => {
  it('accepts paragraphs, inline links, lists and steps, and refuses empty text and protocol-relative links', () => {
    expect(RichTextSchema.safeParse(text).success).toBe(true);
    expect(RichTextSchema.safeParse([]).success).toBe(false);
    expect(RichTextSchema.safeParse([[{ text: 'x', to: '//evil.example' }]]).success).toBe(false);
    expect(RichTextSchema.safeParse([{ list: [] }]).success).toBe(false);
  });

  it('lists the paragraphs of each kind of block', () => {
    expect(text.map((block) => paragraphsOf(block).length)).toEqual([1, 1, 2, 2]);
  });

  it('gives the words a reader sees and the app links, with their anchors', () => {
    expect(plainTextOf(text)).toBe('Plain {{visitorSpeakingCredits}} paragraph. A link and a site. one two with an anchor first second');
    expect(appLinksOf(text)).toEqual(['/pricing', '/help#free-credits']);
  });
});

describe('facts', () => {
  it('computes the numbers from the constants the platform runs on', () => {
    expect(facts.visitorSpeakingCredits).toBe(String(visitorSpeakingCredits));
    expect(facts.startingSpeakingCredits).toBe(String(startingCredits.speakingCredits));
    expect(facts.ultimatePrice).toBe(formatPrice(packages.package_ultimate.basePrice, 'AUD'));
    expect(facts.speakingUsageAlerts).toBe('25%, 50%, 75% and 100%');
    expect(facts.paymentMethods).toBe('Card, Apple Pay, Google Pay, PayPal, Alipay, WeChat Pay and Bancontact');
    expect(facts.essayWords).toBe('200-300');
    expect(facts.templateMatchShare).toBe('70%');
    expect(facts.emailLinkHours).toBe('1');
  });

  it('fills known facts and leaves unknown ones as written', () => {
    expect(fillFacts('{{visitorSpeakingCredits}} free, {{ bronzeDays }} days, {{noSuchFact}}')).toBe(`${visitorSpeakingCredits} free, 30 days, {{noSuchFact}}`);
    expect(factNamesOf('{{a}} and {{ b2 }}, not {a} or {{3c}}')).toEqual(['a', 'b2']);
  });
});
