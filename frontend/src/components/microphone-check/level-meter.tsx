import { SILENCE_THRESHOLD } from '@frontend/components/recorder/capture/silence';
import { meterPercent } from '@frontend/components/microphone-check/level-scale';
import { MICROPHONE_CHECK_TEXTS as T } from '@frontend/components/microphone-check/texts';

export interface LevelMeterProps {
  /** RMS level, 0-1, as Capture.level() gives it. */
  level: number;
  label?: string;
}

/**
 * A horizontal microphone level meter on a decibel scale, with a mark at the silence threshold:
 * a voice that passes the mark will not be taken for silence by the recorder.
 */
export function LevelMeter({ level, label = T.meter }: LevelMeterProps) {
  const percent = meterPercent(level);
  const heard = level >= SILENCE_THRESHOLD;
  return (
    <div
      className="pte-level-meter"
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={T.meterValue(percent, heard)}
      data-heard={heard}
    >
      <div className="pte-level-meter__fill" style={{ width: `${percent}%` }} />
      <div className="pte-level-meter__mark" style={{ left: `${meterPercent(SILENCE_THRESHOLD)}%` }} aria-hidden="true" />
    </div>
  );
}
