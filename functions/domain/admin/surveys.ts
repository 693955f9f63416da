import type { Survey } from '@shared/api';
import { Engagement } from '@functions/domain/engagement';
import type { Caller } from '@functions/platform/auth';
import { record } from './audit';

/** admins/createSurvey: written, then audited. */
export async function createSurvey(admin: Caller, input: Engagement.NewSurvey): Promise<Survey> {
  const survey = await Engagement.writeSurvey(input, admin.userId);
  await record(admin, 'createSurvey', survey.surveyId, `"${survey.title}", ${survey.questions.length} questions, expires ${new Date(survey.expiresAt).toISOString()}`);
  return survey;
}
