import { Speaking } from '@functions/domain/speaking';
import { Writing } from '@functions/domain/writing';
import { createGroupHandler } from '@functions/platform/router';

export const handler = createGroupHandler('analysis', {
  analyseWritingText: (input, { caller }) => Writing.startWritingAnalysis(caller, input),
  fetchWritingAnalysis: ({ jobId }, { caller }) => Writing.getWritingAnalysis(caller, jobId),
  saveUserWriting: (input, { caller }) => Writing.saveWriting(caller, input),
  fetchUserWritings: async ({ uid }, { caller }) => ({ writings: await Writing.listWritings(caller, uid) }),
  createSpeechUpload: (input, { caller }) => Speaking.startUpload(caller, input),
  recogniseSpeechPart: (input, { caller, clientAddress }) => Speaking.startPart(caller, clientAddress, input),
  submitSpeech: (input, { caller, clientAddress }) => Speaking.submitSpeech(caller, clientAddress, input),
  fetchSpeechAnalysis: ({ jobId }, { caller }) => Speaking.getSpeechAnalysis(caller, jobId),
  fetchSpeakingCredits: ({ anonymousId }, { caller }) => Speaking.fetchCredits(caller, anonymousId),
});
