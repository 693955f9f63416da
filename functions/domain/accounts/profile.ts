import { randomUUID } from 'node:crypto';
import { accountTexts, isStudentSettable, type ExamType, type StepsDoneFlag } from '@shared/accounts';
import { profileImageMaxBytes, type UploadedFile } from '@shared/api';
import { blobs } from '@functions/adapters/blobs';
import { addStepsDone, deleteUserItem, releaseEmail, removeStepsDone, updateUser, type UserItem } from '@functions/data';
import type { Caller } from '@functions/platform/auth';
import { config } from '@functions/platform/config';
import { FieldValidationError, NotSignedInError } from '@functions/platform/errors';
import { verifyPassword } from '@functions/platform/passwords';
import { loadUser } from './users';
import { flagNotSettableMessage, wrongPasswordMessage } from './texts';

/** The user after a change; a user deleted in between reads as signed out. */
function changed(user: UserItem | undefined): UserItem {
  if (!user) throw new NotSignedInError(accountTexts.accountNotRecognized);
  return user;
}

export async function updateProfile(caller: Caller, changes: { examType?: ExamType; firstName?: string }): Promise<UserItem> {
  const user = await loadUser(caller);
  return changed(await updateUser(user.userId, changes));
}

/** Records or clears a stepsDone flag the student may change; the platform's own flags are refused. */
export async function changeStep(caller: Caller, flag: StepsDoneFlag, change: 'add' | 'remove'): Promise<UserItem> {
  if (!isStudentSettable(flag)) throw new FieldValidationError({ stepsDone: flagNotSettableMessage });
  const user = await loadUser(caller);
  return changed(change === 'add' ? await addStepsDone(user.userId, [flag]) : await removeStepsDone(user.userId, [flag]));
}

export async function setNightMode(caller: Caller, input: { isNightMode: boolean; nightTimeStart?: number; nightTimeEnd?: number }): Promise<UserItem> {
  const user = await loadUser(caller);
  return changed(await updateUser(user.userId, input));
}

export async function setAppVersion(caller: Caller, version: string): Promise<UserItem> {
  const user = await loadUser(caller);
  return changed(await updateUser(user.userId, { version }));
}

/** The image's type read from its first bytes: the name and the declared type can lie. */
function imageTypeOf(bytes: Uint8Array): { extension: 'jpg' | 'png'; contentType: string } | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { extension: 'jpg', contentType: 'image/jpeg' };
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((byte, index) => bytes[index] === byte)) return { extension: 'png', contentType: 'image/png' };
  return undefined;
}

/** Stores a jpg, jpeg or png of at most 5 MB as the profile image, replacing the previous one. */
export async function uploadProfileImage(caller: Caller, file: UploadedFile): Promise<UserItem> {
  const user = await loadUser(caller);
  const type = imageTypeOf(file.bytes);
  const namedAsImage = /\.(jpe?g|png)$/i.test(file.filename);
  if (!type || !namedAsImage || file.bytes.byteLength > profileImageMaxBytes) throw new FieldValidationError({ file: accountTexts.fileNotValidImage });
  const key = `${profileImagesFolder(user.userId)}${randomUUID()}.${type.extension}`;
  await blobs.put(config.UPLOADS_BUCKET, key, file.bytes, type.contentType);
  const updated = changed(await updateUser(user.userId, { profileImageKey: key }));
  if (user.profileImageKey) await blobs.remove(config.UPLOADS_BUCKET, user.profileImageKey);
  return updated;
}

/**
 * Deletes the account after checking the password: the image, then the user, then the e-mail
 * claim, so a failure half-way leaves nothing that blocks registering again.
 */
export async function deleteAccount(caller: Caller, password: string): Promise<{ message: string }> {
  const user = await loadUser(caller);
  if (!user.passwordHash || !(await verifyPassword(password, user.passwordHash))) throw new FieldValidationError({ password: wrongPasswordMessage });
  if (user.profileImageKey) await blobs.remove(config.UPLOADS_BUCKET, user.profileImageKey);
  await deleteUserItem(user.userId);
  await releaseEmail(user.email);
  return { message: accountTexts.accountDeleted };
}

/** The dashboard overview (spec §7 getOverviewStudentData) from what exists so far: plan and credits. */
export async function overview(caller: Caller, now = Date.now()) {
  const user = await loadUser(caller);
  const isPaid = user.paidExpiryTime !== undefined && user.paidExpiryTime > now;
  return {
    firstName: user.firstName,
    examType: user.examType,
    plan: { name: isPaid && user.currentPlan ? user.currentPlan : 'Free', isPaid, ...(user.paidExpiryTime ? { paidUntil: user.paidExpiryTime } : {}) },
    credits: {
      speakingLeft: Math.max(0, user.speakingCredits - user.speakingCreditsUsed),
      speakingCredits: user.speakingCredits,
      speakingCreditsUsed: user.speakingCreditsUsed,
      writingCredits: user.writingCredits,
    },
    memberSince: user.createdAt ?? now,
  };
}

/** The folder of a user's profile images (removed with their account). */
export function profileImagesFolder(userId: string): string {
  return `profile-images/${userId}/`;
}
