import type { AnswerTally, StudentStatistics } from '@shared/api';
import { answerSecondsCap, communicativeSkills, enablingSkills, itemTypeOrder, itemTypes, sections, skillContributions, tryParseItemTypeCode, type ItemTypeCode } from '@shared/exam';
import { practiceLinkOf } from '@shared/mock';
import { communicativeScores } from '@shared/scoring';
import { addDays, dateKeyOf, daysBetween, weekStartOf } from './calendar';

/** The rules behind the statistics; the page states them from the figures it is sent. */
export const statisticsRules = {
  /** The estimate of a skill uses the student's last this-many scored answers that count toward it… */
  estimateLastAnswers: 30,
  /** …once there are at least this many. */
  estimateMinimumAnswers: 5,
  /** An item type is among the weakest only with at least this many answers. */
  weakestMinimumAnswers: 2,
  weakestShown: 3,
  /** A history of at most this many days is shown by day (at least `minimumDays` of them), a longer one by week. */
  dayPeriodsMax: 31,
  minimumDays: 7,
  /** Weeks shown at most; older answers still count in the totals. */
  weeksShown: 26,
  /** One answer counts for at most this many seconds of practice (a screen left open is not practice). */
  secondsCap: answerSecondsCap,
} as const;

/** A scored practice answer. */
export interface AnswerRecord {
  uid: string;
  at: number;
  score: number;
  max: number;
  successful: boolean;
  seconds?: number;
}

/** The trait scores of an AI analysis of a practice answer. */
export interface AnalysisRecord {
  kind: 'writing' | 'speech';
  at: number;
  traits: readonly { name: string; score: number; max: number }[];
}

/** A scored mock test with its headline scores. */
export interface MockRecord {
  sessionId: string;
  title: string;
  category: StudentStatistics['mockTests'][number]['category'];
  at: number;
  scores: Partial<Record<'overall' | 'reading' | 'writing' | 'listening' | 'speaking', number>>;
}

export interface StatisticsInput {
  answers: readonly AnswerRecord[];
  analyses: readonly AnalysisRecord[];
  mocks: readonly MockRecord[];
  now: number;
  timeZone: string;
}

const percent = (part: number, whole: number): number | null => (whole > 0 ? Math.round((100 * part) / whole) : null);

/** How a set of answers went. Example: 1/2 successful, 3 of 4 points → successRate 50, pointsRate 75. */
export function tallyOf(answers: readonly AnswerRecord[]): AnswerTally {
  let successful = 0;
  let points = 0;
  let max = 0;
  for (const answer of answers) {
    if (answer.successful) successful += 1;
    points += answer.score;
    max += answer.max;
  }
  return { answers: answers.length, successful, successRate: percent(successful, answers.length), pointsRate: percent(points, max) };
}

const secondsOf = (answers: readonly AnswerRecord[]) => answers.reduce((sum, answer) => sum + Math.min(answer.seconds ?? 0, statisticsRules.secondsCap), 0);

/** The answers with a known item type, each with it. */
function typed(answers: readonly AnswerRecord[]): { answer: AnswerRecord; type: ItemTypeCode }[] {
  return answers.flatMap((answer) => {
    const type = tryParseItemTypeCode(answer.uid);
    return type ? [{ answer, type }] : [];
  });
}

function groupBy<T, K>(values: readonly T[], keyOf: (value: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const value of values) {
    const key = keyOf(value);
    const group = groups.get(key);
    if (group) group.push(value);
    else groups.set(key, [value]);
  }
  return groups;
}

/**
 * The periods the charts show: by day for a history of at most a month (at least a week of days,
 * ending today), by week beyond (Mondays, at most `weeksShown`, ending this week).
 */
export function periodsOf(firstAt: number | undefined, now: number, timeZone: string): { granularity: 'day' | 'week'; starts: string[] } {
  if (firstAt === undefined) return { granularity: 'day', starts: [] };
  const today = dateKeyOf(now, timeZone);
  const first = dateKeyOf(Math.min(firstAt, now), timeZone);
  const span = daysBetween(first, today) + 1;
  if (span <= statisticsRules.dayPeriodsMax) {
    const days = Math.max(span, statisticsRules.minimumDays);
    return { granularity: 'day', starts: Array.from({ length: days }, (_, index) => addDays(today, index - days + 1)) };
  }
  const thisWeek = weekStartOf(today);
  const weeks = Math.min(Math.floor(daysBetween(weekStartOf(first), thisWeek) / 7) + 1, statisticsRules.weeksShown);
  return { granularity: 'week', starts: Array.from({ length: weeks }, (_, index) => addDays(thisWeek, 7 * (index - weeks + 1))) };
}

/** Traits in the order of the score report's enabling skills, any other after them by name. */
function traitOrder(a: string, b: string): number {
  const rank = (name: string) => {
    const index = (enablingSkills as readonly string[]).indexOf(name);
    return index === -1 ? enablingSkills.length : index;
  };
  return rank(a) - rank(b) || a.localeCompare(b);
}

function aiTraitsOf(analyses: readonly AnalysisRecord[], periodOf: (at: number) => string | undefined): StudentStatistics['aiTraits'] {
  return (['speech', 'writing'] as const).flatMap((kind) => {
    const ofKind = analyses.filter((analysis) => analysis.kind === kind);
    if (ofKind.length === 0) return [];
    const traits = [...new Set(ofKind.flatMap((analysis) => analysis.traits.filter((trait) => trait.max > 0).map((trait) => trait.name)))].sort(traitOrder);
    const byPeriod = groupBy(
      ofKind.filter((analysis) => periodOf(analysis.at) !== undefined),
      (analysis) => periodOf(analysis.at)!,
    );
    const periods = [...byPeriod.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([start, inPeriod]) => {
        const values: Record<string, number> = {};
        for (const name of traits) {
          const scored = inPeriod.flatMap((analysis) => analysis.traits.filter((trait) => trait.name === name && trait.max > 0));
          const share = percent(
            scored.reduce((sum, trait) => sum + trait.score, 0),
            scored.reduce((sum, trait) => sum + trait.max, 0),
          );
          if (share !== null) values[name] = Math.min(100, Math.max(0, share));
        }
        return { start, analyses: inPeriod.length, traits: values };
      });
    return [{ section: kind === 'speech' ? ('Speaking' as const) : ('Writing' as const), traits, periods }];
  });
}

/**
 * Each communicative skill estimated on 10-90 from the student's last `estimateLastAnswers`
 * scored answers of the item types that count toward it, converted as the mock test report
 * converts (shared/scoring communicativeScores: the points earned over the points there were,
 * each type weighted by its maximum and its skills, 10 + 80 × that share); null with fewer than
 * `estimateMinimumAnswers` answers.
 */
export function estimateSkills(answers: readonly AnswerRecord[]): StudentStatistics['estimate']['skills'] {
  const newestFirst = typed(answers.filter((answer) => answer.max > 0)).sort((a, b) => b.answer.at - a.answer.at);
  return communicativeSkills.map((skill) => {
    const counted = newestFirst.filter(({ type }) => (skillContributions[type][skill] ?? 0) > 0).slice(0, statisticsRules.estimateLastAnswers);
    if (counted.length < statisticsRules.estimateMinimumAnswers) return { skill, score: null, answers: counted.length };
    const scores = communicativeScores(counted.map(({ answer, type }) => ({ type, score: answer.score, max: answer.max })));
    return { skill, score: scores[skill.toLowerCase() as Lowercase<typeof skill>], answers: counted.length };
  });
}

/**
 * The weakest item types: those with at least `weakestMinimumAnswers` answers where the student
 * earned the lowest share of the points, lowest first (ties: the type that weighs more in the
 * exam first), leaving out types answered perfectly.
 */
export function weakestTypes(itemTypeTallies: StudentStatistics['itemTypes']): StudentStatistics['weakest'] {
  const importance = (type: ItemTypeCode) => itemTypes[type].stats.importance.value;
  return itemTypeTallies
    .filter((tally) => tally.answers >= statisticsRules.weakestMinimumAnswers && tally.pointsRate !== null && tally.pointsRate < 100)
    .sort((a, b) => a.pointsRate! - b.pointsRate! || importance(b.type) - importance(a.type) || a.type.localeCompare(b.type))
    .slice(0, statisticsRules.weakestShown)
    .map(({ type, name, section, answers, pointsRate }) => ({ type, name, section, answers, pointsRate: pointsRate!, link: practiceLinkOf(type) }));
}

/** The statistics of one student from their answers, analyses and mock tests (no I/O: see statistics.ts). */
export function computeStatistics({ answers, analyses, mocks, now, timeZone }: StatisticsInput): StudentStatistics {
  const times = [...answers.map((answer) => answer.at), ...analyses.map((analysis) => analysis.at), ...mocks.map((mock) => mock.at)];
  const firstAt = times.length > 0 ? Math.min(...times) : undefined;
  const { granularity, starts } = periodsOf(firstAt, now, timeZone);
  const shown = new Set(starts);
  const periodOf = (at: number): string | undefined => {
    const date = dateKeyOf(at, timeZone);
    const start = granularity === 'day' ? date : weekStartOf(date);
    return shown.has(start) ? start : undefined;
  };

  const withType = typed(answers);
  const byType = groupBy(withType, ({ type }) => type);
  const itemTypeTallies = itemTypeOrder
    .filter((type) => byType.has(type))
    .map((type) => ({ type, name: itemTypes[type].name, section: itemTypes[type].section, ...tallyOf(byType.get(type)!.map(({ answer }) => answer)) }));
  const byPeriod = groupBy(
    answers.filter((answer) => periodOf(answer.at) !== undefined),
    (answer) => periodOf(answer.at)!,
  );
  const answerTimes = answers.map((answer) => answer.at);

  return {
    timeZone,
    granularity,
    totals: {
      ...tallyOf(answers),
      seconds: secondsOf(answers),
      activeDays: new Set(answers.map((answer) => dateKeyOf(answer.at, timeZone))).size,
      aiAnalyses: analyses.length,
      mockTests: mocks.length,
      ...(answerTimes.length > 0 ? { firstAt: Math.min(...answerTimes), lastAt: Math.max(...answerTimes) } : {}),
    },
    sections: sections.map((section) => ({ section, ...tallyOf(withType.filter(({ type }) => itemTypes[type].section === section).map(({ answer }) => answer)) })),
    itemTypes: itemTypeTallies,
    periods: starts.map((start) => {
      const inPeriod = byPeriod.get(start) ?? [];
      return { start, ...tallyOf(inPeriod), seconds: secondsOf(inPeriod) };
    }),
    aiTraits: aiTraitsOf(analyses, periodOf),
    mockTests: [...mocks]
      .sort((a, b) => a.at - b.at)
      .map(({ sessionId, title, category, at, scores }) => ({
        sessionId,
        title,
        category,
        at,
        overall: scores.overall ?? null,
        reading: scores.reading ?? null,
        writing: scores.writing ?? null,
        listening: scores.listening ?? null,
        speaking: scores.speaking ?? null,
      })),
    weakest: weakestTypes(itemTypeTallies),
    estimate: { lastAnswers: statisticsRules.estimateLastAnswers, minimumAnswers: statisticsRules.estimateMinimumAnswers, skills: estimateSkills(answers) },
    rules: {
      weakestMinimumAnswers: statisticsRules.weakestMinimumAnswers,
      periodsShown: granularity === 'day' ? statisticsRules.dayPeriodsMax : statisticsRules.weeksShown,
      secondsCap: statisticsRules.secondsCap,
    },
  };
}
