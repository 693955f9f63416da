import { timerTickMs } from '@shared/exam';
import { useEffect, useRef, useState } from 'react';
import { QUESTION_SCREEN_TEXTS as T } from '@frontend/features/answering/question-screen/texts';
import type { PracticeMode } from '@frontend/features/answering/question-screen/inputs/input-props';

export function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export interface TargetTimerProps {
  targetSeconds: number;
  running: boolean;
  mode: PracticeMode;
  /** Mock tests only: called once when the countdown reaches 0. */
  onTimeUp?: () => void;
}

/**
 * The target-time timer (practice.md §9): practice counts up against the type's target and turns
 * red past it; a mock test counts down and ends the answer at 0.
 */
export function TargetTimer({ targetSeconds, running, mode, onTimeUp }: TargetTimerProps) {
  const [elapsed, setElapsed] = useState(0);
  const timeUpRef = useRef(onTimeUp);
  timeUpRef.current = onTimeUp;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setElapsed((value) => value + 1), timerTickMs);
    return () => window.clearInterval(timer);
  }, [running]);

  useEffect(() => {
    if (mode === 'mock' && running && elapsed >= targetSeconds) timeUpRef.current?.();
  }, [mode, running, elapsed, targetSeconds]);

  const over = elapsed > targetSeconds;
  if (mode === 'mock') {
    return (
      <div className="pte-timer" data-over={elapsed >= targetSeconds} role="timer" aria-label={T.timer.label}>
        {T.timer.left(clock(targetSeconds - elapsed))}
      </div>
    );
  }
  return (
    <div className="pte-timer" data-over={over} role="timer" aria-label={T.timer.label}>
      <span className="pte-timer__elapsed">{clock(elapsed)}</span>
      <span className="pte-timer__target">{T.timer.target(clock(targetSeconds))}</span>
      {over && <span className="pte-timer__over">{T.timer.over}</span>}
    </div>
  );
}
