import { accountTexts } from '@shared/accounts';
import { Accounts } from '@functions/domain/accounts';
import { Commerce } from '@functions/domain/commerce';
import { Engagement } from '@functions/domain/engagement';
import { Settings } from '@functions/domain/settings';
import { Statistics } from '@functions/domain/statistics';
import { createGroupHandler, other } from '@functions/platform/router';

const userBody = async (user: Accounts.Account) => ({ user: await Accounts.toPublicUser(user) });

export const handler = createGroupHandler('users', {
  checkAppVersion: async () => ({ APP_VERSION: await Settings.appVersion() }),
  registerUser: (input, { clientAddress }) => Accounts.register(input, clientAddress),
  verifyTokenEmail: async ({ token }) => {
    const result = await Accounts.verifyEmail(token);
    if (result === 'expired') return other({ error: accountTexts.tokenExpired });
    await Engagement.recordReferral(result.userId);
    return { message: result.message };
  },
  loginStudent: async (input, { clientAddress }) => {
    const result = await Accounts.login(input, clientAddress);
    return 'notVerified' in result ? other(result.notVerified) : result;
  },
  retrieveUser: async (_input, { caller }) => userBody(await Accounts.readUser(caller)),
  resetPassword: async ({ token, password }) => {
    const result = await Accounts.setPasswordFromLink(token, password, 'reset');
    return result === 'expired' ? other({ error: accountTexts.tokenExpired }) : { message: result.message };
  },
  setNewPassword: async ({ token, password }) => {
    const result = await Accounts.setPasswordFromLink(token, password, 'invite');
    if (result === 'expired') return other({ error: accountTexts.tokenExpired });
    // The invited friend has joined: the inviter's referral.
    await Engagement.recordReferral(result.userId);
    return { message: result.message };
  },
  updatePassword: (input, { caller }) => Accounts.updatePassword(caller, input),
  verifyMultiAccount: async (_input, { caller }) => ({ isSameSession: await Accounts.isSameSession(caller) }),
  updateLatestSession: (_input, { caller }) => Accounts.renewLatestSession(caller),
  updateUser: async (input, { caller }) => userBody(await Accounts.updateProfile(caller, input)),
  updateUserArray: async ({ stepsDone }, { caller }) => userBody(await Accounts.changeStep(caller, stepsDone, 'add')),
  removeUserArray: async ({ stepsDone }, { caller }) => userBody(await Accounts.changeStep(caller, stepsDone, 'remove')),
  toggleNightMode: async (input, { caller }) => userBody(await Accounts.setNightMode(caller, input)),
  toggleExamType: async ({ examType }, { caller }) => {
    if (!caller) return { examType }; // visitors keep their exam type in the browser (spec §6)
    return { examType, ...(await userBody(await Accounts.updateProfile(caller, { examType }))) };
  },
  updateAppVersion: async ({ version }, { caller }) => userBody(await Accounts.setAppVersion(caller, version)),
  markHasRead: async ({ notificationId }, { caller }) => {
    const user = await Accounts.readUser(caller);
    return userBody(await Accounts.markHasRead(user.userId, notificationId));
  },
  markAllHasRead: async (_input, { caller }) => {
    const user = await Accounts.readUser(caller);
    return userBody(await Accounts.markAllHasRead(user.userId));
  },
  deleteUser: ({ password }, { caller }) => Accounts.deleteAccount(caller, password),
  getOverviewStudentData: (_input, { caller }) => Accounts.overview(caller),
  getStudentStatistics: ({ timeZone }, { caller }) => Statistics.studentStatistics(caller, timeZone),
  createCart: async ({ packageId, fromProfilePage, currency, 'cloudfront-viewer-country': country }, { caller }) =>
    Commerce.createCart({ user: await Accounts.readUser(caller), packageId, fromProfilePage, currency, country, now: Date.now() }),
  resetCredits: async (_input, { caller }) => {
    const { user, reset } = await Commerce.resetCredits(await Accounts.readUser(caller), Date.now());
    return { ...(await userBody(user)), reset };
  },
  syncMobile: async (_input, { caller }) => {
    const { user, synced } = await Commerce.syncMobile(await Accounts.readUser(caller), Date.now());
    return { ...(await userBody(user)), synced };
  },
  getMobileStatus: async (_input, { caller }) => Commerce.mobileStatus(await Accounts.readUser(caller)),
  leaveRating: async ({ rating }, { caller }) => {
    const left = await Engagement.leaveRating(caller, rating);
    return { ...left.rating, ...(await userBody(left.user)) };
  },
  leaveTestimonial: (input, { caller }) => Engagement.leaveTestimonial(caller, input),
  fetchTestimonials: (input) => Engagement.fetchTestimonials(input),
  fetchTestimonialsEight: () => Engagement.fetchTestimonialsEight(),
  postponeTestimonial: async (_input, { caller }) => userBody(await Engagement.postponeTestimonial(caller)),
  refuseTestimonial: async (_input, { caller }) => userBody(await Engagement.refuseTestimonial(caller)),
  fetchAverageRating: () => Engagement.averageRating(),
  fetchSocialProof: () => Engagement.socialProof(),
  fetchReward: async (_input, { caller }) => {
    const status = await Engagement.rewardStatus(caller);
    return { ...status, ...(await userBody(status.user)) };
  },
  claimReward: async (_input, { caller }) => {
    const status = await Engagement.claimReward(caller);
    return { ...status, ...(await userBody(status.user)) };
  },
  fetchSurvey: async (_input, { caller }) => {
    const result = await Engagement.currentSurvey(caller);
    return 'refused' in result ? other({ error: result.refused }) : result;
  },
  completeSurvey: async ({ surveyId, answers }, { caller }) => {
    const result = await Engagement.completeSurvey(caller, surveyId, answers);
    return 'refused' in result ? other({ error: result.refused }) : { message: result.message, ...(await userBody(result.user)) };
  },
});
