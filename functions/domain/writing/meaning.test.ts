import { beforeAll, describe, expect, it } from 'vitest';
import { keywordCoverage } from '@shared/scoring';
import { normaliseSpeech } from '@shared/text';
import { engineLoadBudgetMs } from '@test/fixtures/slow-loads';
import { meaningMatcher, sourceShare } from './meaning';

// WordNet and wink-nlp load on the first match: once for the file, within their own budget.
beforeAll(() => void meaningMatcher('Students study at university.')('education'), engineLoadBudgetMs);

describe('meaningMatcher', () => {
  it('finds a keyword in another form of the word, a synonym or the same idea as a verb, and says by which words', () => {
    const text = 'Each university admits pupils who want to educate themselves and find work.';
    const coverage = keywordCoverage(['universities', 'students', 'education', 'plastic'], normaliseSpeech(text), meaningMatcher(text));
    expect(coverage.matched).toEqual(['universities', 'students', 'education']);
    expect(coverage.missed).toEqual(['plastic']);
    expect(coverage.matchedAs).toEqual({ universities: 'university', students: 'pupils', education: 'educate' });
  });

  it('does not let an answer about something else reach the keywords', () => {
    const text = 'On Saturdays my neighbour bakes bread, plants tomatoes and paints the garden gate blue.';
    expect(keywordCoverage(['universities', 'students', 'employment', 'skills'], normaliseSpeech(text), meaningMatcher(text)).matched).toEqual([]);
  });
});

describe('sourceShare', () => {
  it('is high for a summary in its own words and low for an answer about something else', () => {
    const passage = 'Coral reefs cover a tiny share of the ocean floor but shelter a quarter of marine species. Warmer water makes corals expel the algae that feed them.';
    expect(sourceShare('Reefs shelter many marine species, yet warmer water makes the corals expel their algae.', passage)).toBeGreaterThan(0.6);
    expect(sourceShare('My neighbour bakes bread on Saturdays and plants tomatoes in her garden.', passage)).toBeLessThan(0.2);
  });
});
