import { z } from 'zod';
import { countBlanks } from './blanks';
import { itemTypeCodes, type ItemTypeCode } from './item-type-codes';
import { itemTypes } from './item-types';
import { sections } from './sections';
import { parseItemTypeCode, tryParseItemTypeCode, uidPattern } from './uid';

const text = z.string().trim().min(1);
const index = z.int().nonnegative();

/** How hard one item is for a candidate, as its writer judged it; the type's own 1-5 rating is in itemTypes. */
export const questionDifficulties = ['easy', 'medium', 'hard'] as const;

export type QuestionDifficulty = (typeof questionDifficulties)[number];

/** The item-type codes as a zod enum, for API payloads that name a type. */
export const ItemTypeCodeSchema = z.enum(itemTypeCodes);

/** A question uid: the uid format and a known type code, e.g. 'SRS-0001'. */
export const QuestionUidSchema = z
  .string()
  .regex(uidPattern, 'A uid is a type code, a hyphen and at least 4 digits, e.g. SRS-0001')
  .refine((uid) => tryParseItemTypeCode(uid) !== undefined, 'The uid starts with an unknown item-type code');

/** Every field of the spec's Question (practice.md §3) plus title, prediction, isSample and difficulty. */
const QuestionFieldsSchema = z.object({
  uid: QuestionUidSchema,
  section: z.enum(sections),
  title: text.optional(),
  /** The text of the item: passage, prompt, text to read, or a blank text with ___ markers. */
  topic: z.string().optional(),
  question: z.string().optional(),
  /** The choices of a multiple-choice item. */
  multichoice: z.array(text).optional(),
  correctIndex: index.optional(),
  /** Multiple answers: the correct choices; Re-order Paragraphs: the correct order as indexes of paragraphs. */
  correctIndexes: z.array(index).optional(),
  correctAnswer: z.string().optional(),
  /** Blanks: one answer per marker; Answer Short Question: the accepted answers; Highlight Incorrect Words: the correct word per index to click. */
  correctAnswers: z.array(text).optional(),
  /** Drag blanks: the word bank; dropdown blanks: the options of each blank, in order. */
  wordsGiven: z.union([z.array(text), z.array(z.array(text))]).optional(),
  paragraphs: z.array(text).optional(),
  /** The audio file id. */
  track: text.optional(),
  transcript: z.string().optional(),
  sampleAnswer: z.string().optional(),
  /** The answer or explanation shown in show-answer mode. */
  answer: z.string().optional(),
  /** Speaking content keywords (talk types). */
  keywords: z.array(text).optional(),
  /** Writing content keywords. */
  taskKeywords: z.array(text).optional(),
  /** The image file id. */
  image: text.optional(),
  highlight: z.string().optional(),
  /** Highlight Incorrect Words: indexes of the transcript's whitespace-separated words that differ from the audio. */
  indexToClick: z.array(index).optional(),
  /**
   * Predicted this week (practice route query prediction): the server sets it by the weekly rule
   * of functions/domain/practice/prediction.ts; a value written in content/ is not used.
   */
  prediction: z.boolean().optional(),
  /** One of the fixed sample items open to everyone (practice.md §5, access rules). */
  isSample: z.boolean().optional(),
  /** The item's own difficulty, e.g. 'hard'; optional so types not yet marked still parse (content:check requires it where marked). */
  difficulty: z.enum(questionDifficulties).optional(),
});

type QuestionFields = z.infer<typeof QuestionFieldsSchema>;
type Context = z.RefinementCtx<QuestionFields>;

const audioTypes: ReadonlySet<ItemTypeCode> = new Set<ItemTypeCode>([
  'LSA', 'LMA', 'LWD', 'LHS', 'LIW', 'LWB', 'LST', 'LCT', 'LMW', 'SRS', 'SSQ', 'SRL', 'SGD', 'SIT',
]);

/** Content of talk types is scored on keywords, so they must have some. */
const keywordTypes: ReadonlySet<ItemTypeCode> = new Set<ItemTypeCode>(['SDI', 'SRL', 'SGD', 'SIT']);

const topicTypes: ReadonlySet<ItemTypeCode> = new Set<ItemTypeCode>(['SRA', 'SIT', 'WWE', 'WWM', 'WWS', 'WSC']);

const transcriptTypes: ReadonlySet<ItemTypeCode> = new Set<ItemTypeCode>(['LWD', 'SRS', 'LIW']);

function isMissing(value: unknown): boolean {
  return value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

function requireField(q: QuestionFields, ctx: Context, field: keyof QuestionFields, code: ItemTypeCode): boolean {
  if (!isMissing(q[field])) return true;
  ctx.addIssue({ code: 'custom', path: [field], message: `${itemTypes[code].name} (${code}) needs ${field}` });
  return false;
}

function checkIndexes(indexes: readonly number[], size: number, field: keyof QuestionFields, what: string, ctx: Context): void {
  const seen = new Set<number>();
  indexes.forEach((value, position) => {
    if (value >= size) {
      ctx.addIssue({ code: 'custom', path: [field, position], message: `${field}[${position}] = ${value} is outside the ${size} ${what}` });
    }
    if (seen.has(value)) {
      ctx.addIssue({ code: 'custom', path: [field, position], message: `${field} repeats ${value}` });
    }
    seen.add(value);
  });
}

function checkSingleAnswer(q: QuestionFields, ctx: Context, code: ItemTypeCode): void {
  const hasChoices = requireField(q, ctx, 'multichoice', code);
  if (!requireField(q, ctx, 'correctIndex', code) || !hasChoices || q.correctIndex === undefined) return;
  checkIndexes([q.correctIndex], q.multichoice?.length ?? 0, 'correctIndex', 'choices', ctx);
}

function checkMultipleAnswers(q: QuestionFields, ctx: Context, code: ItemTypeCode): void {
  const hasChoices = requireField(q, ctx, 'multichoice', code);
  if (!requireField(q, ctx, 'correctIndexes', code) || !hasChoices) return;
  checkIndexes(q.correctIndexes ?? [], q.multichoice?.length ?? 0, 'correctIndexes', 'choices', ctx);
}

function checkReorder(q: QuestionFields, ctx: Context, code: ItemTypeCode): void {
  const hasParagraphs = requireField(q, ctx, 'paragraphs', code);
  if (!requireField(q, ctx, 'correctIndexes', code) || !hasParagraphs) return;
  const size = q.paragraphs?.length ?? 0;
  const order = q.correctIndexes ?? [];
  if (order.length !== size) {
    ctx.addIssue({ code: 'custom', path: ['correctIndexes'], message: `correctIndexes must order all ${size} paragraphs, it has ${order.length}` });
  }
  checkIndexes(order, size, 'correctIndexes', 'paragraphs', ctx);
}

function checkBlanks(q: QuestionFields, ctx: Context, code: ItemTypeCode): void {
  const hasTopic = requireField(q, ctx, 'topic', code);
  const hasAnswers = requireField(q, ctx, 'correctAnswers', code);
  if (!hasTopic || !hasAnswers) return;
  const blanks = countBlanks(q.topic ?? '');
  const answers = q.correctAnswers ?? [];
  if (blanks !== answers.length) {
    ctx.addIssue({ code: 'custom', path: ['correctAnswers'], message: `The topic has ${blanks} ___ markers but ${answers.length} correctAnswers` });
  }
  if (code === 'RFG') checkWordBank(q, ctx, answers);
  if (code === 'RFB') checkDropdowns(q, ctx, answers);
}

function checkWordBank(q: QuestionFields, ctx: Context, answers: readonly string[]): void {
  const bank = q.wordsGiven ?? [];
  if (!bank.every((word) => typeof word === 'string')) {
    ctx.addIssue({ code: 'custom', path: ['wordsGiven'], message: 'Drag blanks need wordsGiven as one list of words' });
    return;
  }
  const left = [...(bank as string[])];
  answers.forEach((answer, position) => {
    const at = left.indexOf(answer);
    if (at === -1) {
      ctx.addIssue({ code: 'custom', path: ['correctAnswers', position], message: `"${answer}" is not in wordsGiven` });
    } else {
      left.splice(at, 1);
    }
  });
}

function checkDropdowns(q: QuestionFields, ctx: Context, answers: readonly string[]): void {
  const lists = q.wordsGiven ?? [];
  if (lists.length !== answers.length || !lists.every((options) => Array.isArray(options))) {
    ctx.addIssue({ code: 'custom', path: ['wordsGiven'], message: `Dropdown blanks need wordsGiven as one list of options per blank (${answers.length})` });
    return;
  }
  (lists as string[][]).forEach((options, position) => {
    const answer = answers[position];
    if (answer !== undefined && !options.includes(answer)) {
      ctx.addIssue({ code: 'custom', path: ['wordsGiven', position], message: `The options of blank ${position + 1} do not include "${answer}"` });
    }
  });
}

function checkHighlightIncorrectWords(q: QuestionFields, ctx: Context, code: ItemTypeCode): void {
  const hasIndexes = requireField(q, ctx, 'indexToClick', code);
  const hasWords = requireField(q, ctx, 'correctAnswers', code);
  if (!hasIndexes || isMissing(q.transcript)) return;
  const indexes = q.indexToClick ?? [];
  const words = (q.transcript ?? '').trim().split(/\s+/).length;
  checkIndexes(indexes, words, 'indexToClick', 'words of the transcript', ctx);
  if (hasWords && q.correctAnswers?.length !== indexes.length) {
    ctx.addIssue({ code: 'custom', path: ['correctAnswers'], message: 'Highlight Incorrect Words needs one correct word per index to click' });
  }
  // The correct word is shown to the student as the word said: the transcript's punctuation is not part of it.
  (q.correctAnswers ?? []).forEach((word, index) => {
    if (/^[^\p{L}\p{N}]|[^\p{L}\p{N}]$/u.test(word)) ctx.addIssue({ code: 'custom', path: ['correctAnswers', index], message: `"${word}" carries punctuation; give the word alone` });
  });
}

function refineQuestion(q: QuestionFields, ctx: Context): void {
  const code = tryParseItemTypeCode(q.uid);
  if (code === undefined) return; // the uid schema has reported it
  const type = itemTypes[code];
  if (q.section !== type.section) {
    ctx.addIssue({ code: 'custom', path: ['section'], message: `${code} belongs to ${type.section}, not ${q.section}` });
  }
  if (audioTypes.has(code)) requireField(q, ctx, 'track', code);
  if (keywordTypes.has(code)) requireField(q, ctx, 'keywords', code);
  if (topicTypes.has(code)) requireField(q, ctx, 'topic', code);
  if (transcriptTypes.has(code)) requireField(q, ctx, 'transcript', code);
  if (code === 'SDI') requireField(q, ctx, 'image', code);
  if (code === 'SSQ') requireField(q, ctx, 'correctAnswers', code);
  switch (type.layout) {
    case 'single-answer':
      return checkSingleAnswer(q, ctx, code);
    case 'multiple-answers':
      return checkMultipleAnswers(q, ctx, code);
    case 're-order':
      return checkReorder(q, ctx, code);
    case 'blanks-drag':
    case 'blanks-dropdown':
    case 'blanks-typed':
      return checkBlanks(q, ctx, code);
    case 'highlight-incorrect-words':
      return checkHighlightIncorrectWords(q, ctx, code);
  }
}

/**
 * A question as stored and served, checked per type (multiple answers inside
 * the choices, one answer per blank marker, a re-order permutation, indexes to
 * click inside the transcript, a track for audio types, an image for Describe
 * Image). Parsing adds `type`, the code read from the uid.
 */
export const QuestionSchema = QuestionFieldsSchema.superRefine(refineQuestion).transform((q) => ({
  ...q,
  type: parseItemTypeCode(q.uid),
}));

export type QuestionInput = z.input<typeof QuestionSchema>;
export type Question = z.output<typeof QuestionSchema>;
