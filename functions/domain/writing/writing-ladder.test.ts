import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WritingAnalysis } from '@shared/api';
import { QuestionSchema, type Question } from '@shared/exam';
import { engineLoadBudgetMs } from '@test/fixtures/slow-loads';
import { ladderVersions, ladderViolations, type LadderItem } from '@test/fixtures/writing-ladder';
import { analyseWriting, warmUpWriting } from './analyse';

const root = join(import.meta.dirname, '../../..');
const ladder = JSON.parse(readFileSync(join(root, 'test/fixtures/writing-ladder.json'), 'utf8')) as { items: LadderItem[] };
const questionOf = (item: LadderItem): Question =>
  QuestionSchema.parse((JSON.parse(readFileSync(join(root, 'content/questions', `${item.type}.json`), 'utf8')) as { uid: string }[]).find((question) => question.uid === item.uid));

// harper.js, WordNet and the dictionaries load once for the file, within their own budget, not in the first item's.
beforeAll(() => warmUpWriting(), engineLoadBudgetMs);

describe('the writing ladder', () => {
  it.each(ladder.items.map((item) => [item.uid, item] as const))(
    '%s: every version made worse one way scores below the strong answer on the trait it degrades, and the paraphrase stays on topic',
    async (_uid, item) => {
      const question = questionOf(item);
      const analyses: Record<string, WritingAnalysis> = {};
      for (const [name, text] of Object.entries(ladderVersions(item))) analyses[name] = await analyseWriting(question, text);
      expect(ladderViolations(item.uid, analyses)).toEqual([]);
      // The strong answer is a success with no grammar error found.
      expect(analyses.strong!.successful).toBe(true);
      expect(analyses.strong!.scoreAnalysis.num_grammar_mistake).toBe(0);
    },
    30_000,
  );
});
