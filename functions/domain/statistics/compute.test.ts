import { describe, expect, it } from 'vitest';
import { toGlobalScale } from '@shared/scoring';
import { computeStatistics, estimateSkills, periodsOf, statisticsRules, tallyOf, type AnswerRecord, type StatisticsInput } from './compute';

const day = 24 * 60 * 60 * 1000;
/** Wednesday 18 March 2026, noon UTC. */
const now = Date.UTC(2026, 2, 18, 12);

let counter = 0;
/** A practice answer `daysAgo` days before now. */
function answer(uid: string, score: number, max: number, { daysAgo = 0, successful = score * 2 > max, seconds }: { daysAgo?: number; successful?: boolean; seconds?: number } = {}): AnswerRecord {
  counter += 1;
  return { uid, score, max, successful, at: now - daysAgo * day - counter, ...(seconds !== undefined ? { seconds } : {}) };
}

const input = (changes: Partial<StatisticsInput>): StatisticsInput => ({ answers: [], analyses: [], mocks: [], now, timeZone: 'UTC', ...changes });

describe('tallyOf', () => {
  it('counts answers, successful ones and the share of the points earned', () => {
    expect(tallyOf([answer('RSA-0001', 1, 1), answer('RMA-0001', 2, 3, { successful: false })])).toEqual({ answers: 2, successful: 1, successRate: 50, pointsRate: 75 });
    expect(tallyOf([])).toEqual({ answers: 0, successful: 0, successRate: null, pointsRate: null });
  });
});

describe('periodsOf', () => {
  it('shows no period without any activity', () => {
    expect(periodsOf(undefined, now, 'UTC')).toEqual({ granularity: 'day', starts: [] });
  });

  it('shows at least a week of days, ending today, for a short history', () => {
    const { granularity, starts } = periodsOf(now - day, now, 'UTC');

    expect(granularity).toBe('day');
    expect(starts).toEqual(['2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15', '2026-03-16', '2026-03-17', '2026-03-18']);
  });

  it('shows every day of a history of up to a month', () => {
    const { granularity, starts } = periodsOf(now - 30 * day, now, 'UTC');

    expect(granularity).toBe('day');
    expect(starts).toHaveLength(31);
    expect(starts[0]).toBe('2026-02-16');
  });

  it('shows Mondays of weeks for a longer history, at most the last 26', () => {
    const weeks = periodsOf(now - 40 * day, now, 'UTC');
    const year = periodsOf(now - 365 * day, now, 'UTC');

    expect(weeks.granularity).toBe('week');
    expect(weeks.starts[0]).toBe('2026-02-02');
    expect(weeks.starts.at(-1)).toBe('2026-03-16');
    expect(year.starts).toHaveLength(statisticsRules.weeksShown);
    expect(year.starts.at(-1)).toBe('2026-03-16');
  });
});

describe('estimateSkills', () => {
  it("converts each skill's last answers as the mock report does, once there are enough", () => {
    // Prepare: 5 reading answers (RSA 1 point each, 3 right), 4 listening ones, and Read Aloud, which counts for speaking and reading.
    const answers = [
      ...[1, 1, 1, 0, 0].map((score) => answer('RSA-0001', score, 1)),
      ...[1, 1, 1, 1].map((score) => answer('LSA-0001', score, 1)),
    ];

    // Act
    const skills = estimateSkills(answers);

    // Assess
    expect(skills).toEqual([
      { skill: 'Reading', score: toGlobalScale(3, 5), answers: 5 },
      { skill: 'Writing', score: null, answers: 0 },
      { skill: 'Listening', score: null, answers: 4 },
      { skill: 'Speaking', score: null, answers: 0 },
    ]);
  });

  it("uses only the skill's last answers, so old mistakes stop counting", () => {
    // Prepare: 10 old wrong answers, then the last 30 right.
    const old = Array.from({ length: 10 }, () => answer('RSA-0001', 0, 1, { daysAgo: 10 }));
    const recent = Array.from({ length: statisticsRules.estimateLastAnswers }, () => answer('RSA-0001', 1, 1));

    // Act
    const [reading] = estimateSkills([...old, ...recent]);

    // Assess
    expect(reading).toEqual({ skill: 'Reading', score: 90, answers: statisticsRules.estimateLastAnswers });
  });

  it('counts an integrated item toward each of its skills and weighs answers by their points', () => {
    // Read Aloud (15 points) counts for speaking and reading; Write from Dictation for listening and writing.
    const answers = [
      ...Array.from({ length: 5 }, () => answer('SRA-0001', 15, 15)),
      ...Array.from({ length: 4 }, () => answer('RSA-0001', 0, 1)),
    ];

    const skills = estimateSkills(answers);

    expect(skills.find(({ skill }) => skill === 'Speaking')).toEqual({ skill: 'Speaking', score: 90, answers: 5 });
    expect(skills.find(({ skill }) => skill === 'Reading')).toEqual({ skill: 'Reading', score: toGlobalScale(75, 79), answers: 9 });
  });
});

describe('computeStatistics', () => {
  it('gives a new student zero answers, the four sections empty and nothing to chart', () => {
    const statistics = computeStatistics(input({}));

    expect(statistics.totals).toEqual({ answers: 0, successful: 0, successRate: null, pointsRate: null, seconds: 0, activeDays: 0, aiAnalyses: 0, mockTests: 0 });
    expect(statistics.sections.map(({ section, answers }) => [section, answers])).toEqual([
      ['Reading', 0],
      ['Listening', 0],
      ['Speaking', 0],
      ['Writing', 0],
    ]);
    expect(statistics).toMatchObject({ itemTypes: [], periods: [], aiTraits: [], mockTests: [], weakest: [] });
    expect(statistics.estimate.skills.every(({ score }) => score === null)).toBe(true);
  });

  it('sums answers per section, per item type in the exam order and per day, with the time practised capped per answer', () => {
    // Prepare
    const answers = [
      answer('WWE-0001', 10, 15, { daysAgo: 2, seconds: 600 }),
      answer('RSA-0001', 1, 1, { daysAgo: 2, seconds: 30 }),
      answer('RSA-0002', 0, 1, { seconds: 40 }),
      answer('LWD-0001', 3, 12, { seconds: 5000 }),
      answer('RMA-0001', 2, 3),
      // A question the bank no longer knows: counted in the totals only.
      answer('XYZ-0001', 1, 2, { successful: false }),
    ];

    // Act
    const statistics = computeStatistics(input({ answers }));

    // Assess
    expect(statistics.totals).toMatchObject({ answers: 6, successful: 3, successRate: 50, pointsRate: 50, seconds: 600 + 30 + 40 + statisticsRules.secondsCap, activeDays: 2 });
    expect(statistics.sections.find(({ section }) => section === 'Reading')).toEqual({ section: 'Reading', answers: 3, successful: 2, successRate: 67, pointsRate: 60 });
    expect(statistics.itemTypes.map(({ type, answers: count }) => [type, count])).toEqual([
      ['RSA', 2],
      ['RMA', 1],
      ['LWD', 1],
      ['WWE', 1],
    ]);
    expect(statistics.granularity).toBe('day');
    expect(statistics.periods).toHaveLength(7);
    expect(statistics.periods.find(({ start }) => start === '2026-03-16')).toEqual({ start: '2026-03-16', answers: 2, successful: 2, successRate: 100, pointsRate: 69, seconds: 630 });
    expect(statistics.periods.at(-1)).toMatchObject({ start: '2026-03-18', answers: 4, seconds: 40 + statisticsRules.secondsCap });
    expect(statistics.periods[0]).toMatchObject({ answers: 0, successRate: null, seconds: 0 });
  });

  it("puts answers in the student's own days", () => {
    // 23:30 UTC on 17 March is 18 March in Tokyo.
    const late = { ...answer('RSA-0001', 1, 1), at: Date.UTC(2026, 2, 17, 23, 30) };

    const utc = computeStatistics(input({ answers: [late] }));
    const tokyo = computeStatistics(input({ answers: [late], timeZone: 'Asia/Tokyo' }));

    expect(utc.periods.find(({ answers }) => answers > 0)?.start).toBe('2026-03-17');
    expect(tokyo.periods.find(({ answers }) => answers > 0)?.start).toBe('2026-03-18');
    expect(tokyo.timeZone).toBe('Asia/Tokyo');
  });

  it('names the weakest item types with links to practise them, leaving out types answered once or perfectly', () => {
    // Prepare
    const answers = [
      ...[0, 1].map((score) => answer('LWD-0001', score * 6, 12)), // 25 %
      ...[0, 1].map((score) => answer('RFB-0001', score * 2, 4)), // 25 %, weighs as much as LWD (importance 5)
      ...[1, 0, 1].map((score) => answer('RSA-0001', score, 1)), // 67 %
      answer('RMA-0001', 0, 3), // answered once
      ...[1, 1].map((score) => answer('LSA-0001', score, 1)), // perfect
      ...[0, 1].map((score) => answer('LMW-0001', score, 1)), // 50 %
    ];

    // Act
    const { weakest } = computeStatistics(input({ answers }));

    // Assess
    expect(weakest).toEqual([
      { type: 'LWD', name: 'Write from Dictation', section: 'Listening', answers: 2, pointsRate: 25, link: '/practice?section=Listening&exercise=LWD' },
      { type: 'RFB', name: 'Fill in the Blanks (Dropdown)', section: 'Reading', answers: 2, pointsRate: 25, link: '/practice?section=Reading&exercise=RFB' },
      { type: 'LMW', name: 'Select Missing Word', section: 'Listening', answers: 2, pointsRate: 50, link: '/practice?section=Listening&exercise=LMW' },
    ]);
  });

  it('charts AI trait scores per kind and period in the order of the score report, skipping traits without points', () => {
    // Prepare
    const analyses = [
      { kind: 'speech' as const, at: now - 2 * day, traits: [{ name: 'Pronunciation', score: 2, max: 5 }, { name: 'Content', score: 5, max: 5 }, { name: 'Oral fluency', score: 3, max: 5 }] },
      { kind: 'speech' as const, at: now, traits: [{ name: 'Pronunciation', score: 4, max: 5 }, { name: 'Content', score: 3, max: 5 }, { name: 'Oral fluency', score: 5, max: 5 }] },
      { kind: 'speech' as const, at: now - 1, traits: [{ name: 'Pronunciation', score: 5, max: 5 }, { name: 'Content', score: 5, max: 5 }, { name: 'Oral fluency', score: 5, max: 5 }] },
      { kind: 'writing' as const, at: now, traits: [{ name: 'Grammar', score: 1, max: 2 }, { name: 'Content', score: 3, max: 3 }, { name: 'Final', score: 0, max: 0 }] },
    ];

    // Act
    const { aiTraits, totals } = computeStatistics(input({ analyses }));

    // Assess
    expect(totals.aiAnalyses).toBe(4);
    expect(aiTraits).toEqual([
      {
        section: 'Speaking',
        traits: ['Content', 'Pronunciation', 'Oral fluency'],
        periods: [
          { start: '2026-03-16', analyses: 1, traits: { Content: 100, Pronunciation: 40, 'Oral fluency': 60 } },
          { start: '2026-03-18', analyses: 2, traits: { Content: 80, Pronunciation: 90, 'Oral fluency': 100 } },
        ],
      },
      { section: 'Writing', traits: ['Content', 'Grammar'], periods: [{ start: '2026-03-18', analyses: 1, traits: { Content: 100, Grammar: 50 } }] },
    ]);
  });

  it('lists scored mock tests oldest first with the skills each assessed, and counts them in the history', () => {
    // Prepare
    const mocks = [
      { sessionId: 'b', title: 'Mock 2', category: 'Reading' as const, at: now - day, scores: { overall: 60, reading: 60 } },
      { sessionId: 'a', title: 'Mock 1', category: 'full' as const, at: now - 40 * day, scores: { overall: 50, reading: 51, writing: 52, listening: 53, speaking: 54 } },
    ];

    // Act
    const statistics = computeStatistics(input({ mocks }));

    // Assess
    expect(statistics.mockTests).toEqual([
      { sessionId: 'a', title: 'Mock 1', category: 'full', at: now - 40 * day, overall: 50, reading: 51, writing: 52, listening: 53, speaking: 54 },
      { sessionId: 'b', title: 'Mock 2', category: 'Reading', at: now - day, overall: 60, reading: 60, writing: null, listening: null, speaking: null },
    ]);
    expect(statistics).toMatchObject({ granularity: 'week', totals: { mockTests: 2 }, rules: { periodsShown: statisticsRules.weeksShown } });
  });

  it('keeps answers older than the periods shown in the totals only', () => {
    const answers = [answer('RSA-0001', 1, 1, { daysAgo: 400 }), answer('RSA-0001', 0, 1)];

    const statistics = computeStatistics(input({ answers }));

    expect(statistics.totals.answers).toBe(2);
    expect(statistics.periods).toHaveLength(statisticsRules.weeksShown);
    expect(statistics.periods.reduce((sum, period) => sum + period.answers, 0)).toBe(1);
    expect(statistics.totals.firstAt).toBe(answers[0]!.at);
    expect(statistics.totals.lastAt).toBe(answers[1]!.at);
  });
});
