import { useMemo } from 'react';
import { useSession } from '@frontend/app/session/use-session';

/**
 * The one home of a visitor's anonymous id: the speaking credits send it (the server bounds the
 * free credits per browser) and the mock calls send it (the server names a visitor's free mock
 * by it), so a student keeps the free mock taken here before signing up.
 */
export const VISITOR_ID_KEY = 'pte.anonymousId';

/** The anonymous id this browser was given as a visitor, if it ever was one (none is made here). */
export function storedAnonymousId(): string | undefined {
  try {
    return window.localStorage.getItem(VISITOR_ID_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** The visitor's anonymous id, made once and kept. */
export function visitorAnonymousId(): string {
  const stored = storedAnonymousId();
  if (stored) return stored;
  const made = crypto.randomUUID();
  try {
    window.localStorage.setItem(VISITOR_ID_KEY, made);
  } catch {
    // Blocked storage: the id lasts for this page.
  }
  return made;
}

/**
 * The anonymous id every mock call sends beside the token: a visitor's own, or for a signed-in
 * student the one this browser had as a visitor, if any. Undefined while a token is being restored.
 */
export function useMockVisitorId(): string | undefined {
  const { status } = useSession();
  // Made as soon as nobody is signed in (a restoring token included), as the speaking credits do.
  const unsigned = status !== 'signedIn';
  const visitorId = useMemo(() => (unsigned ? visitorAnonymousId() : undefined), [unsigned]);
  if (status === 'visitor') return visitorId;
  return status === 'signedIn' ? storedAnonymousId() : undefined;
}
