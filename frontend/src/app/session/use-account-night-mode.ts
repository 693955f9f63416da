import { useCallback, useEffect, useMemo, useState } from 'react';
import { defaultNightHours, isNightTime } from '@shared/accounts';
import type { User } from '@shared/api';
import { api } from '@frontend/api/client';
import { handleApiError } from '@frontend/app/errors/handle-api-error';
import { session } from '@frontend/app/session/session-store';
import { useCurrentUser } from '@frontend/app/session/use-session';
import type { AccountNightMode } from '@frontend/components/color-mode/color-mode-provider';

/** Automatic night mode re-checks the clock this often (issue 4: every minute). */
const NIGHT_CHECK_INTERVAL_MS = 60_000;

/** The current hour, updated every minute while `active`. */
function useCurrentHour(active: boolean): number {
  const [hour, setHour] = useState(() => new Date().getHours());
  useEffect(() => {
    if (!active) return;
    setHour(new Date().getHours());
    const timer = window.setInterval(() => setHour(new Date().getHours()), NIGHT_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [active]);
  return hour;
}

export function isAutoNightMode(user: Pick<User, 'stepsDone'>): boolean {
  return user.stepsDone.includes('should_auto_night_mode');
}

/** The user's night settings in the form isNightTime reads, with the spec's default hours. */
export function nightSettingsOf(user: Pick<User, 'stepsDone' | 'isNightMode' | 'nightTimeStart' | 'nightTimeEnd'>) {
  return {
    auto: isAutoNightMode(user),
    isNightMode: user.isNightMode,
    nightTimeStart: user.nightTimeStart ?? defaultNightHours.nightTimeStart,
    nightTimeEnd: user.nightTimeEnd ?? defaultNightHours.nightTimeEnd,
  };
}

/**
 * Sets the stored night mode flag (and optionally the hours) with toggleNightMode. The user is
 * updated at once and put back if the call fails. A plain function rather than a useMutation
 * hook: the shell's toggle uses it, and the query library stays out of the chunk every first
 * visit loads (see app/data/query-client.ts); the user lives in the session store, not the cache.
 */
export async function saveNightMode(user: User, change: { isNightMode: boolean; nightTimeStart?: number; nightTimeEnd?: number }): Promise<boolean> {
  session.setUser({ ...user, ...change });
  try {
    const { data } = await api.users.toggleNightMode(change);
    session.setUser(data.user);
    return true;
  } catch (error) {
    if (session.get().status === 'signedIn') session.setUser(user);
    handleApiError(error);
    return false;
  }
}

/**
 * A signed-in user's night mode (spec §6): automatic night mode follows the user's night hours,
 * re-checked every minute; otherwise the stored isNightMode applies. Undefined for visitors, whose
 * choice stays in browser storage.
 */
export function useAccountNightMode(): AccountNightMode | undefined {
  const user = useCurrentUser();
  const settings = user ? nightSettingsOf(user) : undefined;
  const hour = useCurrentHour(settings?.auto ?? false);
  const nightMode = settings ? isNightTime(settings, hour) : false;

  const toggle = useCallback(() => {
    const current = session.get();
    if (current.status !== 'signedIn') return;
    void saveNightMode(current.user, { isNightMode: !current.user.isNightMode });
  }, []);

  const signedIn = Boolean(user);
  return useMemo(() => (signedIn ? { nightMode, toggle } : undefined), [signedIn, nightMode, toggle]);
}
