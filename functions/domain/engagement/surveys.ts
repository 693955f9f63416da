import { randomUUID } from 'node:crypto';
import { isSurveyExpired, surveyAnswerErrors, surveyTexts, tallySurvey, type SurveyQuestion } from '@shared/admin';
import { accountTexts } from '@shared/accounts';
import type { Survey, SurveyResults } from '@shared/api';
import { createSurvey, createSurveyResult, getNewestSurvey, getSurvey, getUser, hasSurveyResult, listSurveyResults, listSurveys, type SurveyItem, type UserItem } from '@functions/data';
import { Accounts } from '@functions/domain/accounts';
import type { Caller } from '@functions/platform/auth';
import { FieldValidationError, NotFoundError, NotSignedInError } from '@functions/platform/errors';

export interface NewSurvey {
  title: string;
  questions: { prompt: string; kind: SurveyQuestion['kind']; options: string[] }[];
  expiresAt: number;
}

export function toSurvey(item: SurveyItem): Survey {
  return { surveyId: item.surveyId, title: item.title, questions: item.questions.map((question) => ({ ...question, options: [...question.options] })), expiresAt: item.expiresAt, createdAt: item.createdAt };
}

/** A survey an admin wrote (admins/createSurvey); it must expire in the future. The newest survey is the one students see. */
export async function writeSurvey(input: NewSurvey, createdBy: string, now = Date.now()): Promise<Survey> {
  if (input.expiresAt <= now) throw new FieldValidationError({ expiresAt: 'Choose a time in the future.' });
  const item: SurveyItem = {
    surveyId: randomUUID(),
    title: input.title,
    questions: input.questions.map((question, index) => ({ questionId: `q${index + 1}`, prompt: question.prompt, kind: question.kind, options: question.kind === 'singleChoice' ? question.options : [] })),
    expiresAt: input.expiresAt,
    createdBy,
    createdAt: now,
  };
  await createSurvey(item);
  return toSurvey(item);
}

/** admins/fetchAllSurveys: every survey, newest first, with its number of responses. */
export async function allSurveys(): Promise<(Survey & { responses: number })[]> {
  const surveys = await listSurveys();
  return Promise.all(surveys.map(async (survey) => ({ ...toSurvey(survey), responses: (await listSurveyResults(survey.surveyId)).length })));
}

/** admins/fetchSurveyResults: the answers per question. */
export async function surveyResults(surveyId: string): Promise<SurveyResults> {
  const survey = await getSurvey(surveyId);
  if (!survey) throw new NotFoundError('This survey does not exist.');
  const responses = (await listSurveyResults(surveyId)).map((result) => Object.fromEntries(result.answers.map(({ questionId, answer }) => [questionId, answer])));
  return { survey: toSurvey(survey), responses: responses.length, questions: tallySurvey(survey.questions, responses) };
}

/** The current survey for the caller, or why they cannot answer it (spec §8: expired, already completed). */
export async function currentSurvey(caller: Caller, now = Date.now()): Promise<{ survey: Survey } | { refused: string }> {
  const user = await Accounts.readUser(caller);
  const survey = await getNewestSurvey();
  if (!survey) return { refused: surveyTexts.noSurvey };
  if (await hasSurveyResult(survey.surveyId, user.userId)) return { refused: surveyTexts.alreadyCompleted };
  if (isSurveyExpired(survey, now)) return { refused: surveyTexts.expired };
  return { survey: toSurvey(survey) };
}

/**
 * users/completeSurvey: records the caller's answers once, then gives the reward (1 full mock
 * test credit and its notification, spec §9). Only the request whose conditional write recorded
 * the answers gives it, so parallel submits give it once.
 */
export async function completeSurvey(caller: Caller, surveyId: string, answers: Record<string, string>, now = Date.now()): Promise<{ message: string; user: UserItem } | { refused: string }> {
  const user = await Accounts.loadUser(caller);
  const survey = await getSurvey(surveyId);
  if (!survey) throw new NotFoundError('This survey does not exist.');
  if (await hasSurveyResult(surveyId, user.userId)) return { refused: surveyTexts.alreadyCompleted };
  if (isSurveyExpired(survey, now)) return { refused: surveyTexts.expired };
  const errors = surveyAnswerErrors(survey.questions, answers);
  if (Object.keys(errors).length > 0) throw new FieldValidationError(errors);
  const recorded = await createSurveyResult({
    surveyId,
    userId: user.userId,
    answers: survey.questions.map(({ questionId }) => ({ questionId, answer: answers[questionId]!.trim() })),
    createdAt: now,
  });
  if (!recorded) return { refused: surveyTexts.alreadyCompleted };
  if (!(await Accounts.rewardSurveyCompleted(user.userId))) throw new NotSignedInError(accountTexts.accountNotRecognized);
  const after = await getUser(user.userId);
  if (!after) throw new NotSignedInError(accountTexts.accountNotRecognized);
  return { message: accountTexts.surveyCompleted, user: after };
}
