import { createHash, randomUUID } from 'node:crypto';
import { mockListPageSize, type MockCredits, type MockSessionStatus, type MockTestSummary } from '@shared/api/mock';
import { variants, type Variant } from '@shared/exam';
import {
  catalogueSeed,
  drawMock,
  drawMocks,
  freeMockCategory,
  freeMockTestIdOf,
  freeMockTitleOf,
  isMockTest1,
  mockCategories,
  mockKindOf,
  mockTest1Flag,
  mocksPerList,
  mockTemplates,
  mockTestIdOf,
  mockTexts,
  mockTitleOf,
  NotEnoughQuestionsError,
  randomMockTitleOf,
  templateOf,
  type BankQuestion,
  type DrawnMock,
  type MockCategory,
} from '@shared/mock';
import {
  catalogueOwner,
  createMockTest,
  deleteMockTests,
  listMockSessions,
  listMockTests,
  listQuestionsOfType,
  ownerOfUser,
  ownerOfVisitor,
  putMockTests,
  type MockSessionSummary,
  type MockTestItem,
  type UserItem,
} from '@functions/data';
import { Accounts } from '@functions/domain/accounts';
import type { Caller } from '@functions/platform/auth';
import { FieldValidationError, MockStepRefusedError } from '@functions/platform/errors';
import { userOf } from './access';

export interface CatalogueReport {
  /** Mocks the catalogue holds after the seed. */
  mocks: number;
  written: number;
  deleted: number;
  /** Templates the bank cannot fill, with the reason. */
  skipped: string[];
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function rowOf(drawn: DrawnMock, fields: Pick<MockTestItem, 'mockTestId' | 'listOwner' | 'title' | 'kind'> & { number?: number }): MockTestItem {
  const parts = drawn.parts.map((part) => ({ name: part.name, timeLimitSeconds: part.timeLimitSeconds, uids: part.questions.map((question) => question.uid) }));
  const content = { title: fields.title, kind: fields.kind, number: fields.number ?? null, templateId: drawn.templateId, parts };
  return {
    ...fields,
    variant: drawn.variant,
    category: drawn.category,
    templateId: drawn.templateId,
    parts,
    questionList: [...drawn.questionList],
    contentHash: sha256(JSON.stringify(content)),
  };
}

/**
 * The catalogue the seed keeps: per variant, mocksPerList full mocks and mocksPerList section
 * mocks of each section, plus the visitor's free Reading mock, drawn from whatever the bank holds.
 *
 * The rule: each variant has its own seed, and per item type the bank's questions are put in one
 * shuffled order (drawMocks). Full mock k takes the next slice of that order for each type; a
 * section list carries on where the full list stopped, and the free mock after the numbered
 * Reading mocks. A slice that reaches the end wraps to the start, so no mock holds a question
 * twice while a type has at least as many questions as one mock needs, and a student who takes
 * the full mocks and then a section's mocks in order meets a question again only once the bank
 * has run out of that type: the fewest repeats the bank allows (fewestRepeats; the unit tests
 * measure it). A template whose type the bank cannot fill is skipped with the reason.
 */
export function catalogueOf(bank: readonly BankQuestion[]): { rows: MockTestItem[]; skipped: string[] } {
  const rows: MockTestItem[] = [];
  const skipped: string[] = [];
  for (const template of mockTemplates) {
    const seed = `${catalogueSeed}:${template.variant}`;
    const isSection = template.category !== 'full';
    const offset = isSection ? mocksPerList.full : 0;
    const numbered = mocksPerList[mockKindOf(template.category)];
    const withFree = template.category === freeMockCategory;
    let drawn: DrawnMock[];
    try {
      drawn = drawMocks(template, bank, offset + numbered + (withFree ? 1 : 0), seed).slice(offset);
    } catch (error) {
      if (!(error instanceof NotEnoughQuestionsError)) throw error;
      skipped.push(`${template.id}: ${error.message}`);
      continue;
    }
    drawn.slice(0, numbered).forEach((mock, index) => {
      const number = index + 1;
      rows.push(
        rowOf(mock, {
          mockTestId: mockTestIdOf(template.variant, template.category, number),
          listOwner: catalogueOwner,
          title: mockTitleOf(template.variant, template.category, number),
          kind: 'numbered',
          number,
        }),
      );
    });
    const free = drawn[numbered];
    if (withFree && free) {
      rows.push(rowOf(free, { mockTestId: freeMockTestIdOf(template.variant), listOwner: catalogueOwner, title: freeMockTitleOf(template.variant), kind: 'free' }));
    }
  }
  return { rows, skipped };
}

/**
 * Brings the catalogue in line with the bank, idempotently: unchanged mocks are not written,
 * catalogue mocks no longer drawn are removed. Sessions keep their own copy of the parts, so a
 * redrawn mock never changes a test in progress.
 */
export async function seedCatalogue(bank: readonly BankQuestion[]): Promise<CatalogueReport> {
  const { rows, skipped } = catalogueOf(bank);
  const stored = new Map<string, string>();
  for (const variant of variants) for (const row of await listMockTests(catalogueOwner, variant)) stored.set(row.mockTestId, row.contentHash);
  const changed = rows.filter((row) => stored.get(row.mockTestId) !== row.contentHash);
  const removed = [...stored.keys()].filter((id) => !rows.some((row) => row.mockTestId === id));
  await putMockTests(changed);
  await deleteMockTests(removed);
  return { mocks: rows.length, written: changed.length, deleted: removed.length, skipped };
}

export function creditsOf(user: UserItem): MockCredits {
  return { full: user.fullMockCredits ?? 0, section: user.sectionMockCredits ?? 0 };
}

const lockedReasonOf = (mock: MockTestItem, user: UserItem | undefined, credits: MockCredits | null, inProgress: boolean): string | undefined => {
  if (mock.kind === 'free') return user ? mockTexts.freeForVisitors : undefined;
  if (!user || !credits) return mockTexts.signInToTake;
  if (inProgress) return undefined;
  if (isMockTest1(mock) && !(user.stepsDone ?? []).includes(mockTest1Flag)) return mockTexts.mockTest1Locked;
  const kind = mockKindOf(mock.category);
  if (credits[kind] <= 0) return kind === 'full' ? mockTexts.noFullCredits : mockTexts.noSectionCredits;
  return undefined;
};

const latest = (sessions: readonly MockSessionSummary[]) => [...sessions].sort((a, b) => b.createdAt - a.createdAt)[0];

/** A mock as the list shows it to this caller. */
export function summaryOf(mock: MockTestItem, sessions: readonly MockSessionSummary[], user: UserItem | undefined): MockTestSummary {
  const mine = sessions.filter((session) => session.mockTestId === mock.mockTestId && session.status !== 'abandoned');
  const inProgress = mine.find((session) => session.status === 'in-progress');
  const last = latest(mine.filter((session) => session.status !== 'in-progress'));
  const reason = lockedReasonOf(mock, user, user ? creditsOf(user) : null, inProgress !== undefined);
  return {
    mockTestId: mock.mockTestId,
    title: mock.title,
    variant: mock.variant,
    category: mock.category,
    number: mock.number ?? null,
    kind: mock.kind,
    isMockTest1: isMockTest1(mock),
    itemCount: mock.questionList.length,
    minutes: Math.ceil(mock.parts.reduce((sum, part) => sum + part.timeLimitSeconds, 0) / 60),
    locked: reason !== undefined,
    ...(reason !== undefined ? { lockedReason: reason } : {}),
    attempts: mine.length,
    ...(inProgress ? { inProgressSessionId: inProgress.sessionId } : {}),
    ...(last ? { lastResult: { sessionId: last.sessionId, status: last.status as MockSessionStatus, overall: last.scores?.overall ?? null, at: last.submittedAt ?? last.createdAt } } : {}),
  };
}

const kindOrder = { numbered: 0, free: 1, random: 2 } as const;

/**
 * The mocks of the caller's exam type (a student's from the account, a visitor's as sent) by
 * category, one page of rowsPerPage each, with the caller's attempts and mock credits. Students
 * see their drawn mocks and not the free one; visitors see every mock, all but the free one
 * locked, and the free one also on its own. A page past a named category's last is a field error.
 */
export async function listMocks(
  caller: Caller | undefined,
  input: { examType?: Variant | undefined; category?: MockCategory | undefined; anonymousId?: string | undefined; page?: number; rowsPerPage?: number },
) {
  const page = input.page ?? 1;
  const rowsPerPage = input.rowsPerPage ?? mockListPageSize;
  const user = await userOf(caller);
  const variant: Variant = user?.examType ?? input.examType ?? 'Academic';
  const catalogue = await listMockTests(catalogueOwner, variant);
  const drawn = user ? await listMockTests(user.userId, variant) : [];
  const sessions = [
    ...(user ? await listMockSessions(ownerOfUser(user.userId)) : []),
    ...(input.anonymousId ? await listMockSessions(ownerOfVisitor(input.anonymousId)) : []),
  ];
  const mocks = [...catalogue, ...drawn]
    .filter((mock) => !(user && mock.kind === 'free'))
    .sort((a, b) => kindOrder[a.kind] - kindOrder[b.kind] || (a.number ?? 0) - (b.number ?? 0) || a.mockTestId.localeCompare(b.mockTestId));
  const categories = mockCategories
    .filter((category) => input.category === undefined || category === input.category)
    .map((category) => {
      const ofCategory = mocks.filter((mock) => mock.category === category);
      const pages = Math.max(1, Math.ceil(ofCategory.length / rowsPerPage));
      if (input.category !== undefined && page > pages) throw new FieldValidationError({ page: mockTexts.noSuchPage(pages) });
      const shown = ofCategory.slice((page - 1) * rowsPerPage, page * rowsPerPage);
      return { category, mocks: shown.map((mock) => summaryOf(mock, sessions, user)), total: ofCategory.length, page, pages };
    });
  const free = mocks.find((mock) => mock.kind === 'free');
  return {
    variant,
    credits: user ? creditsOf(user) : null,
    canTakeMockTest1: (user?.stepsDone ?? []).includes(mockTest1Flag),
    free: free ? summaryOf(free, sessions, user) : null,
    categories,
  };
}

/**
 * Draws a fresh mock of a category for the student's exam type, with a random seed, from the
 * whole bank; it is the student's own (listed for them only) and started like any other.
 */
export async function createRandomMock(caller: Caller, category: MockCategory): Promise<MockTestSummary> {
  const user = await Accounts.loadUser(caller);
  const template = templateOf(user.examType, category);
  const types = [...new Set(template.parts.flatMap((part) => part.items.map((item) => item.type)))];
  const bank = (await Promise.all(types.map((type) => listQuestionsOfType(type)))).flat().map(({ uid, type }) => ({ uid, type }));
  let drawn: DrawnMock;
  try {
    drawn = drawMock(template, bank, randomUUID());
  } catch (error) {
    if (error instanceof NotEnoughQuestionsError) throw new MockStepRefusedError(category, mockTexts.randomUnavailable);
    throw error;
  }
  const row = rowOf(drawn, { mockTestId: `random-${randomUUID()}`, listOwner: user.userId, title: randomMockTitleOf(user.examType, category), kind: 'random' });
  await createMockTest(row);
  return summaryOf(row, [], user);
}

/**
 * The student's mock history: per mock the attempts, the best overall and the last attempt, most
 * recent first; with the anonymous id this browser had as a visitor, the free mock taken then too.
 */
export async function overview(caller: Caller, input: { anonymousId?: string | undefined } = {}) {
  const user = await Accounts.loadUser(caller);
  const sessions = [
    ...(await listMockSessions(ownerOfUser(user.userId))),
    ...(input.anonymousId ? await listMockSessions(ownerOfVisitor(input.anonymousId)) : []),
  ].filter((session) => session.status !== 'abandoned');
  const byMock = new Map<string, MockSessionSummary[]>();
  for (const session of sessions) byMock.set(session.mockTestId, [...(byMock.get(session.mockTestId) ?? []), session]);
  const mocks = [...byMock.values()].map((attempts) => {
    const last = latest(attempts)!;
    const overalls = attempts.map((attempt) => attempt.scores?.overall).filter((overall): overall is number => overall !== undefined);
    const scores = last.scores;
    return {
      mockTestId: last.mockTestId,
      title: last.title,
      variant: last.variant,
      category: last.category,
      attempts: attempts.length,
      best: overalls.length > 0 ? Math.max(...overalls) : null,
      last: {
        sessionId: last.sessionId,
        status: last.status as MockSessionStatus,
        overall: scores?.overall ?? null,
        skills: scores ? { reading: scores.reading ?? null, writing: scores.writing ?? null, listening: scores.listening ?? null, speaking: scores.speaking ?? null } : null,
        at: last.submittedAt ?? last.createdAt,
      },
    };
  });
  mocks.sort((a, b) => b.last.at - a.last.at);
  return { attempts: sessions.length, scored: sessions.filter((session) => session.status === 'scored').length, mocks };
}
