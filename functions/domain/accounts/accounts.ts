export { ensureDemoAccount, type DemoAccount } from './demo-accounts';
export { sendContactEmail, sendInvite } from './invitations';
export { markAllHasRead, markHasRead, notify, notifyNewReferral, rewardSurveyCompleted } from './notifications';
export { forgotPassword, setPasswordFromLink, updatePassword } from './passwords';
export { changeStep, deleteAccount, overview, profileImagesFolder, setAppVersion, setNightMode, updateProfile, uploadProfileImage } from './profile';
export { register, verifyEmail } from './registration';
export { isSameSession, login, renewLatestSession, type LoginResult } from './sessions';
export { loadUser, readUser, toPublicUser, type Account } from './users';
