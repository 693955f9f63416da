export { ensureDemoAccount, type DemoAccount } from './demo-accounts';
export { alreadyMemberMessage, inviteLimitMessage, sendContactEmail, sendInvite } from './invitations';
export { markAllHasRead, markHasRead, notify } from './notifications';
export { forgotPassword, setPasswordFromLink, updatePassword, wrongCurrentPasswordMessage } from './passwords';
export { changeStep, deleteAccount, flagNotSettableMessage, overview, setAppVersion, setNightMode, updateProfile, uploadProfileImage, wrongPasswordMessage } from './profile';
export { emailTakenMessage, register, verifyEmail } from './registration';
export { isSameSession, login, throttledMessage, wrongCredentialsMessage, type LoginResult } from './sessions';
export { loadUser, readUser, toPublicUser } from './users';
