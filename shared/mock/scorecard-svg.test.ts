import { describe, expect, it } from 'vitest';
import { scorecardSize, scorecardSummary, scorecardSvg, shareOfScale, type Scorecard } from './scorecard-svg';

const card = (changes: Partial<Scorecard> = {}): Scorecard => ({
  firstName: 'Maria',
  date: Date.UTC(2026, 2, 3, 23, 30),
  title: 'PTE Academic Mock Test 1',
  variant: 'Academic',
  category: 'full',
  overall: 72,
  skills: { listening: 70, reading: 50, speaking: 81, writing: 64 },
  enablingSkills: { grammar: 66, 'oral fluency': 80, pronunciation: 77, spelling: 58, vocabulary: 71, 'written discourse': 69 },
  ...changes,
});

/** The texts drawn, in order, without their markup. */
const textsOf = (svg: string) => [...svg.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);

describe('scorecardSvg', () => {
  it('draws a 1200 × 630 image with the name, the mock, the date, the overall score and every skill', () => {
    // Act
    const svg = scorecardSvg(card());
    // Assess
    expect(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${scorecardSize.width}" height="${scorecardSize.height}" viewBox="0 0 1200 630"`)).toBe(true);
    const texts = textsOf(svg);
    expect(texts).toEqual(
      expect.arrayContaining(['Maria', 'PTE Academic Mock Test 1', 'PTE Academic · Full test', '3 March 2026', '72', 'Overall', 'Listening', '70', 'Reading', '50', 'Speaking', '81', 'Writing', '64']),
    );
    expect(texts).toEqual(expect.arrayContaining(['Grammar', '66', 'Oral fluency', '80', 'Pronunciation', '77', 'Spelling', '58', 'Vocabulary', '71', 'Written discourse', '69']));
    expect(texts).not.toContain('Not tested');
  });

  it('draws each bar in proportion to its score on 10-90', () => {
    // Reading 50 is half way: half of the 380-pixel track.
    const svg = scorecardSvg(card());
    expect(svg).toContain('width="190" height="18" rx="9" fill="#043495"');
    expect(shareOfScale(10)).toBe(0);
    expect(shareOfScale(90)).toBe(1);
    expect(shareOfScale(95)).toBe(1);
    expect(shareOfScale(0)).toBe(0);
  });

  it('shows a skill the mock did not assess as not tested, with an empty bar', () => {
    // Act
    const svg = scorecardSvg(
      card({
        category: 'Reading',
        overall: 41,
        skills: { listening: null, reading: 41, speaking: null, writing: null },
        enablingSkills: { grammar: null, 'oral fluency': null, pronunciation: null, spelling: null, vocabulary: null, 'written discourse': null },
      }),
    );
    // Assess
    expect(textsOf(svg).filter((text) => text === 'Not tested')).toHaveLength(3 + 6);
    expect(svg.match(/rx="9" fill="#043495"\/>/g)).toHaveLength(1);
    expect(textsOf(svg)).toContain('PTE Academic · Reading section');
  });

  it('escapes every text, so a name cannot inject markup', () => {
    // Act
    const svg = scorecardSvg(card({ firstName: `<b>"Jo" & 'Al'</b>`, title: 'Mock </text><script>alert(1)</script>' }));
    // Assess
    expect(svg).not.toContain('<b>');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('>&lt;b&gt;&quot;Jo&quot; &amp; &apos;Al&apos;…<');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg.match(/<text /g)?.length).toBe(svg.match(/<\/text>/g)?.length);
  });

  it('cuts a long name and title with an ellipsis and drops characters XML cannot hold', () => {
    // Act
    const texts = textsOf(
      scorecardSvg(card({ firstName: 'Bartholomew-Alexander', title: 'PTE Academic Reading Free Mock Test with a\u0007 very long title indeed and more\uD800' })),
    );
    // Assess
    expect(texts).toContain('Bartholomew-Al…');
    expect(texts).toContain('PTE Academic Reading Free Mock');
    expect(texts).toContain('Test with a very long title i…');
    expect(texts.join('')).not.toContain('\u0007');
    expect(texts.join('')).not.toContain('\uD800');
  });

  it('gives the same string for the same result, whatever the time zone of the machine', () => {
    // The date is formatted in UTC: 23:30 UTC on 3 March stays 3 March.
    expect(scorecardSvg(card())).toBe(scorecardSvg(card()));
    expect(scorecardSvg(card())).toContain('>3 March 2026<');
  });

  it('shows no score for a result with nothing scored', () => {
    expect(textsOf(scorecardSvg(card({ overall: null })))).toContain('–');
  });
});

describe('scorecardSummary', () => {
  it('says the scores in words, in the order of the score report', () => {
    expect(scorecardSummary(card({ skills: { listening: 70, reading: 75, speaking: null, writing: 68 } }))).toBe(
      'Overall 72. Listening 70, Reading 75, Speaking not tested, Writing 68. PTE Academic Mock Test 1, 3 March 2026.',
    );
  });
});
