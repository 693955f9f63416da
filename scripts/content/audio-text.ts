/**
 * What the audio of each item says, derived from its fields exactly as the content brief
 * ("What the audio says, per type") tells the writers. Pure: `content:audio` synthesises it and
 * `content:check` uses it to report items whose audio cannot be derived.
 */
import { splitAtBlanks, type ItemTypeCode, type Question } from '@shared/exam';

/** One stretch of speech by one speaker; speaker is the discussion label (A, B, C), absent for a single voice. */
export interface SpokenSegment {
  speaker?: string;
  text: string;
}

/** The audio of an item: its speech, in order, and whether a beep ends it (Select Missing Word). */
export interface SpokenScript {
  segments: SpokenSegment[];
  beep: boolean;
}

/** Why an item's audio cannot be derived, naming the field to fix. */
export interface SpokenTextProblem {
  field: string;
  message: string;
}

export type SpokenScriptResult = { script: SpokenScript } | { problem: SpokenTextProblem };

/** The fields the spoken text is derived from. */
export type AudioSource = Pick<Question, 'type' | 'topic' | 'transcript' | 'correctAnswers' | 'indexToClick'>;

type Rule = (q: AudioSource) => SpokenScriptResult;

/**
 * Characters flite mishandles in UTF-8 text (it spells or drops them), mapped to the ASCII it
 * reads naturally; writers are asked for ASCII but pasted typography slips through.
 */
const typography: ReadonlyArray<readonly [RegExp, string]> = [
  [/[\u2018\u2019\u201B\u2032]/g, "'"],
  [/[\u201C\u201D\u201F\u2033]/g, '"'],
  [/\s*[\u2013\u2014]\s*/g, ', '],
  [/\u2026/g, '...'],
  [/\u00A0/g, ' '],
];

/** Text as handed to the synthesiser: ASCII typography, whitespace collapsed, trimmed. */
export function speakable(text: string): string {
  const ascii = typography.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text.normalize('NFKC'));
  return ascii.replace(/\s+/g, ' ').trim();
}

const single = (text: string, beep = false): SpokenScriptResult => ({ script: { segments: [{ text: speakable(text) }], beep } });

function required(q: AudioSource, field: 'topic' | 'transcript'): SpokenScriptResult {
  const text = q[field];
  if (text === undefined || text.trim() === '') return { problem: { field, message: `${q.type} audio is spoken from ${field}, which is empty` } };
  return single(text);
}

const transcript: Rule = (q) => required(q, 'transcript');

/** Select Missing Word: the transcript stops before the missing words and a beep stands for them. */
const transcriptThenBeep: Rule = (q) => {
  const result = required(q, 'transcript');
  return 'script' in result ? { script: { ...result.script, beep: true } } : result;
};

/** Fill in the Blanks (typed): the topic with each ___ replaced by its correct answer. */
const filledBlanks: Rule = (q) => {
  const text = spokenBlankText(q.topic ?? '', q.correctAnswers ?? []);
  if (text === undefined) {
    return { problem: { field: 'correctAnswers', message: 'the audio fills each ___ of the topic with one correctAnswers entry; the counts differ' } };
  }
  if (text.trim() === '') return { problem: { field: 'topic', message: 'LWB audio is spoken from topic, which is empty' } };
  return single(text);
};

/** The topic of a typed-blanks item with its blanks filled, or undefined when blanks and answers do not pair up. */
export function spokenBlankText(topic: string, answers: readonly string[]): string | undefined {
  const pieces = splitAtBlanks(topic);
  if (pieces.length !== answers.length + 1) return undefined;
  return speakable(pieces.map((piece, position) => piece + (answers[position] ?? '')).join(''));
}

const edgePunctuation = /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/u;

/** A word's letters without surrounding punctuation, lower-cased, for comparing words. */
export function wordCore(word: string): string {
  return (edgePunctuation.exec(word)?.[2] ?? word).toLowerCase();
}

/**
 * Puts the spoken word where the shown word was, keeping the shown word's surrounding
 * punctuation (a comma after "rapid," still makes the speaker pause after "quick").
 */
function substitute(shown: string, spoken: string): string {
  const [, lead = '', , trail = ''] = edgePunctuation.exec(shown) ?? [];
  const [, spokenLead = '', , spokenTrail = ''] = edgePunctuation.exec(spoken) ?? [];
  return (spokenLead === '' ? lead : '') + spoken + (spokenTrail === '' ? trail : '');
}

/** Highlight Incorrect Words: the transcript shows the wrong words; the speaker says correctAnswers at indexToClick. */
const correctedTranscript: Rule = (q) => {
  const text = q.transcript?.trim() ?? '';
  if (text === '') return { problem: { field: 'transcript', message: 'LIW audio is spoken from transcript, which is empty' } };
  const words = text.split(/\s+/);
  const indexes = q.indexToClick ?? [];
  const answers = q.correctAnswers ?? [];
  if (indexes.length !== answers.length) {
    return { problem: { field: 'correctAnswers', message: 'the audio needs one correctAnswers entry per indexToClick' } };
  }
  for (const [position, index] of indexes.entries()) {
    const shown = words[index];
    if (shown === undefined) {
      return { problem: { field: `indexToClick.${position}`, message: `index ${index} is outside the ${words.length} words of the transcript` } };
    }
    words[index] = substitute(shown, answers[position] ?? shown);
  }
  return single(words.join(' '));
};

const speakerLine = /^Speaker\s+([A-Z])\s*:\s*(.*)$/;

/** Summarize Group Discussion: one segment per "Speaker X: ..." line, spoken without its label. */
const discussion: Rule = (q) => {
  const lines = (q.transcript ?? '').split('\n').map((line) => line.trim()).filter((line) => line !== '');
  if (lines.length === 0) return { problem: { field: 'transcript', message: 'SGD audio is spoken from transcript, which is empty' } };
  const segments: SpokenSegment[] = [];
  for (const [position, line] of lines.entries()) {
    const match = speakerLine.exec(line);
    const [, speaker, said] = match ?? [];
    if (speaker === undefined || said === undefined || said.trim() === '') {
      return { problem: { field: 'transcript', message: `line ${position + 1} is not of the form "Speaker A: ..." (${line.slice(0, 40)})` } };
    }
    segments.push({ speaker, text: speakable(said) });
  }
  if (new Set(segments.map((segment) => segment.speaker)).size < 2) {
    return { problem: { field: 'transcript', message: 'a group discussion needs at least two speakers' } };
  }
  return { script: { segments, beep: false } };
};

const rules: Partial<Record<ItemTypeCode, Rule>> = {
  LSA: transcript,
  LMA: transcript,
  LHS: transcript,
  LST: transcript,
  LCT: transcript,
  LWD: transcript,
  SRS: transcript,
  SSQ: transcript,
  SRL: transcript,
  LMW: transcriptThenBeep,
  LWB: filledBlanks,
  LIW: correctedTranscript,
  SIT: (q) => required(q, 'topic'),
  SGD: discussion,
};

/** Whether items of the type have audio, e.g. hasAudio('LWD') === true, hasAudio('RSA') === false. */
export function hasAudio(code: ItemTypeCode): boolean {
  return rules[code] !== undefined;
}

/** What an item's audio says, or the problem that prevents deriving it (including a type without audio). */
export function spokenScript(q: AudioSource): SpokenScriptResult {
  const rule = rules[q.type];
  if (rule === undefined) return { problem: { field: 'track', message: `${q.type} items have no audio` } };
  return rule(q);
}

/** The whole spoken text of a script as one string, e.g. for a transcript comparison. */
export function spokenText(script: SpokenScript): string {
  return script.segments.map((segment) => segment.text).join(' ');
}
