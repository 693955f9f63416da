import { describe, expect, it } from 'vitest';
import { formatPrice, packages } from '@shared/pricing';
import type { HomeFigures } from '@shared/content';
import { serveBlock } from './home';

const figures: HomeFigures = { questions: 1834, mockTests: 60, articles: 40, faqAnswers: 45, reviews: 0, rating: 0 };

describe('serveBlock', () => {
  it('shows each figure with its count and leaves out a figure that counts nothing', () => {
    const served = serveBlock(
      {
        type: 'figures',
        heading: 'Library',
        items: [
          { value: '{{questions}}', label: 'questions' },
          { value: '{{reviews}}', label: 'reviews' },
          { value: '{{rating}}', label: 'average rating' },
        ],
      },
      figures,
    );
    expect(served).toEqual({ type: 'figures', heading: 'Library', items: [{ figure: 'questions', value: 1834, label: 'questions' }] });
  });

  it('shows the ratings and their average once students have left some', () => {
    const served = serveBlock({ type: 'figures', heading: 'Library', items: [{ value: '{{reviews}}', label: 'student ratings' }, { value: '{{rating}}', label: 'average rating out of 5' }] }, { ...figures, reviews: 12, rating: 4.6 });
    expect(served).toMatchObject({ items: [{ figure: 'reviews', value: 12 }, { figure: 'rating', value: 4.6 }] });
  });

  it('fills the placeholders of every text, links included', () => {
    const served = serveBlock({ type: 'steps', heading: '{{articles}} articles', items: [{ title: 'Read', body: 'All {{questions}} questions' }] }, figures);
    expect(served).toEqual({ type: 'steps', heading: '40 articles', items: [{ title: 'Read', body: 'All 1,834 questions' }] });
  });

  it('gives the FAQ entries their questions and the packages their names and prices', () => {
    const faq = serveBlock({ type: 'faq', heading: 'Questions', entries: ['free-credits'], allLink: { label: 'All {{faqAnswers}} answers', to: '/help' } }, figures);
    expect(faq).toEqual({ type: 'faq', heading: 'Questions', entries: [{ id: 'free-credits', question: 'How many free credits do I get?' }], allLink: { label: 'All 45 answers', to: '/help' } });
    const buy = serveBlock({ type: 'buy', heading: 'Plans', packages: ['package_silver'], allLink: { label: 'Prices', to: '/pricing' } }, figures);
    const silver = packages.package_silver;
    expect(buy).toMatchObject({ packages: [{ id: 'package_silver', name: silver.name, summary: silver.summary, price: formatPrice(silver.basePrice, 'AUD') }] });
  });
});
