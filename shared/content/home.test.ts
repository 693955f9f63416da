import { describe, expect, it } from 'vitest';
import homeJson from '@content/home.json';
import { fillHomeFigures, HomeContentSchema, homeStrings, homeTextProblems, type HomeFigures } from './home';

const figures: HomeFigures = { questions: 1234, mockTests: 60, articles: 41, faqAnswers: 45, reviews: 0, rating: 0 };

describe('home content', () => {
  it('parses content/home.json: the spec §3 blocks, hero first and banner last', () => {
    const { blocks } = HomeContentSchema.parse(homeJson);
    expect(blocks.map((block) => block.type)).toEqual(expect.arrayContaining(['hero', 'grid', 'slider', 'testimonials', 'faq', 'buy', 'banner']));
    expect(blocks[0]!.type).toBe('hero');
    expect(blocks.at(-1)!.type).toBe('banner');
  });

  it('rejects an unknown block type, a missing heading and a figure that is not one placeholder', () => {
    expect(HomeContentSchema.safeParse({ blocks: [{ type: 'carousel', heading: 'x' }] }).success).toBe(false);
    expect(HomeContentSchema.safeParse({ blocks: [{ type: 'steps', items: [{ title: 'a', body: 'b' }] }] }).success).toBe(false);
    expect(HomeContentSchema.safeParse({ blocks: [{ type: 'figures', heading: 'h', items: [{ value: '40', label: 'mock tests' }] }] }).success).toBe(false);
  });

  it('fills each placeholder with its count, in English digit grouping, and leaves an unknown one as written', () => {
    expect(fillHomeFigures('Read all {{faqAnswers}} answers', figures)).toBe('Read all 45 answers');
    expect(fillHomeFigures('All {{ questions }} questions and {{mockTests}} mocks', figures)).toBe('All 1,234 questions and 60 mocks');
    expect(fillHomeFigures('{{students}} students', figures)).toBe('{{students}} students');
  });

  it('reports an unknown placeholder and figures typed in where a count belongs', () => {
    expect(homeTextProblems('All {{questions}} questions')).toEqual([]);
    expect(homeTextProblems('Join {{students}} students')).toEqual(['unknown placeholder {{students}} (known: questions, mockTests, articles, faqAnswers, reviews, rating)']);
    for (const claim of ['40 scored mock tests', 'over 40 articles', '30+ FAQ answers', '1000+ reviews', '2,500 questions', 'rated 4.7 out of 5'])
      expect(homeTextProblems(claim), claim).toHaveLength(1);
    // A number that claims no count of the data is fine.
    expect(homeTextProblems('Updated for the August 2025 PTE Academic format')).toEqual([]);
  });

  it('lists every string of the content with its place', () => {
    expect(homeStrings({ blocks: [{ type: 'faq', entries: ['a', 'b'] }] })).toEqual([
      { at: 'blocks[0].type', text: 'faq' },
      { at: 'blocks[0].entries[0]', text: 'a' },
      { at: 'blocks[0].entries[1]', text: 'b' },
    ]);
  });
});
