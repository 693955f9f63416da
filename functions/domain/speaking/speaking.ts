export { creditsOf, spendCredit, type Payer } from './credits';
export { fetchCredits, getSpeechAnalysis, runSpeechJob, speakingTexts, startUpload, submitSpeech, type SpeechJobMessage } from './jobs';
export { createUpload, readRecording, recordingGraceSeconds, recordingKey, recordingsPrefix, recordingTexts, uploadLifetimeSeconds } from './recordings';
