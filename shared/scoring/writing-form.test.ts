import { describe, expect, it } from 'vitest';
import type { WritingTypeCode } from './word-bands';
import { formRuleTexts, passageCopyPercent, scoreForm } from './writing-form';

/** A one-sentence text of exactly `count` words, with a capital and a full stop. */
function prose(count: number): string {
  return ['Students', ...Array.from({ length: count - 2 }, () => 'learn'), 'daily.'].join(' ');
}

const source = 'An unrelated passage about rivers.';

describe('scoreForm', () => {
  it.each([
    ['LST', 39, 0],
    ['LST', 40, 1],
    ['LST', 50, 2],
    ['LST', 71, 1],
    ['LST', 101, 0],
    ['LCT', 25, 2],
    ['LCT', 35, 1],
    ['WWE', 250, 2],
    ['WWE', 150, 1],
    ['WWM', 100, 2],
    ['WWM', 135, 1],
    ['WWS', 5, 1],
    ['WWS', 75, 1],
    ['WWS', 76, 0],
    ['WSC', 30, 2],
    ['WSC', 55, 1],
  ] as [WritingTypeCode, number, number][])('gives %s with %i words %i form points', (type, words, points) => {
    // Act
    const trait = scoreForm(type, { text: prose(words), source });
    // Assess
    expect(trait).toMatchObject({ name: 'Form', score: points, evidence: { kind: 'wordBand', words, failed: [] } });
  });

  it.each([
    ['all capitals', 'LST', prose(60).toUpperCase(), [formRuleTexts.allCapitals]],
    ['no punctuation', 'WWE', prose(250).replace('.', ''), [formRuleTexts.noPunctuation]],
    ['only bullets', 'WWM', Array.from({ length: 6 }, () => `- ${prose(10)}`).join('\n'), [formRuleTexts.onlyBullets]],
    ['two sentences in Summarize Written Text', 'WWS', `${prose(10)} ${prose(10)}`, [formRuleTexts.moreThanOneSentence]],
    ['a lowercase start in Summarize Written Text', 'WWS', prose(10).toLowerCase(), [formRuleTexts.noCapitalStart]],
    ['no final full stop in Summarize Written Text', 'WWS', `${prose(10).replace('.', ',')} then`, [formRuleTexts.noFinalFullStop]],
    ['a sentence ending in ! in the Core summary', 'WSC', `${prose(10).replace('.', '!')} ${prose(20)}`, [formRuleTexts.sentenceWithoutFullStop]],
    ['no final full stop in the Core summary', 'WSC', `${prose(20)} ${prose(10).replace('.', ',')}`, [formRuleTexts.noFinalFullStop, formRuleTexts.sentenceWithoutFullStop]],
    ['9 sentences in Summarize Spoken Text', 'LST', Array.from({ length: 9 }, () => prose(6)).join(' '), [formRuleTexts.tooManySentences]],
    ['5 paragraphs in Summarize Spoken Text', 'LST', Array.from({ length: 5 }, () => prose(12)).join('\n'), [formRuleTexts.tooManyParagraphs]],
    ['no full stop in Summarize Spoken Text', 'LST', prose(60).replace('.', '!'), [formRuleTexts.noFullStop]],
  ] as [string, WritingTypeCode, string, string[]][])('gives 0 for %s', (_, type, text, failed) => {
    // Act
    const trait = scoreForm(type, { text, source });
    // Assess
    expect(trait.score).toBe(0);
    expect(trait.evidence).toMatchObject({ kind: 'wordBand', failed });
  });

  it('keeps 8 sentences and 4 paragraphs in Summarize Spoken Text', () => {
    const text = [prose(10), `${prose(10)} ${prose(6)}`, prose(10), `${prose(6)} ${prose(6)} ${prose(6)} ${prose(6)}`].join('\n');
    expect(scoreForm('LST', { text, source }).score).toBe(2);
  });

  it('gives 0 for copying the whole passage in Summarize Written Text', () => {
    // Prepare
    const passage = prose(30);
    // Act
    const trait = scoreForm('WWS', { text: passage, source: passage });
    // Assess
    expect(trait).toMatchObject({ score: 0, evidence: { failed: [formRuleTexts.copiedPassage] } });
  });

  it('reports no broken rule for an empty answer, just the zero band', () => {
    expect(scoreForm('WWE', { text: '', source }).evidence).toEqual({ kind: 'wordBand', words: 0, band: 'zero', range: [0, 119], failed: [] });
  });
});

describe('passageCopyPercent', () => {
  const passage = Array.from({ length: 100 }, (_, index) => `w${index}`).join(' ');

  it.each([
    [99, 99],
    [100, 100],
    [50, 50],
  ])('finds %i of 100 passage words as %i %', (count, percent) => {
    const answer = Array.from({ length: count }, (_, index) => `w${index}`).join(' ');
    expect(passageCopyPercent(answer, passage)).toBe(percent);
  });
});
