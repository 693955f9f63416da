import { pageRows, type TableQuery } from '@shared/admin';
import type { CreditKind, StudentAccount, StudentRow, studentProperties } from '@shared/api';
import { addCredits, addStepsDone, getEmailOwner, getUser, listAccounts, removeStepsDone, type UserItem } from '@functions/data';
import { Commerce } from '@functions/domain/commerce';
import type { Caller } from '@functions/platform/auth';
import { FieldValidationError } from '@functions/platform/errors';
import { record } from './audit';
import { adminTexts } from './texts';

const blockedStep = 'access_blocked';

export function isBlocked(user: UserItem): boolean {
  return user.stepsDone?.includes(blockedStep) ?? false;
}

export function studentRow(user: UserItem): StudentRow {
  return {
    userId: user.userId,
    email: user.email,
    firstName: user.firstName,
    platformAccess: user.platformAccess,
    blocked: isBlocked(user),
    ...(user.currentPlan ? { currentPlan: user.currentPlan } : {}),
    ...(user.paidExpiryTime ? { paidExpiryTime: user.paidExpiryTime } : {}),
    createdAt: user.createdAt ?? 0,
  };
}

/** The account of an e-mail address; a field error when none has it. */
export async function findAccount(email: string): Promise<UserItem> {
  const userId = await getEmailOwner(email);
  const user = userId ? await getUser(userId) : undefined;
  if (!user) throw new FieldValidationError({ email: adminTexts.noAccount });
  return user;
}

/** A student's account: admins are neither blocked nor deleted from the panel. */
export async function findStudent(email: string): Promise<UserItem> {
  const user = await findAccount(email);
  if (user.platformAccess === 'admin') throw new FieldValidationError({ email: adminTexts.adminAccount });
  return user;
}

/** admins/fetchStudents: one page of the accounts, searched by e-mail or first name. */
export async function students(query: TableQuery<(typeof studentProperties)[number]>): Promise<{ rows: StudentRow[]; total: number }> {
  return pageRows((await listAccounts()).map(studentRow), query, (row) => `${row.email} ${row.firstName}`);
}

const blockStatusOf = (user: UserItem) => ({ userId: user.userId, email: user.email, blocked: isBlocked(user) });

/** admins/fetchStudentBlockStatus */
export async function blockStatus(email: string) {
  return blockStatusOf(await findAccount(email));
}

/** admins/blockStudent: the flag is read wherever a token is verified, so every call of the student is refused from the next one on. */
export async function blockStudent(admin: Caller, email: string) {
  const student = await findStudent(email);
  const after = await addStepsDone(student.userId, [blockedStep]);
  if (!after) throw new FieldValidationError({ email: adminTexts.noAccount });
  await record(admin, 'blockStudent', student.email, 'Access blocked');
  return blockStatusOf(after);
}

/** admins/unblockStudent */
export async function unblockStudent(admin: Caller, email: string) {
  const student = await findStudent(email);
  const after = await removeStepsDone(student.userId, [blockedStep]);
  if (!after) throw new FieldValidationError({ email: adminTexts.noAccount });
  await record(admin, 'unblockStudent', student.email, 'Access restored');
  return blockStatusOf(after);
}

async function accountOf(user: UserItem, admin: Caller): Promise<StudentAccount> {
  return {
    ...studentRow(user),
    credits: {
      speakingCredits: user.speakingCredits,
      speakingCreditsUsed: user.speakingCreditsUsed,
      writingCredits: user.writingCredits,
      fullMockCredits: user.fullMockCredits ?? 0,
      sectionMockCredits: user.sectionMockCredits ?? 0,
    },
    purchases: await Commerce.purchaseHistory(admin, user.userId),
  };
}

/** admins/fetchStudentAccount: plan, credits and purchases. */
export async function studentAccount(admin: Caller, email: string): Promise<StudentAccount> {
  return accountOf(await findAccount(email), admin);
}

/** admins/grantCredits: one atomic add of credits, audited with the reason. */
export async function grantCredits(admin: Caller, input: { email: string; credit: CreditKind; amount: number; reason: string }): Promise<StudentAccount> {
  const student = await findAccount(input.email);
  const after = await addCredits(student.userId, { [input.credit]: input.amount });
  if (!after) throw new FieldValidationError({ email: adminTexts.noAccount });
  await record(admin, 'grantCredits', student.email, `${input.amount} ${input.credit}: ${input.reason}`);
  return accountOf(after, admin);
}
