import { VisuallyHidden } from '@aws-amplify/ui-react';
import { useEffect, useRef, useState } from 'react';
import { clockText, milestoneReached } from '@frontend/features/mock-test/part-clock';
import { MOCK_TEST_TEXTS } from '@frontend/features/mock-test/texts';

const T = MOCK_TEST_TEXTS.runner.timer;

/**
 * The part's countdown. The clock itself is a timer, which screen readers leave alone as it changes
 * every second; a polite live region says the time left at 10, 5 and 1 minutes, and time up. The
 * region stays when the clock is hidden (between parts), so that time up is still heard.
 */
export function PartTimer({ secondsLeft, shown }: { secondsLeft: number; shown: boolean }) {
  const previous = useRef(secondsLeft);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const before = previous.current;
    previous.current = secondsLeft;
    if (secondsLeft === 0 && before > 0) return setAnnouncement(T.up);
    const milestone = milestoneReached(before, secondsLeft);
    if (milestone !== undefined) setAnnouncement(T.left(milestone / 60));
  }, [secondsLeft]);

  return (
    <>
      {shown && (
        <div className="pte-mock-timer" role="timer" aria-label={T.label} data-low={secondsLeft <= 60}>
          {clockText(secondsLeft)}
        </div>
      )}
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </>
  );
}
