import templatesJson from '@content/answer-templates.json';
import { AnswerTemplatesSchema, type AnswerTemplate } from '@shared/content';

/** content/answer-templates.json, parsed once when the page loads (content:check has checked it). */
export const answerTemplates: readonly AnswerTemplate[] = AnswerTemplatesSchema.parse(templatesJson).templates;
