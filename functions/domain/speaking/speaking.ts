export { type Payer } from './credits';
export { fetchCredits, getSpeechAnalysis, partRefsOf, queuePart, runPart, runSpeechJob, startPart, startUpload, submitSpeech, type PartMessage } from './jobs';
export { checkRecording, createUpload, recordingKey, userRecordingsFolder } from './recordings';
