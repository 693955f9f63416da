import { Practice } from '@functions/domain/practice';
import { createGroupHandler } from '@functions/platform/router';

export const handler = createGroupHandler('questions', {
  fetchQuestions: (input, { caller }) => Practice.listQuestions(caller, input),
  fetchPredictedQuestions: (input, { caller }) => Practice.listQuestions(caller, { ...input, prediction: true }),
  fetchQuestionCounts: ({ section }, { caller }) => Practice.countQuestions(caller, section),
  fetchQuestion: ({ uid }, { caller }) => Practice.getQuestion(caller, uid),
  setPracticeScore: (input, { caller }) => Practice.recordScore(input.isAuthenticated ? caller : undefined, input),
  saveQuestionDone: async ({ uid }, { caller }) => {
    await Practice.markDone(caller, uid);
    return { uid, done: true as const };
  },
  markQuestionAsTested: async ({ uid }, { caller }) => {
    await Practice.markTested(caller, uid);
    return { uid, tested: true as const };
  },
  reportQuestion: (input, { caller }) => Practice.report(caller, input),
  clearExerciseScore: async ({ uid }, { caller }) => ({ uid, cleared: await Practice.clearScore(caller, uid) }),
});
