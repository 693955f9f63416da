import type { StudentStatistics } from '@shared/api';
import { listAnalysisScores, listMockSessions, listUserAttempts, ownerOfUser } from '@functions/data';
import { Accounts } from '@functions/domain/accounts';
import type { Caller } from '@functions/platform/auth';
import { computeStatistics, type MockRecord } from './compute';

export { statisticsRules } from './compute';

/**
 * The statistics page of the caller (spec §2 /statistics): their practice answers, the trait
 * scores of their AI analyses and their scored mock tests, read for this student alone (the caller
 * is the only key), then computed in compute.ts.
 */
export async function studentStatistics(caller: Caller, timeZone: string, now = Date.now()): Promise<StudentStatistics> {
  const user = await Accounts.readUser(caller);
  const [answers, analyses, sessions] = await Promise.all([listUserAttempts(user.userId), listAnalysisScores(user.userId), listMockSessions(ownerOfUser(user.userId))]);
  const mocks: MockRecord[] = sessions.flatMap((session) =>
    session.status === 'scored' && session.scores
      ? [{ sessionId: session.sessionId, title: session.title, category: session.category, at: session.scoredAt ?? session.submittedAt ?? session.createdAt, scores: session.scores }]
      : [],
  );
  return computeStatistics({ answers, analyses, mocks, now, timeZone });
}
