import { Speaking } from '@functions/domain/speaking';
import { Vocabulary } from '@functions/domain/vocabulary';
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
  getWordInfo: async ({ word }) => Vocabulary.wordInfo(word),
  fetchWordLists: async () => ({ lists: Vocabulary.wordLists() }),
  fetchSavedWords: async (_input, { caller }) => ({ words: await Vocabulary.savedWords(caller) }),
  saveWord: async ({ word, saved }, { caller }) => ({ words: await Vocabulary.setWordSaved(caller, word, saved) }),
});
