import { z } from 'zod';

/** A problem found in a writing answer (spec practice §3 Analysis Tag); positions index the student's text. */
export const TagSchema = z.object({
  report: z.enum(['grammar', 'spelling', 'style']),
  startPos: z.number().int().nonnegative(),
  endPos: z.number().int().nonnegative(),
  hint: z.string(),
  category: z.string(),
  subcategory: z.string(),
  suggestions: z.array(z.string()),
});
export type Tag = z.infer<typeof TagSchema>;

/** One trait of a writing analysis with its maximum and why it scored what it did. */
export const WritingTraitSchema = z.object({
  name: z.string(),
  score: z.number(),
  max: z.number(),
  /** The trait's continuous measure 0-100 behind its banded points, where it has one. */
  measure: z.number().min(0).max(100).optional(),
  comment: z.string(),
});

/**
 * The writing score analysis of spec practice §3: the fields present are the traits of the type,
 * plus Final and the error counts.
 */
export const ScoreAnalysisSchema = z.record(z.string(), z.number());

export const WritingAnalysisSchema = z.object({
  score: z.number(),
  max: z.number(),
  successful: z.boolean(),
  scoreAnalysis: ScoreAnalysisSchema,
  traits: z.array(WritingTraitSchema),
  tags: z.array(TagSchema),
  /** Set when long runs of the answer match memorised templates, which the exam penalises. */
  templateWarning: z.string().optional(),
});
export type WritingAnalysis = z.infer<typeof WritingAnalysisSchema>;

export const SavedWritingSchema = z.object({
  uid: z.string(),
  selectedAnswer: z.string(),
  /** 'points/max' */
  score: z.string(),
  scoreAnalysis: ScoreAnalysisSchema,
  /** Only grammar Tags are kept (spec practice §3). */
  analysis: z.array(TagSchema),
  createdAt: z.number().int(),
});
export type SavedWriting = z.infer<typeof SavedWritingSchema>;
