import { speakingCreditMessage, userSpeakingCredits, visitorCredits, visitorSpeakingCredits } from '@shared/accounts';
import type { SpeakingCredits } from '@shared/accounts';
import { useCallback, useMemo, useState } from 'react';
import { session } from '@frontend/app/session/session-store';
import { useCurrentUser } from '@frontend/app/session/use-session';
import { visitorAnonymousId } from '@frontend/app/session/visitor-id';

/** Browser storage of a visitor's free credits (platform.md §6: counted locally). */
export const VISITOR_CREDITS_USED_KEY = 'pte.speakingCreditsUsed';

function readUsed(): number {
  try {
    const used = Number(window.localStorage.getItem(VISITOR_CREDITS_USED_KEY));
    return Number.isInteger(used) && used > 0 ? used : 0;
  } catch {
    return 0;
  }
}

function writeUsed(used: number) {
  try {
    window.localStorage.setItem(VISITOR_CREDITS_USED_KEY, String(used));
  } catch {
    // Blocked storage: the count lasts for this page; the server still bounds the anonymous id.
  }
}

/**
 * AI speaking credits on the speaking screen (practice.md §6): a visitor's counted in browser
 * storage with an anonymous id, a student's from the session user and then from each
 * submission's answer. `blocked` stops recording; `message` is the spec's credit line.
 */
export function useSpeakingCredits() {
  const user = useCurrentUser();
  const visitor = user === undefined;
  const [visitorUsed, setVisitorUsed] = useState(readUsed);
  // The server's count after a submission, fresher than the session user until it is refreshed.
  const [answered, setAnswered] = useState<SpeakingCredits>();
  const anonymousId = useMemo(() => (visitor ? visitorAnonymousId() : undefined), [visitor]);

  const credits = visitor ? visitorCredits(visitorUsed) : (answered ?? userSpeakingCredits(user));

  /** One credit spent; `server` is submitSpeech's count, which wins when it leaves fewer. */
  const spent = useCallback(
    (server: SpeakingCredits) => {
      if (!visitor) {
        setAnswered(server);
        // The rest of the app (the account bar, the next question) reads the session user.
        return void session.refreshUser();
      }
      setVisitorUsed((used) => {
        const next = server.unlimited ? used + 1 : Math.max(used + 1, visitorSpeakingCredits - server.left);
        writeUsed(next);
        return next;
      });
    },
    [visitor],
  );

  /** The analysis failed for good and the server gave its credit back. */
  const givenBack = useCallback(() => {
    if (!visitor) {
      setAnswered(undefined);
      return void session.refreshUser();
    }
    setVisitorUsed((used) => {
      const next = Math.max(0, used - 1);
      writeUsed(next);
      return next;
    });
  }, [visitor]);

  /** The server refused for want of credit (403): none left, whatever the local count said. */
  const total = credits.unlimited ? 0 : credits.total;
  const exhausted = useCallback(() => {
    if (!visitor) return setAnswered({ unlimited: false, left: 0, total });
    writeUsed(visitorSpeakingCredits);
    setVisitorUsed(visitorSpeakingCredits);
  }, [visitor, total]);

  return {
    credits,
    blocked: !credits.unlimited && credits.left <= 0,
    message: speakingCreditMessage(credits, visitor),
    anonymousId,
    spent,
    givenBack,
    exhausted,
  };
}
