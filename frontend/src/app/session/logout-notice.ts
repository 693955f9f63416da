import { accountTexts } from '@shared/accounts';
import { z } from 'zod';
import { snackbarKinds } from '@frontend/components/snackbar/snackbar-kinds';

const LogoutNoticeSchema = z.object({ severity: z.enum(['warning', 'error']), text: z.string().min(1) });

/**
 * Why the app logged the user out, shown on the page the logout goes to (the login page). Not a
 * snackbar: a logout often happens while the student looks elsewhere (a background call of a tab
 * left open), and a snackbar would clear itself before they come back. It travels in the history
 * entry of that page, so it is shown for that arrival, a reload included, and never on a later visit.
 */
export type LogoutNotice = z.infer<typeof LogoutNoticeSchema>;

/** The notice of a refused call's 401 message: another session replaced this one, or an admin blocked the account. */
export function logoutNoticeOf(message: string): LogoutNotice | undefined {
  if (message === accountTexts.otherSession) return multiAccountNotice;
  if (message === accountTexts.accessBlocked) return { severity: snackbarKinds.criticalError.severity, text: message };
  return undefined;
}

/** 'Other session detected!' (spec §4 multi-account check), with the severity of its snackbar kind. */
export const multiAccountNotice: LogoutNotice = { severity: snackbarKinds.multiAccount.severity, text: snackbarKinds.multiAccount.text };

/** The history state of the page a logout goes to. */
export const logoutNoticeState = (notice: LogoutNotice | undefined) => (notice ? { logoutNotice: notice } : undefined);

/** The notice a history entry carries, if any (history state is anything another page put there). */
export function logoutNoticeIn(historyState: unknown): LogoutNotice | undefined {
  const parsed = z.object({ logoutNotice: LogoutNoticeSchema }).safeParse(historyState);
  return parsed.success ? parsed.data.logoutNotice : undefined;
}
