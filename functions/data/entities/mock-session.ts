import { Entity, type EntityItem } from 'electrodb';
import { z } from 'zod';
import { MockAnswerSchema, MockReportItemSchema, MockReportSchema } from '@shared/api/mock';
import { ItemTypeCodeSchema } from '@shared/exam';
import type { MockItemOutcome } from '@shared/mock';
import { unlessRefused } from '../conditional';
import { tableKeys } from '../keys';
import { jsonAttribute, type StoredAt } from '../stored-json';
import { tableConfig } from '../table';

/**
 * One attempt at a mock test: a snapshot of its parts, where the student stands, the answers and,
 * once submitted, the analysis jobs and the report. Every change is one conditional write on
 * `revision` (an optimistic lock), so two tabs or a retried request never lose or double a step.
 */
export const MockSession = new Entity(
  {
    model: { entity: 'mockSession', version: '1', service: 'pte' },
    attributes: {
      sessionId: { type: 'string', required: true, readOnly: true },
      /** 'user:<userId>' or 'visitor:<anonymousId>' (the free mock). */
      owner: { type: 'string', required: true, readOnly: true },
      userId: { type: 'string', readOnly: true },
      anonymousId: { type: 'string', readOnly: true },
      mockTestId: { type: 'string', required: true, readOnly: true },
      title: { type: 'string', required: true, readOnly: true },
      variant: { type: ['Academic', 'Core'] as const, required: true, readOnly: true },
      category: { type: ['full', 'Reading', 'Listening', 'Speaking', 'Writing'] as const, required: true, readOnly: true },
      isFree: { type: 'boolean', required: true, readOnly: true },
      status: { type: ['in-progress', 'submitted', 'scored', 'abandoned'] as const, required: true },
      parts: {
        type: 'list',
        required: true,
        readOnly: true,
        items: {
          type: 'map',
          properties: {
            name: { type: 'string', required: true },
            timeLimitSeconds: { type: 'number', required: true },
            uids: { type: 'list', items: { type: 'string' }, required: true },
          },
        },
      },
      partIndex: { type: 'number', required: true },
      itemIndex: { type: 'number', required: true },
      /** When each part reached so far started, ms since the epoch. */
      partStartedAt: { type: 'list', items: { type: 'number' }, required: true },
      timeUp: { type: 'boolean', required: true },
      /** JSON of Record<uid, MockAnswer>. */
      answers: { type: 'string', required: true },
      revision: { type: 'number', required: true },
      /** JSON of Record<uid, MockItemOutcome>: the items scored at submit. */
      outcomes: { type: 'string' },
      /** JSON of Record<uid, { jobId, kind }>: the items sent to analysis at submit. */
      jobs: { type: 'string' },
      /** JSON of the assembled report once every job ended. */
      report: { type: 'string' },
      /** The report's headline scores, for lists without reading the report. */
      scores: {
        type: 'map',
        properties: {
          overall: { type: 'number' },
          reading: { type: 'number' },
          writing: { type: 'number' },
          listening: { type: 'number' },
          speaking: { type: 'number' },
        },
      },
      saved: { type: 'boolean' },
      submittedAt: { type: 'number' },
      scoredAt: { type: 'number' },
      createdAt: { type: 'number', required: true, default: () => Date.now(), readOnly: true },
      updatedAt: { type: 'number', watch: '*', set: () => Date.now(), readOnly: true },
    },
    indexes: {
      byId: {
        pk: { field: tableKeys.partitionKey, composite: ['sessionId'] },
        sk: { field: tableKeys.sortKey, composite: [] },
      },
      byOwner: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['owner'] },
        sk: { field: 'gsi1sk', composite: ['mockTestId', 'createdAt'] },
      },
    },
  },
  tableConfig,
);

/** An item sent to analysis: its job and the queue it went to. */
const MockJobSchema = z.object({ jobId: z.string(), kind: z.enum(['writing', 'speech']) });
export type MockJob = z.infer<typeof MockJobSchema>;

const MockItemOutcomeSchema = z.object({
  uid: z.string(),
  type: ItemTypeCodeSchema,
  score: z.number(),
  max: z.number(),
  traits: z.array(z.object({ name: z.string(), score: z.number(), max: z.number() })),
  status: z.enum(['scored', 'failed', 'unscored']),
}) satisfies z.ZodType<MockItemOutcome>;

/**
 * The report as stored on the session: scores and per-item points, plus what each recording was
 * heard to say (analysis jobs expire; the report does not). The answer texts are rendered from
 * the stored answers and the bank when the owner reads it, so the item stays far below
 * DynamoDB's 400 KB.
 */
const StoredMockReportSchema = MockReportSchema.extend({
  items: z.array(MockReportItemSchema.omit({ answer: true, showAnswer: true, explanation: true })),
  heard: z.record(z.string(), z.string()),
});
export type StoredMockReport = z.infer<typeof StoredMockReportSchema>;

const answers = jsonAttribute(z.record(z.string(), MockAnswerSchema));
const outcomes = jsonAttribute(z.record(z.string(), MockItemOutcomeSchema));
const jobs = jsonAttribute(z.record(z.string(), MockJobSchema));
const report = jsonAttribute(StoredMockReportSchema);

type StoredSession = EntityItem<typeof MockSession>;

/** A session with its answers, outcomes, jobs and report parsed; an item sent to analysis or scored yet has none. */
export type MockSessionItem = Omit<StoredSession, 'answers' | 'outcomes' | 'jobs' | 'report'> & {
  answers: Record<string, z.infer<typeof MockAnswerSchema>>;
  outcomes: Record<string, MockItemOutcome>;
  jobs: Record<string, MockJob>;
  report?: StoredMockReport;
};
export type MockSessionScores = NonNullable<MockSessionItem['scores']>;

/** A session as it starts: nothing submitted, scored or sent to analysis yet. */
export type NewMockSession = Omit<MockSessionItem, 'outcomes' | 'jobs' | 'report' | 'scores' | 'saved' | 'submittedAt' | 'scoredAt' | 'createdAt' | 'updatedAt'>;

/** A session's row in a list: everything but the answers and the report. */
const summaryAttributes = ['sessionId', 'owner', 'mockTestId', 'title', 'variant', 'category', 'status', 'scores', 'submittedAt', 'scoredAt', 'createdAt'] as const;
export type MockSessionSummary = Pick<StoredSession, (typeof summaryAttributes)[number]>;

function sessionOf(stored: StoredSession): MockSessionItem {
  const at = (attribute: string): StoredAt => ({ entity: 'mockSession', attribute, key: stored.sessionId });
  return {
    ...stored,
    answers: answers.read(stored.answers, at('answers')),
    outcomes: stored.outcomes === undefined ? {} : outcomes.read(stored.outcomes, at('outcomes')),
    jobs: stored.jobs === undefined ? {} : jobs.read(stored.jobs, at('jobs')),
    report: stored.report === undefined ? undefined : report.read(stored.report, at('report')),
  };
}

type SessionChanges = Partial<Pick<MockSessionItem, 'status' | 'partIndex' | 'itemIndex' | 'partStartedAt' | 'timeUp' | 'answers' | 'outcomes' | 'jobs' | 'submittedAt'>>;

function storedChangesOf({ answers: newAnswers, outcomes: newOutcomes, jobs: newJobs, ...changes }: SessionChanges) {
  return {
    ...changes,
    ...(newAnswers ? { answers: answers.write(newAnswers) } : {}),
    ...(newOutcomes ? { outcomes: outcomes.write(newOutcomes) } : {}),
    ...(newJobs ? { jobs: jobs.write(newJobs) } : {}),
  };
}

export function ownerOfUser(userId: string): string {
  return `user:${userId}`;
}

export function ownerOfVisitor(anonymousId: string): string {
  return `visitor:${anonymousId}`;
}

// One session (strongly consistent: every step reads what the previous one wrote)
export async function readMockSession(sessionId: string): Promise<MockSessionItem | undefined> {
  const { data } = await MockSession.get({ sessionId }).go({ consistent: true });
  return data ? sessionOf(data) : undefined;
}

// A new session (guard: the id is not taken); false when it is
export async function createMockSession(session: NewMockSession): Promise<boolean> {
  return (await unlessRefused(MockSession.create({ ...session, answers: answers.write(session.answers) }).go())) !== undefined;
}

// An owner's sessions, of one mock or all, oldest first, without answers or report
export async function listMockSessions(owner: string, mockTestId?: string): Promise<MockSessionSummary[]> {
  const query = mockTestId === undefined ? MockSession.query.byOwner({ owner }) : MockSession.query.byOwner({ owner, mockTestId });
  const { data } = await query.go({ pages: 'all', attributes: [...summaryAttributes] });
  return data;
}

// Moves a session in progress on (guard: still in progress and still at the revision read); the session after, or undefined when refused
export async function updateMockSession(sessionId: string, revision: number, changes: SessionChanges): Promise<MockSessionItem | undefined> {
  const written = await unlessRefused(
    MockSession.patch({ sessionId })
      .set({ ...storedChangesOf(changes), revision: revision + 1 })
      .where((attributes, { eq }) => `${eq(attributes.status, 'in-progress')} AND ${eq(attributes.revision, revision)}`)
      .go({ response: 'all_new' }),
  );
  return written ? sessionOf(written.data) : undefined;
}

// Stores the report of a submitted session once (guard: still submitted); false when it was already scored
export async function scoreMockSession(sessionId: string, scored: StoredMockReport, scores: MockSessionScores): Promise<boolean> {
  const written = await unlessRefused(
    MockSession.patch({ sessionId })
      .set({ status: 'scored', report: report.write(scored), scores, scoredAt: scored.scoredAt })
      .where((attributes, { eq }) => eq(attributes.status, 'submitted'))
      .go(),
  );
  return written !== undefined;
}
// Marks a submitted or scored session's result saved (guard: it was submitted)
export async function markMockResultSaved(sessionId: string): Promise<boolean> {
  const written = await unlessRefused(
    MockSession.patch({ sessionId })
      .set({ saved: true })
      .where((attributes, { eq }) => `${eq(attributes.status, 'submitted')} OR ${eq(attributes.status, 'scored')}`)
      .go(),
  );
  return written !== undefined;
}

// Deletes a session (account deletion)
export async function deleteMockSession(sessionId: string): Promise<void> {
  await MockSession.delete({ sessionId }).go();
}
