import { Entity, type EntityItem } from 'electrodb';
import { surveyQuestionKinds } from '@shared/admin';
import { unlessRefused } from '../conditional';
import { tableKeys } from '../keys';
import { tableConfig } from '../table';

/** A survey an admin wrote (spec/platform.md §2 /survey): its questions and when it expires. Listed newest first; the newest is the one students see. */
export const Survey = new Entity(
  {
    model: { entity: 'survey', version: '1', service: 'pte' },
    attributes: {
      surveyId: { type: 'string', required: true, readOnly: true },
      title: { type: 'string', required: true, readOnly: true },
      questions: {
        type: 'list',
        required: true,
        readOnly: true,
        items: {
          type: 'map',
          properties: {
            questionId: { type: 'string', required: true },
            prompt: { type: 'string', required: true },
            kind: { type: [...surveyQuestionKinds], required: true },
            options: { type: 'list', items: { type: 'string' }, required: true },
          },
        },
      },
      expiresAt: { type: 'number', required: true, readOnly: true },
      /** The admin who wrote it. */
      createdBy: { type: 'string', required: true, readOnly: true },
      createdAt: { type: 'number', required: true, readOnly: true },
    },
    indexes: {
      byId: {
        pk: { field: tableKeys.partitionKey, composite: ['surveyId'] },
        sk: { field: tableKeys.sortKey, composite: [] },
      },
      byCreation: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: [] },
        sk: { field: 'gsi1sk', composite: ['createdAt', 'surveyId'] },
      },
    },
  },
  tableConfig,
);

export type SurveyItem = EntityItem<typeof Survey>;

// A new survey (guard: the id is not taken); false when it is
export async function createSurvey(survey: SurveyItem): Promise<boolean> {
  return (await unlessRefused(Survey.create(survey).go())) !== undefined;
}

// One survey by id
export async function getSurvey(surveyId: string): Promise<SurveyItem | undefined> {
  const { data } = await Survey.get({ surveyId }).go();
  return data ?? undefined;
}

// Every survey, newest first
export async function listSurveys(): Promise<SurveyItem[]> {
  const { data } = await Survey.query.byCreation({}).go({ pages: 'all', order: 'desc' });
  return data;
}

// The newest survey, the one students are asked to answer
export async function getNewestSurvey(): Promise<SurveyItem | undefined> {
  const { data } = await Survey.query.byCreation({}).go({ order: 'desc', limit: 1 });
  return data[0];
}
