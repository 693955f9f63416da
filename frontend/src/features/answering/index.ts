/**
 * The answering feature: a question on screen, the student's answer, and its scoring (rules in the
 * browser, AI analysis of writing and speech through the API). Practice and mock tests are built
 * on it; other features import it from here only, never a file inside.
 */
export { QuestionScreen } from '@frontend/features/answering/question-screen/question-screen';
export { isWritingType } from '@frontend/features/answering/question-screen/question-answer';
export { SpeakingScreen } from '@frontend/features/answering/speaking/speaking-screen';
export { useDevModes } from '@frontend/features/answering/speaking/dev-modes';
export { uploadRecording } from '@frontend/features/answering/speaking/speech-api';
export type { SentPart, SpeechPartCalls } from '@frontend/features/answering/speaking/use-speech-parts';
