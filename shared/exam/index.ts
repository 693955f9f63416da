export { blankMarker, countBlanks, splitAtBlanks } from './blanks';
export { InvalidUidError, UnknownItemTypeError } from './errors';
export { isItemTypeCode, itemTypeCodes, type ItemTypeCode } from './item-type-codes';
export {
  itemTypeOf,
  itemTypes,
  skillMax,
  waitingTimeOf,
  type AnswerKind,
  type EmptyAnswer,
  type ItemType,
  type ItemTypeFlags,
  type Layout,
  type MaxScore,
  type ScoredSkill,
  type SuccessRule,
} from './item-types';
export {
  analysisOverlay,
  answerSecondsCap,
  creditsPerAiAnswer,
  defaultVolume,
  minimumRecordingSeconds,
  playbackRates,
  silenceStopSeconds,
  skipWaitingTime,
  timerTickMs,
} from './practice-constants';
export {
  ItemTypeCodeSchema,
  questionDifficulties,
  QuestionSchema,
  QuestionUidSchema,
  type Question,
  type QuestionDifficulty,
  type QuestionInput,
} from './question';
export {
  quantityRating,
  rating,
  ratingColours,
  ratingLabels,
  timeRating,
  type Rating,
  type RatingColour,
  type RatingKind,
  type RatingValue,
} from './ratings';
export { sections, variants, type Section, type Variant, type VariantSelection } from './sections';
export { skillContributions, type SkillWeights } from './skill-contributions';
export {
  communicativeSkills,
  enablingSkills,
  reportedEnablingSkills,
  type CommunicativeSkill,
  type EnablingSkill,
  type ReportedEnablingSkill,
} from './skills';
export { isSuccessful, passesSuccessRule } from './success';
export { makeUid, parseItemTypeCode, tryParseItemTypeCode, uidPattern } from './uid';
export { itemTypeOrder, itemTypesBySection, itemTypesOf } from './variants';
