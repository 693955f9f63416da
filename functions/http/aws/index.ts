import { Accounts } from '@functions/domain/accounts';
import { Content } from '@functions/domain/content';
import { Mock } from '@functions/domain/mock';
import { createGroupHandler } from '@functions/platform/router';

export const handler = createGroupHandler('aws', {
  uploadProfileImage: async ({ file }, { caller }) => ({ user: await Accounts.toPublicUser(await Accounts.uploadProfileImage(caller, file)) }),
  getAudioFile: ({ id, range }) => Content.readMedia('audio', id, range),
  getImageFile: ({ id }) => Content.readMedia('images', id),
  getPdfFile: ({ id }) => Content.readMedia('pdf', id),
  takePteScorecardScreenshot: ({ sessionId }) => Mock.takeScorecardScreenshot(sessionId),
});
