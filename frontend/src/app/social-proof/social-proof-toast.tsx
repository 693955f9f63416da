import '@frontend/app/social-proof/social-proof.css';
import { maySeeSocialProof, socialProofMessage, socialProofRules } from '@shared/accounts';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useFetchSocialProof } from '@frontend/app/social-proof/social-proof-api';
import { SOCIAL_PROOF_TEXTS as T } from '@frontend/app/social-proof/texts';
import { useCurrentUser } from '@frontend/app/session/use-session';

/** Hides after `visibleMs` of being seen: the time stops while `paused` (a pointer or the focus on it). */
function useVisibleFor(visibleMs: number, running: boolean, paused: boolean): boolean {
  const [expired, setExpired] = useState(false);
  const left = useRef(visibleMs);
  useEffect(() => {
    if (!running || paused || expired) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => setExpired(true), left.current);
    return () => {
      window.clearTimeout(timer);
      left.current = Math.max(0, left.current - (Date.now() - startedAt));
    };
  }, [running, paused, expired]);
  return !expired;
}

/**
 * The toast itself (spec §4): how many students started a free trial in the last 24 hours, or
 * joined Premium this week, when above 2; visible 6 s, the time paused while pointed at or
 * focused; a click goes to sign-up (a signed-in student to the plans).
 */
export function SocialProofToast() {
  const user = useCurrentUser();
  const { data } = useFetchSocialProof();
  const message = data?.toastOn && maySeeSocialProof({ user, now: data.dateNow, shownThisSession: false }) ? socialProofMessage(data) : undefined;
  const [pointed, setPointed] = useState(false);
  const [focused, setFocused] = useState(false);
  const [closed, setClosed] = useState(false);
  const visible = useVisibleFor(socialProofRules.visibleMs, message !== undefined, pointed || focused);

  if (!message || !visible || closed) return null;
  return (
    <aside
      className="pte-social-proof"
      aria-label={T.message(message)}
      onMouseEnter={() => setPointed(true)}
      onMouseLeave={() => setPointed(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <Link to={user ? '/pricing' : '/register'} className="pte-social-proof__link">
        <span className="pte-social-proof__icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="22" height="22" focusable="false">
            <path fill="currentColor" d="M16 11a4 4 0 1 0-3.99-4A4 4 0 0 0 16 11Zm-8 0a3 3 0 1 0-3-3 3 3 0 0 0 3 3Zm0 2c-2.33 0-7 1.17-7 3.5V19h7v-2.5c0-.85.33-2.34 2.37-3.47A12.3 12.3 0 0 0 8 13Zm8 0c-2.67 0-8 1.34-8 4v2h16v-2c0-2.66-5.33-4-8-4Z" />
          </svg>
        </span>
        <span className="pte-social-proof__text">
          {/* Announced politely, but not a status of the page: the page's own status messages stay the only ones. */}
          <span aria-live="polite" className="pte-social-proof__message">
            {T.message(message)}
          </span>
          <span className="pte-social-proof__action">{user ? T.studentAction : T.visitorAction}</span>
        </span>
      </Link>
      <button type="button" className="pte-social-proof__close" aria-label={T.close} onClick={() => setClosed(true)}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7l-1.4-1.4L9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z" />
        </svg>
      </button>
    </aside>
  );
}
