import type { ItemTypeCode } from './item-type-codes';
import { skipWaitingTime } from './practice-constants';
import { quantityRating, rating, timeRating, type Rating, type RatingValue } from './ratings';
import type { Section, Variant } from './sections';
import { skillContributions } from './skill-contributions';
import type { CommunicativeSkill, EnablingSkill } from './skills';

/** Which screen renders the type (practice.md §2, Screens). */
export type Layout =
  | 'single-answer'
  | 'multiple-answers'
  | 're-order'
  | 'blanks-drag'
  | 'blanks-dropdown'
  | 'blanks-typed'
  | 'dictation'
  | 'highlight-incorrect-words'
  | 'writing'
  | 'speaking';

/** The shape of a student's answer: one index, several indexes, an order, blank values, clicked word indexes, typed text or recorded speech. */
export type AnswerKind = 'choice' | 'choices' | 'order' | 'blanks' | 'words' | 'text' | 'speech';

/** The answer before the student does anything; an answer equal to it is empty. */
export type EmptyAnswer = null | readonly [] | '';

export interface ItemTypeFlags {
  /** The screen offers a show-answer mode (correct choices, transcript or sample answer). */
  showAnswerButton: boolean;
  /** No Submit button: the recorder submits when time runs out or the student stops. */
  hideSubmit: boolean;
  /** The recorder may force the answer view (recorder state forceShowAnswer). */
  showForceAnswer: boolean;
  /** The target-time stopwatch is hidden because the recorder shows its own countdown. */
  hideTimer: boolean;
  /** Importance 4 or 5: the type weighs most in the real exam. */
  importantExercise: boolean;
  /** The preparation countdown starts only when the question audio has ended. */
  waitAudioDidEnd: boolean;
  /** Recording starts as soon as the player marks the end of the audio. */
  waitPlayerDidEnd: boolean;
}

/** An enabling skill scored for the type, with its maximum; no max means one point per blank, word, option or pair of the item. */
export interface ScoredSkill {
  name: EnablingSkill;
  max?: number;
}

/** The maximum score of an item: fixed per type, or one point per unit of the item. */
export type MaxScore =
  | { kind: 'fixed'; points: number }
  | { kind: 'perItem'; per: 'blank' | 'word' | 'correctOption' | 'adjacentPair' | 'incorrectWord' };

/**
 * When a result counts as successful (practice.md §9 and §5): 'over' is strictly
 * greater than the points, 'equals' exactly the points, 'moreThanHalf' strictly
 * more than half the maximum; 'unscored' has no threshold (see isSuccessful).
 */
export type SuccessRule =
  | { kind: 'over'; points: number }
  | { kind: 'equals'; points: number }
  | { kind: 'moreThanHalf' }
  | { kind: 'unscored' };

/** One entry of the catalogue: every field of the spec's question-type configuration (practice.md §3). */
export interface ItemType {
  code: ItemTypeCode;
  /** The uid prefix; equal to the code (see uidPattern). */
  uidPrefix: ItemTypeCode;
  /** The short name students use (RA, WFD, SST, ...). */
  abbreviation: string;
  name: string;
  section: Section;
  variants: readonly Variant[];
  colour: string;
  layout: Layout;
  answerKind: AnswerKind;
  /** Rows of the answer text box, where the screen has one (practice.md §2). */
  textRows?: number;
  /** Seconds a student should aim to spend; for speaking types, preparation plus answering. */
  targetTime: number;
  flags: ItemTypeFlags;
  /** Communicative skills the type counts toward (from skillContributions). */
  skillsAssessed: readonly CommunicativeSkill[];
  emptyAnswer: EmptyAnswer;
  description: string;
  stats: { difficulty: Rating; quantity: Rating; time: Rating; importance: Rating };
  task: string;
  taskMock: string;
  /** Preparation seconds before recording; 0 for types without a recorder. */
  waitingTime: number;
  /** Recording seconds; 0 for types without a recorder. */
  answeringTime: number;
  /** Enabling skills scored (the traits of its score analysis); empty when unscored. */
  skills: readonly ScoredSkill[];
  maxScore: MaxScore;
  success: SuccessRule;
  /** AI-scored types use credits; rule-based types are scored on the device. */
  scoring: 'rules' | 'ai' | 'unscored';
  /** How many items of the type a real test holds (pte-format.md: Items per test). */
  perTest: readonly [number, number];
}

type Definition = Omit<ItemType, 'uidPrefix' | 'skillsAssessed' | 'stats' | 'taskMock' | 'flags' | 'emptyAnswer'> & {
  difficulty: RatingValue;
  importance: RatingValue;
  taskMock?: string;
  flags?: Partial<Omit<ItemTypeFlags, 'importantExercise'>>;
};

const sectionColours: Record<Section, string> = {
  Reading: '#f59e0b',
  Listening: '#10b981',
  Speaking: '#3b82f6',
  Writing: '#8b5cf6',
};

const emptyAnswers: Record<AnswerKind, EmptyAnswer> = {
  choice: null,
  choices: [],
  order: [],
  blanks: [],
  words: [],
  text: '',
  speech: '',
};

const both: readonly Variant[] = ['Academic', 'Core'];
const academic: readonly Variant[] = ['Academic'];
const core: readonly Variant[] = ['Core'];

function define(definition: Definition): ItemType {
  const { difficulty, importance, taskMock, flags, ...rest } = definition;
  const speaking = rest.section === 'Speaking';
  return {
    ...rest,
    uidPrefix: rest.code,
    skillsAssessed: (Object.keys(skillContributions[rest.code]) as CommunicativeSkill[]).filter(
      (skill) => (skillContributions[rest.code][skill] ?? 0) > 0,
    ),
    emptyAnswer: emptyAnswers[rest.answerKind],
    stats: {
      difficulty: rating('difficulty', difficulty),
      quantity: quantityRating(rest.perTest),
      time: timeRating(rest.targetTime),
      importance: rating('importance', importance),
    },
    taskMock: taskMock ?? rest.task,
    flags: {
      showAnswerButton: rest.scoring !== 'unscored',
      hideSubmit: speaking,
      showForceAnswer: false,
      hideTimer: speaking,
      waitAudioDidEnd: false,
      waitPlayerDidEnd: false,
      ...flags,
      importantExercise: importance >= 4,
    },
  };
}

const oneChoice: Pick<Definition, 'layout' | 'answerKind' | 'skills' | 'maxScore' | 'success' | 'scoring'> = {
  layout: 'single-answer',
  answerKind: 'choice',
  skills: [{ name: 'Content', max: 1 }],
  maxScore: { kind: 'fixed', points: 1 },
  success: { kind: 'moreThanHalf' },
  scoring: 'rules',
};

const severalChoices: Pick<Definition, 'layout' | 'answerKind' | 'skills' | 'maxScore' | 'success' | 'scoring'> = {
  layout: 'multiple-answers',
  answerKind: 'choices',
  skills: [{ name: 'Content' }],
  maxScore: { kind: 'perItem', per: 'correctOption' },
  success: { kind: 'moreThanHalf' },
  scoring: 'rules',
};

const blanks = (layout: 'blanks-drag' | 'blanks-dropdown' | 'blanks-typed') =>
  ({
    layout,
    answerKind: 'blanks',
    skills: [{ name: 'Content' }],
    maxScore: { kind: 'perItem', per: 'blank' },
    success: { kind: 'moreThanHalf' },
    scoring: 'rules',
  }) as const;

/** The talk traits of pte-format.md: content 0-5, pronunciation 0-5, oral fluency 0-5. */
const talkSkills: readonly ScoredSkill[] = [
  { name: 'Content', max: 5 },
  { name: 'Pronunciation', max: 5 },
  { name: 'Oral fluency', max: 5 },
];

const speakingScreen = { layout: 'speaking', answerKind: 'speech', scoring: 'ai' } as const;

/** The catalogue, one entry per item-type code, in the order of the ALL list. */
export const itemTypes: Readonly<Record<ItemTypeCode, ItemType>> = {
  RSA: define({
    ...oneChoice,
    code: 'RSA',
    abbreviation: 'MCS',
    name: 'Reading: Multiple Choice, Choose Single Answer',
    section: 'Reading',
    variants: both,
    colour: sectionColours.Reading,
    targetTime: 120,
    description: 'Read a text and choose the one correct response.',
    task: 'Read the text and answer the multiple-choice question by selecting the correct response. Only one response is correct.',
    waitingTime: 0,
    answeringTime: 0,
    perTest: [1, 2],
    difficulty: 3,
    importance: 1,
  }),
  RMA: define({
    ...severalChoices,
    code: 'RMA',
    abbreviation: 'MCM',
    name: 'Reading: Multiple Choice, Choose Multiple Answers',
    section: 'Reading',
    variants: both,
    colour: sectionColours.Reading,
    targetTime: 180,
    description: 'Read a text and choose every correct response; a wrong pick costs a point.',
    task: 'Read the text and answer the question by selecting all the correct responses. More than one response is correct.',
    waitingTime: 0,
    answeringTime: 0,
    perTest: [1, 2],
    difficulty: 4,
    importance: 2,
  }),
  RRP: define({
    code: 'RRP',
    abbreviation: 'RO',
    name: 'Re-order Paragraphs',
    section: 'Reading',
    variants: both,
    colour: sectionColours.Reading,
    layout: 're-order',
    answerKind: 'order',
    targetTime: 90,
    description: 'Put shuffled text boxes back in their original order.',
    task: 'The text boxes in the left panel have been placed in a random order. Restore the original order by dragging the text boxes from the left panel to the right panel.',
    waitingTime: 0,
    answeringTime: 0,
    skills: [{ name: 'Content' }],
    maxScore: { kind: 'perItem', per: 'adjacentPair' },
    success: { kind: 'moreThanHalf' },
    scoring: 'rules',
    perTest: [2, 3],
    difficulty: 4,
    importance: 3,
  }),
  RFG: define({
    ...blanks('blanks-drag'),
    code: 'RFG',
    abbreviation: 'FIB-R',
    // pte-format.md: renamed "Fill in the Blanks (Drag and Drop)" on 7 Aug 2025.
    name: 'Fill in the Blanks (Drag and Drop)',
    section: 'Reading',
    variants: both,
    colour: sectionColours.Reading,
    targetTime: 60,
    description: 'Drag words from a box into the gaps of a text.',
    task: 'In the text below some words are missing. Drag words from the box below to the appropriate place in the text. To undo an answer choice, drag the word back to the box below the text.',
    waitingTime: 0,
    answeringTime: 0,
    perTest: [4, 5],
    difficulty: 3,
    importance: 4,
  }),
  RFB: define({
    ...blanks('blanks-dropdown'),
    code: 'RFB',
    abbreviation: 'FIB-RW',
    // pte-format.md: renamed "Fill in the Blanks (Dropdown)" on 7 Aug 2025.
    name: 'Fill in the Blanks (Dropdown)',
    section: 'Reading',
    variants: both,
    colour: sectionColours.Reading,
    targetTime: 180,
    description: 'Choose the right word for each gap of a text from a dropdown.',
    task: 'Below is a text with blanks. Click on each blank, a list of choices will appear. Select the appropriate answer choice for each blank.',
    waitingTime: 0,
    answeringTime: 0,
    perTest: [5, 6],
    difficulty: 4,
    importance: 5,
  }),
  LSA: define({
    ...oneChoice,
    code: 'LSA',
    abbreviation: 'MCS-L',
    name: 'Listening: Multiple Choice, Choose Single Answer',
    section: 'Listening',
    variants: both,
    colour: sectionColours.Listening,
    targetTime: 60,
    description: 'Listen to a recording and choose the one correct response.',
    task: 'Listen to the recording and answer the multiple-choice question by selecting the correct response. Only one response is correct.',
    waitingTime: 0,
    answeringTime: 0,
    perTest: [1, 2],
    difficulty: 3,
    importance: 1,
  }),
  LMA: define({
    ...severalChoices,
    code: 'LMA',
    abbreviation: 'MCM-L',
    name: 'Listening: Multiple Choice, Choose Multiple Answers',
    section: 'Listening',
    variants: both,
    colour: sectionColours.Listening,
    targetTime: 60,
    description: 'Listen to a recording and choose every correct response; a wrong pick costs a point.',
    task: 'Listen to the recording and answer the question by selecting all the correct responses. You will need to select more than one response.',
    waitingTime: 0,
    answeringTime: 0,
    perTest: [1, 2],
    difficulty: 4,
    importance: 2,
  }),
  LWD: define({
    code: 'LWD',
    abbreviation: 'WFD',
    name: 'Write from Dictation',
    section: 'Listening',
    variants: both,
    colour: sectionColours.Listening,
    layout: 'dictation',
    answerKind: 'text',
    textRows: 2,
    targetTime: 40,
    description: 'Type a sentence exactly as you hear it.',
    task: 'You will hear a sentence. Type the sentence in the box below exactly as you hear it. Write as much of the sentence as you can. You will hear the sentence only once.',
    waitingTime: 0,
    answeringTime: 0,
    skills: [{ name: 'Content' }],
    maxScore: { kind: 'perItem', per: 'word' },
    success: { kind: 'moreThanHalf' },
    scoring: 'rules',
    perTest: [3, 4],
    difficulty: 3,
    importance: 5,
  }),
  LHS: define({
    ...oneChoice,
    code: 'LHS',
    abbreviation: 'HCS',
    name: 'Highlight Correct Summary',
    section: 'Listening',
    variants: academic,
    colour: sectionColours.Listening,
    targetTime: 60,
    description: 'Listen to a recording and choose the paragraph that best summarises it.',
    task: 'You will hear a recording. Click on the paragraph that best relates to the recording.',
    waitingTime: 0,
    answeringTime: 0,
    perTest: [1, 2],
    difficulty: 3,
    importance: 2,
  }),
  LIW: define({
    code: 'LIW',
    abbreviation: 'HIW',
    name: 'Highlight Incorrect Words',
    section: 'Listening',
    variants: both,
    colour: sectionColours.Listening,
    layout: 'highlight-incorrect-words',
    answerKind: 'words',
    targetTime: 60,
    description: 'Click the words of a transcript that differ from what the speaker says.',
    task: 'You will hear a recording. Below is a transcription of the recording. Some words in the transcription differ from what the speaker(s) said. Please click on the words that are different.',
    waitingTime: 0,
    answeringTime: 0,
    skills: [{ name: 'Content' }],
    maxScore: { kind: 'perItem', per: 'incorrectWord' },
    success: { kind: 'moreThanHalf' },
    scoring: 'rules',
    perTest: [2, 3],
    difficulty: 2,
    importance: 4,
  }),
  LWB: define({
    ...blanks('blanks-typed'),
    code: 'LWB',
    abbreviation: 'FIB-L',
    // pte-format.md: renamed "Fill in the Blanks (Type in)" on 7 Aug 2025.
    name: 'Fill in the Blanks (Type in)',
    section: 'Listening',
    variants: both,
    colour: sectionColours.Listening,
    targetTime: 60,
    description: 'Type the missing words of a transcript while you listen.',
    task: 'You will hear a recording. Type the missing words in each blank.',
    waitingTime: 0,
    answeringTime: 0,
    perTest: [2, 3],
    difficulty: 3,
    importance: 4,
  }),
  LST: define({
    code: 'LST',
    abbreviation: 'SST',
    name: 'Summarize Spoken Text',
    section: 'Listening',
    variants: academic,
    colour: sectionColours.Listening,
    layout: 'writing',
    answerKind: 'text',
    textRows: 8,
    targetTime: 600,
    description: 'Write a 50-70 word summary of a short lecture.',
    task: 'You will hear a short lecture. Write a summary for a fellow student who was not present at the lecture. The summary should be 50-70 words. You will have 10 minutes to finish this task. Your response will be judged on the quality of your writing and on how well your response presents the key points presented in the lecture.',
    waitingTime: 0,
    answeringTime: 0,
    // pte-format.md: content 0-2, form 0-2, grammar 0-2, vocabulary 0-2, spelling 0-2 (10).
    skills: [
      { name: 'Content', max: 2 },
      { name: 'Form', max: 2 },
      { name: 'Grammar', max: 2 },
      { name: 'Vocabulary', max: 2 },
      { name: 'Spelling', max: 2 },
    ],
    maxScore: { kind: 'fixed', points: 10 },
    success: { kind: 'over', points: 5 },
    scoring: 'ai',
    perTest: [1, 2],
    difficulty: 4,
    importance: 4,
  }),
  LCT: define({
    code: 'LCT',
    abbreviation: 'SST-C',
    name: 'Summarize Spoken Text (Core)',
    section: 'Listening',
    variants: core,
    colour: sectionColours.Listening,
    layout: 'writing',
    answerKind: 'text',
    textRows: 8,
    // practice.md §9 lists no target time for it; it is a summary like LST, so LST's 600 s.
    targetTime: 600,
    description: 'Write a 20-30 word summary of a short recording.',
    task: 'You will hear a short recording. Write a summary for a fellow student who was not present. The summary should be 20-30 words. You will have 10 minutes to finish this task. Your response will be judged on the quality of your writing and on how well your response presents the key points presented in the recording.',
    waitingTime: 0,
    answeringTime: 0,
    // practice.md §9 gives the Core maximum 8; the traits are our split: LST's without spelling.
    skills: [
      { name: 'Content', max: 2 },
      { name: 'Form', max: 2 },
      { name: 'Grammar', max: 2 },
      { name: 'Vocabulary', max: 2 },
    ],
    maxScore: { kind: 'fixed', points: 8 },
    success: { kind: 'over', points: 4 },
    scoring: 'ai',
    perTest: [1, 2],
    difficulty: 3,
    importance: 3,
  }),
  LMW: define({
    ...oneChoice,
    code: 'LMW',
    abbreviation: 'SMW',
    name: 'Select Missing Word',
    section: 'Listening',
    variants: both,
    colour: sectionColours.Listening,
    targetTime: 60,
    description: 'Choose the words that complete a recording cut off by a beep.',
    task: 'You will hear a recording about a topic. At the end of the recording the last word or group of words has been replaced by a beep. Select the correct option to complete the recording.',
    waitingTime: 0,
    answeringTime: 0,
    perTest: [1, 2],
    difficulty: 3,
    importance: 1,
  }),
  SPI: define({
    ...speakingScreen,
    code: 'SPI',
    abbreviation: 'PI',
    name: 'Personal Introduction',
    section: 'Speaking',
    variants: both,
    colour: sectionColours.Speaking,
    // practice.md §9 "a further speaking type 25 s / 30 s"; pte-format.md: Personal Introduction, 25 s prep, 30 s record.
    waitingTime: 25,
    answeringTime: 30,
    targetTime: 55,
    description: 'Introduce yourself; not scored, sent with your score report.',
    task: 'Read the prompt below. In 25 seconds, you must reply in your own words, as naturally and clearly as possible. You have 30 seconds to record your response. Your response will be sent together with your score report to the institutions selected by you.',
    skills: [],
    maxScore: { kind: 'fixed', points: 0 },
    success: { kind: 'unscored' },
    scoring: 'unscored',
    perTest: [1, 1],
    difficulty: 1,
    importance: 1,
  }),
  SRA: define({
    ...speakingScreen,
    code: 'SRA',
    abbreviation: 'RA',
    name: 'Read Aloud',
    section: 'Speaking',
    variants: both,
    colour: sectionColours.Speaking,
    waitingTime: 40,
    answeringTime: 40,
    targetTime: 80,
    description: 'Read a short text aloud, naturally and clearly.',
    task: 'Look at the text below. In 40 seconds, you must read this text aloud as naturally and clearly as possible. You have 40 seconds to read aloud.',
    // pte-format.md: content, pronunciation 0-5, oral fluency 0-5; content also on 0-5, so 15 (success over 7, §9).
    skills: talkSkills,
    maxScore: { kind: 'fixed', points: 15 },
    success: { kind: 'over', points: 7 },
    perTest: [6, 7],
    difficulty: 3,
    importance: 5,
  }),
  SRS: define({
    ...speakingScreen,
    code: 'SRS',
    abbreviation: 'RS',
    name: 'Repeat Sentence',
    section: 'Speaking',
    variants: both,
    colour: sectionColours.Speaking,
    waitingTime: 1,
    answeringTime: 15,
    targetTime: 16,
    description: 'Repeat a sentence exactly as you hear it.',
    task: 'You will hear a sentence. Please repeat the sentence exactly as you hear it. You will hear the sentence only once.',
    // pte-format.md: content 0-3, pronunciation 0-5, oral fluency 0-5 (13).
    skills: [
      { name: 'Content', max: 3 },
      { name: 'Pronunciation', max: 5 },
      { name: 'Oral fluency', max: 5 },
    ],
    maxScore: { kind: 'fixed', points: 13 },
    success: { kind: 'over', points: 6 },
    flags: { showForceAnswer: true, waitPlayerDidEnd: true },
    perTest: [10, 12],
    difficulty: 4,
    importance: 5,
  }),
  SIT: define({
    ...speakingScreen,
    code: 'SIT',
    abbreviation: 'RTS',
    name: 'Respond to a Situation',
    section: 'Speaking',
    // Core since its launch; Academic from 7 Aug 2025 (pte-format.md).
    variants: both,
    colour: sectionColours.Speaking,
    waitingTime: 20,
    answeringTime: 40,
    targetTime: 60,
    description: 'Listen to and read a situation, then respond to it as you would in real life.',
    task: 'Listen to and read a description of a situation. You will have 20 seconds to think about your answer. Then you will hear a beep. You will have 40 seconds to answer the question. Please answer as completely as you can.',
    // pte-format.md: appropriacy 0-3, pronunciation 0-5, oral fluency 0-5 = the spec's 13.
    skills: [
      { name: 'Appropriacy', max: 3 },
      { name: 'Pronunciation', max: 5 },
      { name: 'Oral fluency', max: 5 },
    ],
    maxScore: { kind: 'fixed', points: 13 },
    success: { kind: 'over', points: 6 },
    flags: { showForceAnswer: true, waitAudioDidEnd: true },
    perTest: [2, 3],
    difficulty: 4,
    importance: 3,
  }),
  SSQ: define({
    ...speakingScreen,
    code: 'SSQ',
    abbreviation: 'ASQ',
    name: 'Answer Short Question',
    section: 'Speaking',
    variants: both,
    colour: sectionColours.Speaking,
    waitingTime: 1,
    answeringTime: 10,
    targetTime: 11,
    description: 'Answer a spoken question in a word or a few words.',
    task: 'You will hear a question. Please give a simple and short answer. Often just one or a few words is enough.',
    // pte-format.md: vocabulary 0-1.
    skills: [{ name: 'Vocabulary', max: 1 }],
    maxScore: { kind: 'fixed', points: 1 },
    success: { kind: 'equals', points: 1 },
    flags: { showForceAnswer: true, waitPlayerDidEnd: true },
    perTest: [5, 6],
    difficulty: 2,
    importance: 3,
  }),
  SDI: define({
    ...speakingScreen,
    code: 'SDI',
    abbreviation: 'DI',
    name: 'Describe Image',
    section: 'Speaking',
    variants: both,
    colour: sectionColours.Speaking,
    waitingTime: 25,
    answeringTime: 40,
    targetTime: 65,
    description: 'Describe a graph, chart, map or picture in detail.',
    task: 'Look at the image below. In 25 seconds, please speak into the microphone and describe in detail what the image is showing. You will have 40 seconds to give your response.',
    skills: talkSkills,
    maxScore: { kind: 'fixed', points: 15 },
    success: { kind: 'over', points: 7 },
    flags: { showForceAnswer: true },
    perTest: [3, 6],
    difficulty: 4,
    importance: 4,
  }),
  SRL: define({
    ...speakingScreen,
    code: 'SRL',
    abbreviation: 'RL',
    name: 'Re-tell Lecture',
    section: 'Speaking',
    variants: academic,
    colour: sectionColours.Speaking,
    waitingTime: 10,
    answeringTime: 40,
    targetTime: 50,
    description: 'Listen to a lecture and retell it in your own words.',
    task: 'You will hear a lecture. After listening to the lecture, in 10 seconds, please speak into the microphone and retell what you have just heard from the lecture in your own words. You will have 40 seconds to give your response.',
    skills: talkSkills,
    maxScore: { kind: 'fixed', points: 15 },
    success: { kind: 'over', points: 5 },
    flags: { showForceAnswer: true, waitAudioDidEnd: true },
    perTest: [1, 3],
    difficulty: 5,
    importance: 4,
  }),
  SGD: define({
    ...speakingScreen,
    code: 'SGD',
    abbreviation: 'SGD',
    name: 'Summarize Group Discussion',
    section: 'Speaking',
    // pte-format.md: added to Academic on 7 Aug 2025.
    variants: academic,
    colour: sectionColours.Speaking,
    // pte-format.md: 10 s prep, 2 min answer.
    waitingTime: 10,
    answeringTime: 120,
    targetTime: 130,
    description: 'Listen to a discussion of up to three speakers and summarise its main points.',
    task: 'You will hear a group discussion. After listening, in 10 seconds, please speak into the microphone and summarize the main points of the discussion, including each speaker’s views. You will have 2 minutes to give your response.',
    // pte-format.md: content, pronunciation 0-5, oral fluency 0-5; content on 0-5 like Re-tell Lecture.
    skills: talkSkills,
    maxScore: { kind: 'fixed', points: 15 },
    // practice.md §9 gives no threshold; the closest type, Re-tell Lecture, is over 5.
    success: { kind: 'over', points: 5 },
    flags: { showForceAnswer: true, waitAudioDidEnd: true },
    perTest: [2, 3],
    difficulty: 5,
    importance: 4,
  }),
  WWM: define({
    code: 'WWM',
    abbreviation: 'WEM',
    name: 'Write Email',
    section: 'Writing',
    variants: core,
    colour: sectionColours.Writing,
    layout: 'writing',
    answerKind: 'text',
    textRows: 15,
    targetTime: 540,
    description: 'Write a 50-120 word email about a situation.',
    task: 'Read a description of a situation. Then write an email about the situation. You will have 9 minutes. You should write 50-120 words. Write using complete sentences.',
    waitingTime: 0,
    answeringTime: 0,
    // pte-format.md lists six traits (13 points, marked ?); Organization 0-2 makes the spec's 15.
    skills: [
      { name: 'Content', max: 3 },
      { name: 'Form', max: 2 },
      { name: 'Grammar', max: 2 },
      { name: 'Vocabulary', max: 2 },
      { name: 'Spelling', max: 2 },
      { name: 'Email conventions', max: 2 },
      { name: 'Organization', max: 2 },
    ],
    maxScore: { kind: 'fixed', points: 15 },
    success: { kind: 'over', points: 7 },
    scoring: 'ai',
    perTest: [2, 3],
    difficulty: 5,
    importance: 3,
  }),
  WSC: define({
    code: 'WSC',
    abbreviation: 'SWT-C',
    name: 'Summarize Written Text (Core)',
    section: 'Writing',
    variants: core,
    colour: sectionColours.Writing,
    layout: 'writing',
    answerKind: 'text',
    textRows: 6,
    // practice.md §9 lists no target time for it; a summary like WWS, so WWS's 600 s.
    targetTime: 600,
    description: 'Write a 25-50 word summary of a passage.',
    task: 'Read the passage below and summarize it in 25-50 words. Type your response in the box at the bottom of the screen. You have 10 minutes to finish this task. Your response will be judged on the quality of your writing and on how well your response presents the key points in the passage.',
    waitingTime: 0,
    answeringTime: 0,
    // practice.md §9 gives the Core maximum 8; the split is ours, the same as LCT.
    skills: [
      { name: 'Content', max: 2 },
      { name: 'Form', max: 2 },
      { name: 'Grammar', max: 2 },
      { name: 'Vocabulary', max: 2 },
    ],
    maxScore: { kind: 'fixed', points: 8 },
    success: { kind: 'over', points: 4 },
    scoring: 'ai',
    perTest: [1, 2],
    difficulty: 3,
    importance: 3,
  }),
  WWE: define({
    code: 'WWE',
    abbreviation: 'WE',
    name: 'Write Essay',
    section: 'Writing',
    variants: academic,
    colour: sectionColours.Writing,
    layout: 'writing',
    answerKind: 'text',
    textRows: 15,
    targetTime: 1200,
    description: 'Write a 200-300 word argumentative essay.',
    task: 'You will have 20 minutes to plan, write and revise an essay about the topic below. Your response will be judged on how well you develop a position, organize your ideas, present supporting details, and control the elements of standard written English. You should write 200-300 words.',
    waitingTime: 0,
    answeringTime: 0,
    // pte-format.md: the seven essay traits, 15 points.
    skills: [
      { name: 'Content', max: 3 },
      { name: 'Form', max: 2 },
      { name: 'Development structure and coherence', max: 2 },
      { name: 'Grammar', max: 2 },
      { name: 'General linguistic range', max: 2 },
      { name: 'Vocabulary', max: 2 },
      { name: 'Spelling', max: 2 },
    ],
    maxScore: { kind: 'fixed', points: 15 },
    success: { kind: 'over', points: 7 },
    scoring: 'ai',
    perTest: [1, 2],
    difficulty: 5,
    importance: 4,
  }),
  WWS: define({
    code: 'WWS',
    abbreviation: 'SWT',
    name: 'Summarize Written Text',
    section: 'Writing',
    variants: academic,
    colour: sectionColours.Writing,
    layout: 'writing',
    answerKind: 'text',
    textRows: 6,
    targetTime: 600,
    description: 'Summarise a passage in one sentence of 5-75 words.',
    task: 'Read the passage below and summarize it using one sentence. Type your response in the box at the bottom of the screen. You have 10 minutes to finish this task. Your response will be judged on the quality of your writing and on how well your response presents the key points in the passage.',
    waitingTime: 0,
    answeringTime: 0,
    // pte-format.md: content 0-2, form 0-1, grammar 0-2, vocabulary 0-2 (7).
    skills: [
      { name: 'Content', max: 2 },
      { name: 'Form', max: 1 },
      { name: 'Grammar', max: 2 },
      { name: 'Vocabulary', max: 2 },
    ],
    maxScore: { kind: 'fixed', points: 7 },
    success: { kind: 'over', points: 3 },
    scoring: 'ai',
    perTest: [1, 2],
    difficulty: 4,
    importance: 4,
  }),
};

/** The catalogue entry of a code, e.g. itemTypeOf('LWD').name === 'Write from Dictation'. */
export function itemTypeOf(code: ItemTypeCode): ItemType {
  return itemTypes[code];
}

/** Maximum points of one skill of a type, e.g. skillMax('WWE', 'Content') === 3; throws when the type does not score it. */
export function skillMax(code: ItemTypeCode, skill: ItemType['skills'][number]['name']): number {
  const max = itemTypes[code].skills.find((scored) => scored.name === skill)?.max;
  if (max === undefined) throw new RangeError(`${code} has no fixed maximum for ${skill}`);
  return max;
}

/**
 * Preparation seconds of a type; with the skip flag (developer quick mock mode)
 * at most 4 s, e.g. waitingTimeOf('SRA', { skip: true }) === 4 (practice.md §9, platform.md §6).
 */
export function waitingTimeOf(code: ItemTypeCode, { skip = false }: { skip?: boolean } = {}): number {
  const { waitingTime } = itemTypes[code];
  return skip ? Math.min(waitingTime, skipWaitingTime) : waitingTime;
}
