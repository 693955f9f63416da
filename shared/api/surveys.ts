import { z } from 'zod';
import { surveyLimits, surveyQuestionKinds } from '@shared/admin';

/** Schemas of surveys (spec/platform.md §2 /survey, §7 fetchAllSurveys, fetchSurveyResults). */

export const SurveyIdSchema = z
  .string({ message: 'Give the survey.' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,100}$/, { message: 'This survey is not valid.' });

export const SurveyQuestionSchema = z.object({
  questionId: z.string(),
  prompt: z.string(),
  kind: z.enum(surveyQuestionKinds),
  options: z.array(z.string()),
});

export const SurveySchema = z.object({
  surveyId: z.string(),
  title: z.string(),
  questions: z.array(SurveyQuestionSchema),
  expiresAt: z.number().int(),
  createdAt: z.number().int(),
});
export type Survey = z.infer<typeof SurveySchema>;

const textOf = (what: string, max: number) =>
  z
    .string({ message: `Write the ${what}.` })
    .trim()
    .min(1, { message: `Write the ${what}.` })
    .max(max, { message: `Use at most ${max} characters.` });

/** A question as an admin writes it: a single choice needs 2 to 8 distinct options, free text none. */
export const NewSurveyQuestionSchema = z
  .object({
    prompt: textOf('question', surveyLimits.promptMaxLength),
    kind: z.enum(surveyQuestionKinds, { message: 'Choose single choice or free text.' }),
    options: z.array(textOf('answer', surveyLimits.optionMaxLength)).max(surveyLimits.maxOptions, { message: `Offer at most ${surveyLimits.maxOptions} answers.` }).default([]),
  })
  .superRefine((question, context) => {
    if (question.kind === 'freeText') {
      if (question.options.length > 0) context.addIssue({ code: 'custom', path: ['options'], message: 'A free-text question offers no answers.' });
      return;
    }
    if (question.options.length < surveyLimits.minOptions) context.addIssue({ code: 'custom', path: ['options'], message: `Offer at least ${surveyLimits.minOptions} answers.` });
    if (new Set(question.options.map((option) => option.toLowerCase())).size !== question.options.length) context.addIssue({ code: 'custom', path: ['options'], message: 'Offer each answer once.' });
  });

export const NewSurveySchema = z.object({
  title: textOf('title', surveyLimits.titleMaxLength),
  questions: z.array(NewSurveyQuestionSchema).min(1, { message: 'Add at least one question.' }).max(surveyLimits.maxQuestions, { message: `Use at most ${surveyLimits.maxQuestions} questions.` }),
  /** Epoch ms; it must be in the future (checked by the server against its clock). */
  expiresAt: z.number({ message: 'Choose when the survey expires.' }).int({ message: 'Choose when the survey expires.' }),
});
export type NewSurvey = z.input<typeof NewSurveySchema>;

/** A student's answers: the answer to each question by its id (a single choice answers with the option's text). */
export const SurveyAnswersSchema = z.record(z.string().max(100), z.string().max(2000, { message: 'This answer is too long.' }));

export const SurveyQuestionResultSchema = z.discriminatedUnion('kind', [
  z.object({ questionId: z.string(), prompt: z.string(), kind: z.literal('singleChoice'), counts: z.array(z.object({ option: z.string(), count: z.int() })) }),
  z.object({ questionId: z.string(), prompt: z.string(), kind: z.literal('freeText'), answers: z.array(z.string()) }),
]);

export const SurveyResultsSchema = z.object({ survey: SurveySchema, responses: z.int(), questions: z.array(SurveyQuestionResultSchema) });
export type SurveyResults = z.infer<typeof SurveyResultsSchema>;
