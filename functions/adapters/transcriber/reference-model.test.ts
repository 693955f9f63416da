import { describe, expect, it } from 'vitest';
import { heardWordsWeight, parsePronunciations, referenceModel } from './reference-model';

const pronunciations = parsePronunciations(
  ['the DH AH', 'the(2) DH IY', 'cat K AE T', 'sat S AE T', "don't D OW N T", 'nine N AY N', 'dog D AO G', 'ran R AE N', ''].join('\n'),
);

/** The ARPA lines of one section, e.g. '\\1-grams:'. */
function section(arpa: string, heading: string): string[] {
  const lines = arpa.split('\n');
  const start = lines.indexOf(heading) + 1;
  return lines.slice(start, lines.indexOf('', start));
}

const probability = (line: string | undefined) => 10 ** Number(line?.split(' ')[0]);

describe('referenceModel', () => {
  it("builds trigrams of the expected text's sentences in dictionary words, numbers spelt and apostrophes found", () => {
    const model = referenceModel("The cat sat. Don't 9!", [], pronunciations)!;
    expect(model.arpa.split('\n').slice(0, 4)).toEqual(['\\data\\', 'ngram 1=7', 'ngram 2=7', 'ngram 3=5']);
    expect(section(model.arpa, '\\3-grams:').map((line) => line.split(' ').slice(1).join(' '))).toEqual(['<s> the cat', 'the cat sat', 'cat sat </s>', "<s> don't nine", "don't nine </s>"]);
    expect(model.dictionary.split('\n').filter(Boolean)).toEqual(['the DH AH', 'the(2) DH IY', 'cat K AE T', 'sat S AE T', "don't D OW N T", 'nine N AY N']);
  });

  it('adds the words the first pass heard as unigrams sharing heardWordsWeight, leaving out words the dictionary lacks', () => {
    const model = referenceModel('The cat sat.', ['the', 'dog', 'ran', 'zyx'], pronunciations)!;
    const unigrams = section(model.arpa, '\\1-grams:');
    const dog = unigrams.find((line) => line.split(' ')[1] === 'dog');
    expect(probability(dog)).toBeCloseTo(heardWordsWeight / 2, 4);
    expect(unigrams.some((line) => line.split(' ')[1] === 'zyx')).toBe(false);
    // The text's own words share the rest: 'the', 'cat', 'sat' and '</s>' once each.
    expect(probability(unigrams.find((line) => line.split(' ')[1] === 'cat'))).toBeCloseTo((1 - heardWordsWeight) / 4, 4);
    expect(model.dictionary).toContain('dog D AO G');
  });

  it('gives no model when no word of the text is in the dictionary', () => {
    expect(referenceModel('Zyx qwv.', ['cat'], pronunciations)).toBeUndefined();
  });
});
