import { describe, expect, it } from 'vitest';
import { normaliseSpeech, normaliseWord, normaliseWords } from './normalise';

describe('normaliseSpeech', () => {
  it.each([
    ['0', ['zero']],
    ['7', ['seven']],
    ['13', ['thirteen']],
    ['21', ['twenty', 'one']],
    ['99', ['ninety', 'nine']],
    ['100', ['100']],
    ['50%', ['50']],
    ['50 %', ['50']],
    ['$5', ['5']],
    ['$ 5', ['5']],
    ['$99.', ['99']],
    ['(7),', ['seven']],
    ['3.5', ['35']],
    ['1990s', ['1990s']],
  ])('normalises the number in %j to %j', (text, expected) => {
    expect(normaliseSpeech(text)).toEqual(expected);
  });

  it('lowercases, strips punctuation and splits hyphenated words', () => {
    // Prepare
    const transcript = 'The twenty-one "Students" don\'t — really — agree!';
    // Act
    const normalised = normaliseSpeech(transcript);
    // Assess
    expect(normalised).toEqual(['the', 'twenty', 'one', 'students', 'dont', 'really', 'agree']);
  });

  it('meets a spelt number with its digits', () => {
    expect(normaliseSpeech('Only 21 came')).toEqual(normaliseSpeech('only twenty-one came'));
  });

  it('returns no words for an empty or punctuation-only text', () => {
    expect(normaliseSpeech(' ... , ! ')).toEqual([]);
  });
});

describe('normaliseWord', () => {
  it('drops case and every punctuation mark', () => {
    expect(normaliseWord('Don\'t,')).toBe('dont');
  });
});

describe('normaliseWords', () => {
  it('keeps digits and drops tokens left empty', () => {
    expect(normaliseWords('It costs 5 - dollars.')).toEqual(['it', 'costs', '5', 'dollars']);
  });
});
