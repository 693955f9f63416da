import { maySeeSocialProof, socialProofRules } from '@shared/accounts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useCurrentUser } from '@frontend/app/session/use-session';

// Its own chunk, loaded 5 s after the app starts and only for those it may show to: the first
// load carries only this timer.
const SocialProofToast = lazy(() => import('@frontend/app/social-proof/social-proof-toast').then((m) => ({ default: m.SocialProofToast })));

/** Session storage key: the toast had its one chance this browser session. */
export const SOCIAL_PROOF_SESSION_KEY = 'pte.socialProofShown';

function hadItsChance(): boolean {
  try {
    return window.sessionStorage.getItem(SOCIAL_PROOF_SESSION_KEY) === 'true';
  } catch {
    return false;
  }
}

function spendItsChance() {
  try {
    window.sessionStorage.setItem(SOCIAL_PROOF_SESSION_KEY, 'true');
  } catch {
    // Blocked storage: it may show again on the next load.
  }
}

/**
 * The social proof toast (spec §4): 5 s after load, once per session, for visitors and students
 * without a running plan; `enabled` is false on the screens that hide it (the mock test runner,
 * the payment flow, the account forms). The toast itself checks the plan again against the server's date.
 */
export function SocialProofSlot({ enabled }: { enabled: boolean }) {
  const user = useCurrentUser();
  const [due, setDue] = useState(false);
  const [firstChance] = useState(() => !hadItsChance());
  const eligible = maySeeSocialProof({ user, now: Date.now(), shownThisSession: !firstChance });

  useEffect(() => {
    if (!eligible || due) return;
    const timer = window.setTimeout(() => {
      spendItsChance();
      setDue(true);
    }, socialProofRules.delayMs);
    return () => window.clearTimeout(timer);
  }, [eligible, due]);

  if (!due || !enabled || !eligible) return null;
  return (
    <Suspense fallback={null}>
      <SocialProofToast />
    </Suspense>
  );
}
