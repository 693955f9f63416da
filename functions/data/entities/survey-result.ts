import { Entity, type EntityItem } from 'electrodb';
import { unlessRefused } from '../conditional';
import { tableKeys } from '../keys';
import { tableConfig } from '../table';

/**
 * A student's answers to a survey, one per student and survey: written once with a guard, so the
 * reward that follows it is given once however many submits race (DESIGN §5).
 */
export const SurveyResult = new Entity(
  {
    model: { entity: 'surveyResult', version: '1', service: 'pte' },
    attributes: {
      surveyId: { type: 'string', required: true, readOnly: true },
      userId: { type: 'string', required: true, readOnly: true },
      answers: {
        type: 'list',
        required: true,
        readOnly: true,
        items: { type: 'map', properties: { questionId: { type: 'string', required: true }, answer: { type: 'string', required: true } } },
      },
      createdAt: { type: 'number', required: true, readOnly: true },
    },
    indexes: {
      bySurvey: {
        pk: { field: tableKeys.partitionKey, composite: ['surveyId'] },
        sk: { field: tableKeys.sortKey, composite: ['userId'] },
      },
    },
  },
  tableConfig,
);

export type SurveyResultItem = EntityItem<typeof SurveyResult>;

// Records a student's answers once (guard: none recorded for this survey and student); false when they answered before
export async function createSurveyResult(result: SurveyResultItem): Promise<boolean> {
  return (await unlessRefused(SurveyResult.create(result).go())) !== undefined;
}

// Whether a student answered a survey (strongly consistent: right after they did)
export async function hasSurveyResult(surveyId: string, userId: string): Promise<boolean> {
  const { data } = await SurveyResult.get({ surveyId, userId }).go({ consistent: true, attributes: ['userId'] });
  return data !== null;
}

// Every response to a survey
export async function listSurveyResults(surveyId: string): Promise<SurveyResultItem[]> {
  const { data } = await SurveyResult.query.bySurvey({ surveyId }).go({ pages: 'all' });
  return data;
}

// Forgets a student's answers to a survey (account deletion)
export async function deleteSurveyResult(surveyId: string, userId: string): Promise<boolean> {
  return (await unlessRefused(SurveyResult.delete({ surveyId, userId }).where((attributes, { exists }) => exists(attributes.userId)).go())) !== undefined;
}
