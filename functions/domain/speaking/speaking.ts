export { type Payer } from './credits';
export { fetchCredits, getSpeechAnalysis, runSpeechJob, startUpload, submitSpeech } from './jobs';
export { checkRecording, createUpload, recordingKey } from './recordings';
