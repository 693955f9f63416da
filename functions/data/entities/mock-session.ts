import { Entity } from 'electrodb';
import { unlessRefused } from '../conditional';
import { tableKeys } from '../keys';
import { tableConfig } from '../table';
import type { MockTestPart } from './mock-test';

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
      createdAt: { type: 'number', default: () => Date.now(), readOnly: true },
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

export type MockSessionStatusValue = 'in-progress' | 'submitted' | 'scored' | 'abandoned';

export interface MockSessionScores {
  overall?: number;
  reading?: number;
  writing?: number;
  listening?: number;
  speaking?: number;
}

export interface MockSessionRow {
  sessionId: string;
  owner: string;
  userId?: string;
  anonymousId?: string;
  mockTestId: string;
  title: string;
  variant: 'Academic' | 'Core';
  category: 'full' | 'Reading' | 'Listening' | 'Speaking' | 'Writing';
  isFree: boolean;
  status: MockSessionStatusValue;
  parts: MockTestPart[];
  partIndex: number;
  itemIndex: number;
  partStartedAt: number[];
  timeUp: boolean;
  answers: string;
  revision: number;
  outcomes?: string;
  jobs?: string;
  report?: string;
  scores?: MockSessionScores;
  saved?: boolean;
  submittedAt?: number;
  scoredAt?: number;
  createdAt: number;
}

/** A session's row in a list: everything but the answers and the report. */
export type MockSessionSummaryRow = Pick<
  MockSessionRow,
  'sessionId' | 'owner' | 'mockTestId' | 'title' | 'variant' | 'category' | 'status' | 'scores' | 'submittedAt' | 'scoredAt' | 'createdAt'
>;

export function ownerOfUser(userId: string): string {
  return `user:${userId}`;
}

export function ownerOfVisitor(anonymousId: string): string {
  return `visitor:${anonymousId}`;
}

// One session (strongly consistent: every step reads what the previous one wrote)
export async function getMockSession(sessionId: string): Promise<MockSessionRow | undefined> {
  const { data } = await MockSession.get({ sessionId }).go({ consistent: true });
  return (data as MockSessionRow | null) ?? undefined;
}

// A new session (guard: the id is not taken); false when it is
export async function createMockSession(row: Omit<MockSessionRow, 'createdAt'>): Promise<boolean> {
  return (await unlessRefused(MockSession.create(row).go())) !== undefined;
}

// An owner's sessions, of one mock or all, oldest first, without answers or report
export async function listMockSessions(owner: string, mockTestId?: string): Promise<MockSessionSummaryRow[]> {
  const query = mockTestId === undefined ? MockSession.query.byOwner({ owner }) : MockSession.query.byOwner({ owner, mockTestId });
  const { data } = await query.go({
    pages: 'all',
    attributes: ['sessionId', 'owner', 'mockTestId', 'title', 'variant', 'category', 'status', 'scores', 'submittedAt', 'scoredAt', 'createdAt'],
  });
  return data as MockSessionSummaryRow[];
}

type SessionChanges = Partial<Pick<MockSessionRow, 'status' | 'partIndex' | 'itemIndex' | 'partStartedAt' | 'timeUp' | 'answers' | 'outcomes' | 'jobs' | 'submittedAt'>>;

// Moves a session in progress on (guard: still in progress and still at the revision read); the row after, or undefined when refused
export async function updateMockSession(sessionId: string, revision: number, changes: SessionChanges): Promise<MockSessionRow | undefined> {
  const written = await unlessRefused(
    MockSession.patch({ sessionId })
      .set({ ...changes, revision: revision + 1 })
      .where((attributes, { eq }) => `${eq(attributes.status, 'in-progress')} AND ${eq(attributes.revision, revision)}`)
      .go({ response: 'all_new' }),
  );
  return written?.data as MockSessionRow | undefined;
}

// Stores the report of a submitted session once (guard: still submitted); false when it was already scored
export async function scoreMockSession(sessionId: string, report: string, scores: MockSessionScores, scoredAt: number): Promise<boolean> {
  const written = await unlessRefused(
    MockSession.patch({ sessionId })
      .set({ status: 'scored', report, scores, scoredAt })
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
