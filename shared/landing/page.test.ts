import { describe, expect, it } from 'vitest';
import { InvalidLandingPageError, landingPath, parseLandingPage } from './page';

const tips = [
  '---',
  'slug: read-aloud',
  'kind: tips',
  'title: "Read Aloud tips: every word counts"',
  'seoTitle: PTE Read Aloud tips and scoring rules',
  'description: How Read Aloud is scored on content, pronunciation and oral fluency, and what to do in the preparation time.',
  'tags: [speaking]',
  'practice: SRA',
  'order: 3',
  '---',
  '',
  'Read **every** word. [Practise](/practice?section=Speaking&exercise=SRA)',
].join('\n');

describe('parseLandingPage', () => {
  it('gives the validated front matter, with the order as a number, and the body', () => {
    expect(parseLandingPage(tips, 'read-aloud.md')).toMatchObject({ slug: 'read-aloud', kind: 'tips', practice: 'SRA', order: 3, markdown: 'Read **every** word. [Practise](/practice?section=Speaking&exercise=SRA)', words: 4 });
  });

  it('names every problem: a tips page without its type, an unknown type, a short description, a missing body', () => {
    const noPractice = tips.replace('practice: SRA\n', '');
    const wrong = tips.replace('practice: SRA', 'practice: XYZ').replace(/description: .*/, 'description: Short.').replace(/---\n\nRead.*$/s, '---\n');

    expect(() => parseLandingPage(noPractice, 'a.md')).toThrow(/practice: a tips page names the item type it teaches/);
    const error = (() => {
      try {
        parseLandingPage(wrong, 'b.md');
      } catch (caught) {
        return caught as InvalidLandingPageError;
      }
    })();
    expect(error).toBeInstanceOf(InvalidLandingPageError);
    expect(error!.problems.join('\n')).toMatch(/practice: practice is an item-type code/);
    expect(error!.problems.join('\n')).toMatch(/description: /);
    expect(error!.problems).toContain('the page has no body');
  });
});

describe('landingPath', () => {
  it('puts /academic and its pages, the tips pages and the resources at their paths', () => {
    expect(landingPath({ kind: 'academic', slug: 'academic' })).toBe('/academic');
    expect(landingPath({ kind: 'academic', slug: 'scoring' })).toBe('/academic/scoring');
    expect(landingPath({ kind: 'tips', slug: 'short-answer' })).toBe('/short-answer-tips');
    expect(landingPath({ kind: 'resource', slug: 'study-planner' })).toBe('/resources#study-planner');
  });
});
