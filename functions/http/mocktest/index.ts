import { Mock } from '@functions/domain/mock';
import { createGroupHandler } from '@functions/platform/router';

export const handler = createGroupHandler('mocktest', {
  fetchAllMockTest: (input, { caller }) => Mock.listMocks(caller, input),
  loadMockTest: (input, { caller }) => Mock.loadSession(caller, input),
  startMockTest: ({ mockTestId }, { caller }) => Mock.startMock(caller, mockTestId),
  deleteMockTest: (input, { caller }) => Mock.abandon(caller, input),
  startFreeMockTest: (input, { caller }) => Mock.startFreeMock(caller, input),
  saveMockTestQuestion: (input, { caller }) => Mock.saveAnswer(caller, input),
  saveMockTestEndSection: (input, { caller }) => Mock.endSection(caller, input),
  submitMockTest: (input, { caller }) => Mock.submit(caller, input),
  saveMockTestResult: (input, { caller }) => Mock.saveResult(caller, input),
  fetchMockTestResult: (input, { caller }) => Mock.fetchResult(caller, input),
  fetchMockTestResultPublic: ({ sessionId }) => Mock.fetchPublicResult(sessionId),
  didMockTestOverview: (input, { caller }) => Mock.overview(caller, input),
  createRandomMockTest: ({ category }, { caller }) => Mock.createRandomMock(caller, category),
  createMockRecordingUpload: (input, { caller }) => Mock.createRecordingUpload(caller, input),
  recogniseMockSpeechPart: (input, { caller, clientAddress }) => Mock.recognisePart(caller, clientAddress, input),
});
