import { shouldPromptReview } from '@shared/accounts';
import { lazy, Suspense, useState } from 'react';
import { useFeatureSwitch } from '@frontend/app/feature-switches/feature-switches';
import { useCurrentUser } from '@frontend/app/session/use-session';

// Its own chunk, loaded only for a student it shows to: the prompt, its form and the query hooks.
const ReviewPrompt = lazy(() => import('@frontend/app/reviews/review-prompt').then((m) => ({ default: m.ReviewPrompt })));

/** The pages the review prompt appears on (spec §4): the practice list and the statistics. */
export const REVIEW_PROMPT_PATHS: readonly string[] = ['/practice', '/statistics'];

/**
 * The review prompt, when the signed-in student's steps call for it on these pages and an admin
 * left it switched on (asked only then). Once shown it
 * stays until the student answers, even though the rating's reply already records the review-done
 * step that would hide it.
 */
export function ReviewPromptSlot({ pathname }: { pathname: string }) {
  const user = useCurrentUser();
  const onPage = REVIEW_PROMPT_PATHS.includes(pathname.replace(/\/+$/, '') || '/');
  const called = Boolean(user && onPage && shouldPromptReview(user, Date.now()));
  const due = useFeatureSwitch('reviewPrompt', called) && called;
  const [shown, setShown] = useState(false);
  // Answered on this visit: never shown again before the page is left, even if a render sees the
  // user of before the answer (the prompt came straight back after 'Later' on a busy machine).
  const [answered, setAnswered] = useState(false);
  // Latched while rendering (React's way to derive state from props), so that it survives the user's update.
  if (due && !shown && !answered) setShown(true);
  if (!shown || !onPage || !user) return null;
  return (
    <Suspense fallback={null}>
      <ReviewPrompt
        onClose={() => {
          setShown(false);
          setAnswered(true);
        }}
      />
    </Suspense>
  );
}
