import { z } from 'zod';
import type { ItemTypeCode } from '@shared/exam';
import { ContentIdSchema } from './faq';
import { ParagraphSchema, RichTextSchema } from './rich-text';

/** The item types students look for templates for (issue 20): the long speaking and writing answers. */
export const templateItemTypes = ['SDI', 'SRL', 'SIT', 'WWE', 'WWS', 'WWM'] as const satisfies readonly ItemTypeCode[];

/** One move of an answer: what it does, and a frame with [slots] the student fills with the item's own content. */
export const TemplateStepSchema = z
  .object({
    move: z.string().trim().min(1),
    /** A frame with slots in square brackets: "The [chart type] shows [what] in [where]". */
    frame: z.string().trim().min(1).regex(/\[[^\]]+\]/, { message: 'A frame has at least one [slot] for the item’s own content.' }),
    tip: z.string().trim().min(1),
  })
  .strict();

export const AnswerTemplateSchema = z
  .object({
    id: ContentIdSchema,
    type: z.enum(templateItemTypes),
    /** Why a structure helps on this item type. */
    intro: ParagraphSchema,
    steps: z.array(TemplateStepSchema).min(2),
    howToUse: RichTextSchema,
    /** A made-up task and an answer built on the frames, to show the slots filled. */
    example: z.object({ task: z.string().trim().min(1), answer: z.array(z.string().trim().min(1)).min(1) }).strict(),
  })
  .strict();

/** content/answer-templates.json, in the order /templates shows them. */
export const AnswerTemplatesSchema = z.object({ templates: z.array(AnswerTemplateSchema).min(1) }).strict();

export type TemplateStep = z.infer<typeof TemplateStepSchema>;
export type AnswerTemplate = z.infer<typeof AnswerTemplateSchema>;
export type AnswerTemplates = z.infer<typeof AnswerTemplatesSchema>;
