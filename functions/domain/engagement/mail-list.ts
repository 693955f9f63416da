import type { EmailPreferenceFlag } from '@shared/accounts';
import { accountTexts } from '@shared/accounts';
import { addMailListEntry, addStepsDone, recordAddedToCart, removeStepsDone, type UserItem } from '@functions/data';
import { Accounts } from '@functions/domain/accounts';
import type { Caller } from '@functions/platform/auth';
import { NotSignedInError } from '@functions/platform/errors';

/** Puts an address on the mailing list; `added` is false when it was already there. */
export async function saveToMailList(email: string, userId?: string): Promise<{ added: boolean }> {
  return { added: await addMailListEntry({ email, ...(userId ? { userId } : {}) }) };
}

/** Notes on the address's mailing-list entry the package put in a cart, for a reminder mail; `recorded` is false when the address is not on the list. */
export async function didAddToCart(email: string, packageId: string): Promise<{ recorded: boolean }> {
  return { recorded: await recordAddedToCart(email, packageId, Date.now()) };
}

/**
 * maillist/updateEmailNotification: turns the caller's e-mail preferences on or off (each a
 * stepsDone flag, a set operation, so other flags changed meanwhile are kept). Every general and
 * third-party mail reads them before it is sent (accounts/send-mail.ts sendStudentMail).
 */
export async function updateEmailNotification(caller: Caller, preferences: Partial<Record<EmailPreferenceFlag, boolean>>): Promise<UserItem> {
  const user = await Accounts.loadUser(caller);
  const entries = Object.entries(preferences) as [EmailPreferenceFlag, boolean][];
  const on = entries.filter(([, value]) => value).map(([flag]) => flag);
  const off = entries.filter(([, value]) => !value).map(([flag]) => flag);
  let after: UserItem | undefined = user;
  if (on.length > 0) after = await addStepsDone(user.userId, on);
  if (off.length > 0 && after) after = await removeStepsDone(user.userId, off);
  if (!after) throw new NotSignedInError(accountTexts.accountNotRecognized);
  return after;
}

/** maillist/updateContactName: the name the platform's mails greet the caller with (their first name). */
export function updateContactName(caller: Caller, firstName: string): Promise<UserItem> {
  return Accounts.updateProfile(caller, { firstName });
}
