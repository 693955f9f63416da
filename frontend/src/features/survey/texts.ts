import { surveyTexts } from '@shared/admin';
import { accountTexts } from '@shared/accounts';

export const SURVEY_TEXTS = {
  meta: { title: 'Survey', description: 'Tell us how your PTE practice is going and get a full mock test.' },
  reward: 'Answer every question to get 1 full mock test credit.',
  submit: 'Send my answers',
  loading: 'Loading the survey',
  unavailableHeading: 'No survey to answer',
  backToDashboard: 'Back to the dashboard',
  loadFailed: 'The survey could not be loaded.',
  retry: 'Try again',
  expires: (time: number) => `Open until ${new Date(time).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}`,
  ...surveyTexts,
  completed: accountTexts.surveyCompleted,
} as const;
