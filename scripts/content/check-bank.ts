/**
 * The checks of `content:check`, as pure functions over the parsed bank: schema, file and uid
 * consistency, answers beyond the schema (writing model answers included), duplicate and
 * near-duplicate passages, media, the
 * minimum and target counts per type, and the difficulty of items of grown types. Errors fail
 * `npm test`; warnings are printed for the writers and fail nothing.
 */
import {
  itemTypeCodes,
  itemTypes,
  questionDifficulties,
  QuestionSchema,
  tryParseItemTypeCode,
  type ItemTypeCode,
  type Question,
} from '@shared/exam';
import { scoreForm, wordBands, type WritingTypeCode } from '@shared/scoring';
import { hasAudio, speakable, spokenBlankText, spokenScript, spokenText, wordCore } from './audio-text';
import { fileCode, stringField, type BankFile } from './load-bank';

export type Severity = 'error' | 'warning';

/** One finding: where (file, uid, field) and what. */
export interface Problem {
  severity: Severity;
  file: string;
  uid?: string;
  field?: string;
  message: string;
}

/** The media files present, by id: content/audio/<id>.opus and content/images/<id>.svg. */
export interface MediaIndex {
  audio: ReadonlySet<string>;
  images: ReadonlySet<string>;
}

export interface CheckOptions {
  /** The media present; without it media are not checked (--skip-media, while content is written). */
  media?: MediaIndex;
  /** Minimum valid items per type, below which the check fails; defaults to minimumItems. */
  minimums?: Readonly<Record<ItemTypeCode, number>>;
  /** Valid items per type the bank grows toward; defaults to targetItems. */
  targets?: Readonly<Record<ItemTypeCode, number>>;
  /** Types grown to their target: below it they fail, and their items need a difficulty; defaults to grownTypes. */
  grown?: ReadonlySet<ItemTypeCode>;
}

/** Per type: items in the bank, items passing every item check, free samples, and problems. */
export interface TypeCount {
  items: number;
  valid: number;
  samples: number;
  errors: number;
  warnings: number;
}

export interface BankReport {
  problems: Problem[];
  counts: Record<ItemTypeCode, TypeCount>;
}

const largerMinimums: Partial<Record<ItemTypeCode, number>> = { SRS: 40, SRA: 30, LWD: 30, SDI: 30, SSQ: 30, RFB: 30 };

/** The issue's minimum bank: 20 items of every type, 40 Repeat Sentence, 30 of the most practised types. */
export const minimumItems = Object.fromEntries(itemTypeCodes.map((code) => [code, largerMinimums[code] ?? 20])) as Readonly<
  Record<ItemTypeCode, number>
>;

const largerTargets: Partial<Record<ItemTypeCode, number>> = { RFB: 100, RFG: 100, SRS: 100, LWD: 100, SRA: 100, SSQ: 100 };

/**
 * Issue 21's bank: at least 60 items of every type of both variants, 100 of the reading fill in
 * the blanks types, Repeat Sentence, Write From Dictation, Read Aloud and Answer Short Question.
 */
export const targetItems = Object.fromEntries(itemTypeCodes.map((code) => [code, largerTargets[code] ?? 60])) as Readonly<
  Record<ItemTypeCode, number>
>;

/**
 * The types grown to their target: below it these fail, and their items must carry a difficulty.
 * Every type is grown now; the option (checkBank's `grown`) still lets a bank grow a few types
 * at a time with the check green, the others only warned about.
 */
export const grownTypes: ReadonlySet<ItemTypeCode> = new Set<ItemTypeCode>(itemTypeCodes);

/** A grown type with fewer than this share of its items at one difficulty is warned about. */
const difficultyMinShare = 0.2;

/** Word shingles (runs of this many words) compared by the near-duplicate check. */
const shingleSize = 3;

/** Two texts sharing at least this Jaccard similarity of their shingles are near-duplicates. */
export const nearDuplicateThreshold = 0.5;

/** Texts with fewer shingles are not compared: short questions share their stems ('What do we call a …'). */
const nearDuplicateMinShingles = 8;

/** Passages shorter than this may legitimately repeat (short prompts, stock phrases). */
const passageMinLength = 40;

/** Characters flite reads naturally; others are spelt, dropped or mispronounced. */
const speakableCharacter = /[A-Za-z0-9\s.,;:!?'"-]/;

interface Entry {
  file: string;
  item: unknown;
  uid: string | undefined;
  question?: Question;
}

type Report = (problem: Omit<Problem, 'severity'>, severity?: Severity) => void;

/** Text normalised for duplicate detection: lower case, whitespace collapsed. */
export function normalisePassage(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Checks the whole bank; a valid bank yields no errors. */
export function checkBank(files: readonly BankFile[], options: CheckOptions = {}): BankReport {
  const problems: Problem[] = [];
  const report: Report = (problem, severity = 'error') => problems.push({ severity, ...problem });
  const entries: Entry[] = [];

  for (const file of files) {
    checkFileShape(file, report);
    for (const item of file.items) entries.push(checkItem(file, item, report));
  }
  checkUniqueUids(entries, report);
  checkUniqueTracks(entries, report);
  checkDuplicatePassages(entries, report);
  checkNearDuplicates(entries, report);
  if (options.media !== undefined) checkMedia(entries, options.media, report);
  const grown = options.grown ?? grownTypes;
  checkDifficulties(entries, grown, report);
  checkCounts(countTypes(entries, []), { minimums: options.minimums ?? minimumItems, targets: options.targets ?? targetItems, grown }, report);
  return { problems, counts: countTypes(entries, problems) };
}

function checkFileShape(file: BankFile, report: Report): void {
  if (file.code === undefined) {
    report({ file: file.file, message: 'the file name is not an item-type code (expected <CODE>.json, e.g. LSA.json)' });
  }
  if (file.error !== undefined) report({ file: file.file, message: file.error });
}

function checkItem(file: BankFile, item: unknown, report: Report): Entry {
  const uid = stringField(item, 'uid');
  const entry: Entry = { file: file.file, item, uid };
  const code = uid === undefined ? undefined : tryParseItemTypeCode(uid);
  if (file.code !== undefined && code !== undefined && code !== file.code) {
    report({ file: file.file, uid, field: 'uid', message: `a ${code} item in ${file.code}.json` });
  }
  const parsed = QuestionSchema.safeParse(item);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path.map(String).join('.');
      report({ file: file.file, uid, ...(field === '' ? {} : { field }), message: issue.message });
    }
    return entry;
  }
  let failed = false;
  checkAnswers(parsed.data, (problem, severity = 'error') => {
    failed ||= severity === 'error';
    report({ file: file.file, uid, ...problem }, severity);
  });
  // Only an item without errors counts toward the minimums.
  return failed ? entry : { ...entry, question: parsed.data };
}

type ItemReport = (problem: { field?: string; message: string }, severity?: Severity) => void;

/** Consistency of one valid question beyond the schema. */
export function checkAnswers(q: Question, report: ItemReport): void {
  checkDistinctChoices(q, report);
  if (itemTypes[q.type].layout === 'multiple-answers' && q.multichoice !== undefined && (q.correctIndexes?.length ?? 0) >= q.multichoice.length) {
    report({ field: 'correctIndexes', message: 'every choice is correct: a multiple-answer item needs at least one wrong choice' });
  }
  if (q.type === 'RFG') checkWordBank(q, report);
  if (q.type === 'RFB') checkDropdownOptions(q, report);
  if (q.type === 'LIW') checkIncorrectWords(q, report);
  if (q.type === 'LWB') checkTypedBlanksTranscript(q, report);
  if (isWritingType(q.type)) checkSampleAnswerForm(q, q.type, report);
  checkAudio(q, report);
}

function isWritingType(code: ItemTypeCode): code is WritingTypeCode {
  return Object.hasOwn(wordBands, code);
}

/** A model answer is shown as what full marks look like, so it must meet its type's form rules and word band. */
function checkSampleAnswerForm(q: Question, type: WritingTypeCode, report: ItemReport): void {
  if (q.sampleAnswer === undefined || q.sampleAnswer.trim() === '') {
    report({ field: 'sampleAnswer', message: `${type} items show a model answer; add sampleAnswer` }, 'warning');
    return;
  }
  // Spoken summaries answer the lecture, written ones the prompt or passage (as the writing analysis does).
  const source = (type === 'LST' || type === 'LCT' ? q.transcript : q.topic) ?? '';
  const form = scoreForm(type, { text: q.sampleAnswer, source });
  if (form.score < form.max && form.evidence.kind === 'wordBand') {
    const { words, band, failed } = form.evidence;
    const why = [...(band === 'full' ? [] : [`${words} words, outside the full-credit band`]), ...failed].join('; ');
    report({ field: 'sampleAnswer', message: `the model answer earns ${form.score} of ${form.max} for form: ${why}` });
  }
}

function checkDistinctChoices(q: Question, report: ItemReport): void {
  const seen = new Map<string, number>();
  const correct = new Set([...(q.correctIndexes ?? []), ...(q.correctIndex === undefined ? [] : [q.correctIndex])]);
  (q.multichoice ?? []).forEach((choice, position) => {
    const key = normalisePassage(choice);
    const first = seen.get(key);
    if (first !== undefined) {
      const which = correct.has(position) || correct.has(first) ? 'the correct choice' : 'a choice';
      report({ field: `multichoice.${position}`, message: `${which} "${choice}" repeats choice ${first}` });
    } else {
      seen.set(key, position);
    }
  });
}

/** Drag blanks: a bank holding exactly the answers gives the last blank away. */
function checkWordBank(q: Question, report: ItemReport): void {
  const bank = (q.wordsGiven ?? []).filter((word): word is string => typeof word === 'string');
  if (bank.length <= (q.correctAnswers ?? []).length) {
    report({ field: 'wordsGiven', message: 'the word bank needs at least one distractor besides the correct answers' });
  }
  const distinct = new Set(bank.map((word) => word.toLowerCase()));
  if (distinct.size < bank.length) report({ field: 'wordsGiven', message: 'the word bank repeats a word' });
}

function checkDropdownOptions(q: Question, report: ItemReport): void {
  (q.wordsGiven ?? []).forEach((options, position) => {
    if (!Array.isArray(options)) return; // the schema has reported the shape
    if (options.length < 2) report({ field: `wordsGiven.${position}`, message: `blank ${position + 1} needs at least two options` });
    if (new Set(options.map((option) => option.toLowerCase())).size < options.length) {
      report({ field: `wordsGiven.${position}`, message: `the options of blank ${position + 1} repeat a word` });
    }
  });
}

/** Highlight Incorrect Words: the spoken word must differ from the shown one, or there is nothing to click. */
function checkIncorrectWords(q: Question, report: ItemReport): void {
  const words = (q.transcript ?? '').trim().split(/\s+/);
  (q.indexToClick ?? []).forEach((index, position) => {
    const shown = words[index];
    const spoken = q.correctAnswers?.[position];
    if (shown !== undefined && spoken !== undefined && wordCore(shown) === wordCore(spoken)) {
      report({ field: `correctAnswers.${position}`, message: `"${spoken}" is the word the transcript shows at index ${index}; it must differ` });
    }
  });
}

/** Typed blanks: the transcript shown after answering must be what the audio says. */
function checkTypedBlanksTranscript(q: Question, report: ItemReport): void {
  const spoken = spokenBlankText(q.topic ?? '', q.correctAnswers ?? []);
  if (spoken === undefined) return; // the schema has reported the blank count
  if (q.transcript === undefined || q.transcript.trim() === '') {
    report({ field: 'transcript', message: 'set transcript to the topic with its blanks filled (the spoken text)' });
  } else if (normalisePassage(spoken) !== normalisePassage(speakable(q.transcript))) {
    report({ field: 'transcript', message: 'transcript differs from the topic with its blanks filled, which is what the audio says' });
  }
}

function checkAudio(q: Question, report: ItemReport): void {
  if (!hasAudio(q.type)) {
    if (q.track !== undefined) report({ field: 'track', message: `${q.type} items have no audio; remove track` });
    return;
  }
  if (q.track !== undefined && q.track !== q.uid) report({ field: 'track', message: `track "${q.track}" must be the uid (${q.uid})` });
  const result = spokenScript(q);
  if ('problem' in result) {
    report(result.problem);
    return;
  }
  const odd = [...new Set([...spokenText(result.script)].filter((character) => !speakableCharacter.test(character)))];
  if (odd.length > 0) {
    report({ field: q.type === 'SIT' || q.type === 'LWB' ? 'topic' : 'transcript', message: `the spoken text holds ${odd.map((c) => JSON.stringify(c)).join(' ')}, which flite may spell out or drop` }, 'warning');
  }
}

function checkUniqueUids(entries: readonly Entry[], report: Report): void {
  const first = new Map<string, string>();
  for (const { file, uid } of entries) {
    if (uid === undefined) continue;
    const earlier = first.get(uid);
    if (earlier !== undefined) report({ file, uid, field: 'uid', message: `the uid is used twice (also in ${earlier})` });
    else first.set(uid, file);
  }
}

function checkUniqueTracks(entries: readonly Entry[], report: Report): void {
  const owner = new Map<string, string>();
  for (const { file, item, uid } of entries) {
    const track = stringField(item, 'track');
    if (track === undefined || uid === undefined) continue;
    const earlier = owner.get(track);
    if (earlier !== undefined && earlier !== uid) report({ file, uid, field: 'track', message: `track ${track} is also ${earlier}'s` });
    else owner.set(track, uid);
  }
}

/** A passage written twice is either a copy slip or two items on one narrow topic. */
function checkDuplicatePassages(entries: readonly Entry[], report: Report): void {
  const first = new Map<string, string>();
  for (const { file, item, uid } of entries) {
    const seenHere = new Set<string>();
    for (const field of ['topic', 'transcript'] as const) {
      const text = stringField(item, field);
      if (text === undefined) continue;
      const key = normalisePassage(text);
      if (key.length <= passageMinLength || seenHere.has(key)) continue;
      seenHere.add(key);
      const earlier = first.get(key);
      if (earlier !== undefined) report({ file, uid, field, message: `the same text as ${earlier}` });
      else first.set(key, `${uid ?? '?'} ${field}`);
    }
  }
}

/** The set of word shingles of a text: lower-cased runs of `size` words, punctuation ignored. */
export function wordShingles(text: string, size = shingleSize): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu) ?? [];
  const shingles = new Set<string>();
  for (let start = 0; start + size <= words.length; start += 1) shingles.add(words.slice(start, start + size).join(' '));
  return shingles;
}

/** Jaccard similarity of two sets: shared members over all members, 0 for two empty sets. */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const member of a) if (b.has(member)) shared += 1;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

/** What a student reads or hears of an item: its passage, paragraphs and transcript. */
function itemText(item: unknown): string {
  const paragraphs = typeof item === 'object' && item !== null ? (item as Record<string, unknown>).paragraphs : undefined;
  const parts = [stringField(item, 'topic'), ...(Array.isArray(paragraphs) ? paragraphs.filter((p): p is string => typeof p === 'string') : []), stringField(item, 'transcript')];
  return parts.filter((part) => part !== undefined).join('\n');
}

/**
 * Items whose texts share most of their word shingles: a rewrite of an item already in the bank.
 * Within a type it fails; across types (one passage read in one type and heard in another) it warns.
 * Pairs are found through an index of shingles, so only items sharing some text are compared.
 */
function checkNearDuplicates(entries: readonly Entry[], report: Report): void {
  const compared = entries.map((entry) => ({ entry, text: itemText(entry.item), code: fileCodeOf(entry) })).map((one) => ({ ...one, shingles: wordShingles(one.text) }));
  const holders = new Map<string, number[]>();
  compared.forEach(({ shingles }, later) => {
    if (shingles.size < nearDuplicateMinShingles) return;
    const shared = new Map<number, number>();
    for (const shingle of shingles) {
      const earlier = holders.get(shingle);
      if (earlier === undefined) holders.set(shingle, [later]);
      else {
        for (const index of earlier) shared.set(index, (shared.get(index) ?? 0) + 1);
        earlier.push(later);
      }
    }
    const self = compared[later];
    for (const [index, count] of shared) {
      const other = compared[index];
      if (self === undefined || other === undefined) continue;
      const similarity = count / (shingles.size + other.shingles.size - count);
      // The same text word for word is checkDuplicatePassages' to report.
      if (similarity < nearDuplicateThreshold || normalisePassage(other.text) === normalisePassage(self.text)) continue;
      const sameType = other.code === self.code;
      const { file, uid } = self.entry;
      report(
        {
          file,
          uid,
          message: `nearly the same text as ${other.entry.uid ?? '?'}: ${Math.round(similarity * 100)} % of ${shingleSize}-word runs shared, under ${Math.round(nearDuplicateThreshold * 100)} % allowed${sameType ? '' : ' across types'}`,
        },
        sameType ? 'error' : 'warning',
      );
    }
  });
}

function fileCodeOf({ uid, file }: Entry): ItemTypeCode | undefined {
  return (uid === undefined ? undefined : tryParseItemTypeCode(uid)) ?? fileCode(file);
}

/** Items of grown types say how hard they are, and each type offers every level. */
function checkDifficulties(entries: readonly Entry[], grown: ReadonlySet<ItemTypeCode>, report: Report): void {
  const levels = new Map<ItemTypeCode, Map<string, number>>();
  for (const { file, item, uid, question } of entries) {
    const code = uid === undefined ? undefined : tryParseItemTypeCode(uid);
    if (code === undefined || !grown.has(code)) continue;
    const difficulty = stringField(item, 'difficulty');
    if (difficulty === undefined) {
      report({ file, uid, field: 'difficulty', message: `${code} items need a difficulty (${questionDifficulties.join(', ')})` });
    } else if (question !== undefined) {
      const ofType = levels.get(code) ?? new Map<string, number>();
      ofType.set(difficulty, (ofType.get(difficulty) ?? 0) + 1);
      levels.set(code, ofType);
    }
  }
  for (const [code, ofType] of levels) {
    const total = [...ofType.values()].reduce((sum, count) => sum + count, 0);
    const scarce = questionDifficulties.filter((level) => (ofType.get(level) ?? 0) < total * difficultyMinShare);
    if (scarce.length > 0) {
      const spread = questionDifficulties.map((level) => `${ofType.get(level) ?? 0} ${level}`).join(', ');
      report({ file: `${code}.json`, field: 'difficulty', message: `${spread}: fewer than a fifth ${scarce.join(' and ')}` }, 'warning');
    }
  }
}

function checkMedia(entries: readonly Entry[], media: MediaIndex, report: Report): void {
  for (const { file, item, uid } of entries) {
    const track = stringField(item, 'track');
    if (track !== undefined && !media.audio.has(track)) {
      report({ file, uid, field: 'track', message: `content/audio/${track}.opus is missing (npm run content:audio)` });
    }
    const image = stringField(item, 'image');
    if (image !== undefined && !media.images.has(image)) {
      report({ file, uid, field: 'image', message: `content/images/${image}.svg is missing` });
    }
  }
}

function typeOfProblem(problem: Problem): ItemTypeCode | undefined {
  return (problem.uid === undefined ? undefined : tryParseItemTypeCode(problem.uid)) ?? fileCode(problem.file);
}

function countTypes(entries: readonly Entry[], problems: readonly Problem[]): Record<ItemTypeCode, TypeCount> {
  const counts = Object.fromEntries(itemTypeCodes.map((code) => [code, { items: 0, valid: 0, samples: 0, errors: 0, warnings: 0 }])) as Record<
    ItemTypeCode,
    TypeCount
  >;
  const counted = new Set<string>();
  for (const { uid, question } of entries) {
    const code = uid === undefined ? undefined : tryParseItemTypeCode(uid);
    if (code === undefined) continue;
    counts[code].items += 1;
    // A uid used twice counts once toward the minimums.
    if (question === undefined || counted.has(question.uid)) continue;
    counted.add(question.uid);
    counts[code].valid += 1;
    if (question.isSample === true) counts[code].samples += 1;
  }
  for (const problem of problems) {
    const code = typeOfProblem(problem);
    if (code !== undefined) counts[code][problem.severity === 'error' ? 'errors' : 'warnings'] += 1;
  }
  return counts;
}

interface CountRules {
  minimums: Readonly<Record<ItemTypeCode, number>>;
  targets: Readonly<Record<ItemTypeCode, number>>;
  grown: ReadonlySet<ItemTypeCode>;
}

function checkCounts(counts: Readonly<Record<ItemTypeCode, TypeCount>>, { minimums, targets, grown }: CountRules, report: Report): void {
  for (const code of itemTypeCodes) {
    const { items, valid, samples } = counts[code];
    const file = `${code}.json`;
    if (items === 0) {
      report({ file, message: `no ${code} items (${itemTypes[code].name}); every type of the catalogue needs some` });
      continue;
    }
    if (valid < minimums[code]) report({ file, message: `${valid} valid ${code} items, at least ${minimums[code]} needed` });
    else if (valid < targets[code]) {
      report({ file, message: `${valid} valid ${code} items, ${targets[code]} targeted${grown.has(code) ? '' : ' (not yet grown)'}` }, grown.has(code) ? 'error' : 'warning');
    }
    if (samples === 0) report({ file, field: 'isSample', message: `no valid ${code} item has isSample: true; each type needs a free sample` });
  }
}
