import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleOf, scoreGrammarBenchmark, type GrammarBenchmark } from '@test/fixtures/grammar-benchmark';
import { engineLoadBudgetMs } from '@test/fixtures/slow-loads';
import { findGrammarProblems, warmUpGrammar } from './index';
import { tagSentences } from './tokens';

// harper.js and wink-nlp load once for the file, within their own budget.
beforeAll(() => warmUpGrammar('Students who has a job learns to manage their time.'), engineLoadBudgetMs);

const fixture = (name: string) => JSON.parse(readFileSync(join(import.meta.dirname, '../../../../test/fixtures', name), 'utf8')) as GrammarBenchmark;
// A quarter of each category's sentences: the whole benchmark, with every figure, is `npm run bench:grammar`.
const benchmark = sampleOf(fixture('grammar-benchmark.json'), 4);
const holdout = fixture('grammar-holdout.json');

/** The grammar tags of a text, as "flagged text: category". */
async function grammarOf(text: string): Promise<string[]> {
  return (await findGrammarProblems(text)).filter((tag) => tag.report === 'grammar').map((tag) => `${text.slice(tag.startPos, tag.endPos)}: ${tag.category}`);
}

describe('findGrammarProblems', () => {
  it('finds at least 80 % of the planted errors of a sample of the benchmark and at least 90 % of what it reports is an error', async () => {
    const result = await scoreGrammarBenchmark(benchmark, findGrammarProblems);
    expect(result.found / result.errors).toBeGreaterThanOrEqual(0.8);
    expect(result.truePositives / (result.truePositives + result.falseAlarms)).toBeGreaterThanOrEqual(0.9);
    for (const category of result.categories) expect.soft(category.found / category.errors, category.category).toBeGreaterThanOrEqual(0.7);
  }, 60_000);

  it('holds on the held-out set written apart from the rules: recall at least 80 %, precision at least 90 %', async () => {
    const result = await scoreGrammarBenchmark(holdout, findGrammarProblems);
    expect(result.found / result.errors).toBeGreaterThanOrEqual(0.8);
    expect(result.truePositives / (result.truePositives + result.falseAlarms)).toBeGreaterThanOrEqual(0.9);
  }, 60_000);

  it('finds the errors harper.js missed in learner essays', async () => {
    expect(await grammarOf('Others thinks that online study is cheaper.')).toEqual(['thinks: Agreement']);
    expect(await grammarOf('Students who has a job learn to manage their time.')).toEqual(['has: Agreement']);
    expect(await grammarOf('Many student finds the course difficult.')).toEqual(['Many student: Determiners']);
    expect(await grammarOf('They can learn at there own pace.')).toEqual(['there: Confused words']);
    expect(await grammarOf('They study at home, which reduce stress.')).toEqual(['reduce: Agreement']);
    expect(await grammarOf('The classroom provide a place to meet friends.')).toEqual(['provide: Agreement']);
    expect(await grammarOf('It created the modern idea of time that are measured by clocks.')).toEqual(['are: Agreement']);
  });

  it('reports sentence length, the Oxford comma, spacing and regional words as style notes, never as grammar errors', async () => {
    const text = 'Soccer is played in parks, streets and schools.  Many people enjoy it because it is cheap, it needs little equipment, and it can be played by children and adults of every age in almost any open space they can find.';
    const tags = await findGrammarProblems(text);
    expect(tags.filter((tag) => tag.report === 'grammar')).toEqual([]);
    expect(tags.filter((tag) => tag.report === 'style').length).toBeGreaterThan(0);
  });

  it('finds nothing in correct sentences that a checker might wrongly flag', async () => {
    for (const sentence of [
      'The number of students is rising, but a number of schools are closing.',
      'Had the warning come earlier, fewer homes would have been flooded.',
      'I am not used to getting up early, though I used to enjoy it.',
      'Each of the students has a laptop, and neither of the teachers was late.',
      'We look forward to meeting you on Monday in Sydney.',
      'The classroom provides forms of interaction that are difficult to reproduce on a screen.',
    ]) {
      expect(await grammarOf(sentence), sentence).toEqual([]);
    }
  });
});

describe('tagSentences', () => {
  it('tags every sentence of the bank\'s sample answers, with a lemma and a stem for every word ("… enzymes cannot." has no lemma in wink-nlp)', () => {
    const directory = join(import.meta.dirname, '../../../../content/questions');
    const answers = readdirSync(directory).flatMap((file) => (JSON.parse(readFileSync(join(directory, file), 'utf8')) as { sampleAnswer?: string }[]).flatMap((item) => item.sampleAnswer ?? []));
    expect(answers.length).toBeGreaterThan(100);
    for (const answer of answers) {
      for (const token of tagSentences(answer).flat()) expect.soft(typeof token.lemma === 'string' && typeof token.stem === 'string', token.text).toBe(true);
    }
    expect(tagSentences('They digest fibre that our own enzymes cannot.')[0]!.at(-2)).toMatchObject({ text: 'cannot', lemma: 'cannot' });
  });
});
