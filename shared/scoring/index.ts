export { describeTrait } from './comment';
export { scoreAnswerShortQuestion } from './answer-short-question';
export {
  clamp,
  clampScore,
  contentRange,
  fluencyPoints,
  fluencyRange,
  mapContent,
  pronunciationPoints,
  goodnessRange,
  pronunciationQuality,
  pronunciationRange,
  roundPoints,
  scoreRange,
  speakingTraitMax,
} from './clamps';
export {
  communicativeScores,
  enablingSkillScores,
  enablingSkillTraits,
  globalScale,
  toGlobalScale,
  type CommunicativeScores,
  type ItemResult,
} from './conversion';
export { AnswerKindMismatchError, MissingMeasureError } from './errors';
export { scoreFillInTheBlanks } from './fill-in-the-blanks';
export { highlightTooltips, missedAnswerTooltip, scoreHighlightIncorrectWords, type HighlightIncorrectWordsInput } from './highlight-incorrect-words';
export { percentOf, ruleScore, typeScore } from './item-score';
export { scoreMultipleAnswers, type MultipleAnswersInput } from './multiple-answers';
export { personalIntroductionNote, scorePersonalIntroduction } from './personal-introduction';
export { readAloudContentMax, scoreReadAloud, scoreReadAloudContent } from './read-aloud';
export { repeatSentenceBands, repeatSentenceContentPoints, scoreRepeatSentence, scoreRepeatSentenceContent } from './repeat-sentence';
export { scoreReorderParagraphs } from './reorder-paragraphs';
export { scoreQuestion, type Answer } from './score-question';
export { scoreHighlightCorrectSummary, scoreSelectMissingWord, scoreSingleAnswer, type SingleAnswerInput } from './single-answer';
export type { RecognisedWord, Recognition } from './recognition';
export { fluencyTrait, nothingRecordedScore, pronunciationTrait, speakingScore } from './speaking';
export {
  fillerWords,
  fluencyMeasure,
  fullAnswerShare,
  longPausePenalty,
  longPauseSeconds,
  pronunciationMeasure,
  transcriptOf,
  unclearQuality,
  unclearSpeech,
  unclearWordsShown,
} from './speech-measures';
export {
  keywordCoverage,
  onTopicKeywords,
  onTopicShare,
  scoreDescribeImage,
  scoreRespondToASituation,
  scoreRetellLecture,
  scoreSummarizeGroupDiscussion,
  scoreTalkContent,
  talkContentBands,
  talkContentCaps,
  talkContentMax,
  talkContentPoints,
  talkEvidence,
  wordsPerLengthPoint,
  type KeywordMatcher,
} from './talk-content';
export { countTransitions, transitionPhrases } from './transitions';
export {
  nothingRecorded,
  type AlignmentEvidence,
  type AnswerEvidence,
  type BlanksEvidence,
  type ChecksEvidence,
  type CountEvidence,
  type Evidence,
  type FluencyEvidence,
  type ItemScore,
  type KeywordsEvidence,
  type NoteEvidence,
  type PairsEvidence,
  type PronunciationEvidence,
  type SelectionItem,
  type SelectionsEvidence,
  type TalkEvidence,
  type Trait,
  type WordBand,
  type WordBandEvidence,
  type WordsEvidence,
} from './types';
export { wordBandOf, wordBands, type WordBandTable, type WordRange, type WritingTypeCode } from './word-bands';
export { dictationChecklist, scoreWriteFromDictation } from './write-from-dictation';
export {
  scoreSummarizeSpokenText,
  scoreSummarizeSpokenTextCore,
  scoreSummarizeWrittenText,
  scoreSummarizeWrittenTextCore,
  scoreWriteEmail,
  scoreWriteEssay,
  scoreWriting,
  type WritingAnswer,
  type WritingTask,
} from './writing';
export { formLimits, formRuleTexts, passageCopyPercent, scoreForm } from './writing-form';
export {
  contentFullAtPercent,
  contentTrait,
  emailConventionsTrait,
  emailSpellingBands,
  grammarBands,
  grammarTrait,
  noKeywordsNote,
  organizationBands,
  organizationTrait,
  pointsForCount,
  pointsForErrors,
  spellingBands,
  spellingTrait,
  structureBands,
  structureTargets,
  structureTrait,
  uniqueWordBands,
  uniqueWordsTrait,
  vocabularyBands,
  vocabularyTrait,
  type CountBands,
  type ErrorBands,
} from './writing-traits';
export { templateRules } from './template-rules';
