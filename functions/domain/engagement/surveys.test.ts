import { describe, expect, it, vi } from 'vitest';

vi.mock('@functions/data/client', () => import('@test/fixtures/memory-table').then((table) => table.memoryDocumentClient()));

import { surveyTexts } from '@shared/admin';
import { accountTexts } from '@shared/accounts';
import { storedStudent } from '@test/fixtures/accounts';
import { getUser } from '@functions/data';
import { FieldValidationError } from '@functions/platform/errors';
import { completeSurvey, currentSurvey, surveyResults, writeSurvey } from './surveys';

const day = 24 * 60 * 60 * 1000;
const questions = [
  { prompt: 'How useful is the practice?', kind: 'singleChoice' as const, options: ['Very', 'A little'] },
  { prompt: 'What should we add?', kind: 'freeText' as const, options: [] },
];

describe('surveys', () => {
  it('refuses a survey that would expire in the past', async () => {
    const now = Date.now();
    await expect(writeSurvey({ title: 'Late', questions, expiresAt: now - 1 }, 'admin-1', now)).rejects.toEqual(new FieldValidationError({ expiresAt: 'Choose a time in the future.' }));
  });

  it('shows the newest survey, grants its reward once, then says it was completed', async () => {
    const now = Date.now();
    const { user, caller } = await storedStudent({ fullMockCredits: 0 });
    await writeSurvey({ title: 'Older', questions, expiresAt: now + day }, 'admin-1', now - 1000);
    const survey = await writeSurvey({ title: 'Newest', questions, expiresAt: now + day }, 'admin-1', now);
    expect(await currentSurvey(caller, now)).toEqual({ survey });

    const first = await completeSurvey(caller, survey.surveyId, { q1: 'Very', q2: ' Listening ' }, now);
    const second = await completeSurvey(caller, survey.surveyId, { q1: 'A little', q2: 'Again' }, now);

    expect(first).toMatchObject({ message: accountTexts.surveyCompleted, user: { fullMockCredits: 1 } });
    expect(second).toEqual({ refused: surveyTexts.alreadyCompleted });
    expect((await getUser(user.userId))!.fullMockCredits).toBe(1);
    expect(await currentSurvey(caller, now)).toEqual({ refused: surveyTexts.alreadyCompleted });
    expect((await surveyResults(survey.surveyId)).questions).toEqual([
      { questionId: 'q1', prompt: questions[0]!.prompt, kind: 'singleChoice', counts: [{ option: 'Very', count: 1 }, { option: 'A little', count: 0 }] },
      { questionId: 'q2', prompt: questions[1]!.prompt, kind: 'freeText', answers: ['Listening'] },
    ]);
  });

  it('refuses answers to an expired survey and answers that do not fit its questions', async () => {
    const now = Date.now();
    const { caller } = await storedStudent();
    const survey = await writeSurvey({ title: 'Short', questions, expiresAt: now + 1000 }, 'admin-1', now);
    await expect(completeSurvey(caller, survey.surveyId, { q1: 'Maybe', q2: 'x' }, now)).rejects.toBeInstanceOf(FieldValidationError);
    expect(await completeSurvey(caller, survey.surveyId, { q1: 'Very', q2: 'x' }, now + 1000)).toEqual({ refused: surveyTexts.expired });
    expect(await currentSurvey(caller, now + 1000)).toEqual({ refused: surveyTexts.expired });
  });
});
