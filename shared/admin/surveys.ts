/**
 * Surveys (spec/platform.md §2 /survey, /thank-you; §8 texts; §9 reward): an admin writes the
 * questions, a student answers once before it expires. Pure rules shared by the server, which
 * decides, and the app, which shows the same answers before sending them.
 */
export const surveyQuestionKinds = ['singleChoice', 'freeText'] as const;
export type SurveyQuestionKind = (typeof surveyQuestionKinds)[number];

export const surveyLimits = {
  titleMaxLength: 100,
  promptMaxLength: 200,
  optionMaxLength: 100,
  minOptions: 2,
  maxOptions: 8,
  maxQuestions: 20,
  answerMaxLength: 1000,
} as const;

export const surveyTexts = {
  expired: 'This survey has expired!',
  alreadyCompleted: 'Survey already completed!',
  noSurvey: 'There is no survey to answer right now.',
  answerRequired: 'Answer this question.',
  optionUnknown: 'Choose one of the answers given.',
  answerTooLong: `Use at most ${surveyLimits.answerMaxLength} characters.`,
  unknownQuestion: 'This survey has no such question.',
} as const;

export interface SurveyQuestion {
  questionId: string;
  prompt: string;
  kind: SurveyQuestionKind;
  /** The answers offered by a single-choice question; none for free text. */
  options: string[];
}

/** True from the survey's expiry on. */
export function isSurveyExpired(survey: { expiresAt: number }, now: number): boolean {
  return now >= survey.expiresAt;
}

/**
 * Field errors of a set of answers (keyed `answers.<questionId>`), none when every question is
 * answered: a single choice with one of its options, free text with 1 to 1000 characters.
 */
export function surveyAnswerErrors(questions: readonly SurveyQuestion[], answers: Readonly<Record<string, string>>): Record<string, string> {
  const errors: Record<string, string> = {};
  const known = new Set(questions.map((question) => question.questionId));
  for (const questionId of Object.keys(answers)) if (!known.has(questionId)) errors[`answers.${questionId}`] = surveyTexts.unknownQuestion;
  for (const question of questions) {
    const answer = answers[question.questionId]?.trim() ?? '';
    const field = `answers.${question.questionId}`;
    if (!answer) errors[field] = surveyTexts.answerRequired;
    else if (question.kind === 'singleChoice' && !question.options.includes(answer)) errors[field] = surveyTexts.optionUnknown;
    else if (answer.length > surveyLimits.answerMaxLength) errors[field] = surveyTexts.answerTooLong;
  }
  return errors;
}

/** The results of one question: for a single choice, how many chose each option (in the options' order); for free text, the answers. */
export type SurveyQuestionResult =
  | { questionId: string; prompt: string; kind: 'singleChoice'; counts: { option: string; count: number }[] }
  | { questionId: string; prompt: string; kind: 'freeText'; answers: string[] };

/** Tallies every response per question (spec §7 fetchSurveyResults). */
export function tallySurvey(questions: readonly SurveyQuestion[], responses: readonly Readonly<Record<string, string>>[]): SurveyQuestionResult[] {
  return questions.map((question) => {
    const given = responses.map((answers) => answers[question.questionId]).filter((answer): answer is string => answer !== undefined);
    if (question.kind === 'freeText') return { questionId: question.questionId, prompt: question.prompt, kind: 'freeText', answers: given };
    return {
      questionId: question.questionId,
      prompt: question.prompt,
      kind: 'singleChoice',
      counts: question.options.map((option) => ({ option, count: given.filter((answer) => answer === option).length })),
    };
  });
}
