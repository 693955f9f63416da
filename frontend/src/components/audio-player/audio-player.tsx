import '@frontend/components/audio-player/audio-player.css';
import { defaultVolume, playbackRates } from '@shared/exam';
import { useEffect, useId, useRef, useState } from 'react';
import { AUDIO_PLAYER_TEXTS } from '@frontend/components/audio-player/texts';

/** Browser storage of the player's volume (spec §9: stored locally, default 0.5). */
export const AUDIO_VOLUME_STORAGE_KEY = 'pte.audioVolume';

export function readStoredVolume(): number {
  try {
    const raw = window.localStorage.getItem(AUDIO_VOLUME_STORAGE_KEY);
    const value = raw === null ? Number.NaN : Number(raw);
    return Number.isFinite(value) && value >= 0 && value <= 1 ? value : defaultVolume;
  } catch {
    return defaultVolume;
  }
}

function storeVolume(volume: number) {
  try {
    window.localStorage.setItem(AUDIO_VOLUME_STORAGE_KEY, String(volume));
  } catch {
    // Blocked storage: the volume lasts for this page only.
  }
}

function clock(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export interface AudioPlayerProps {
  src: string;
  /** What the recording is, for screen readers (e.g. the question title). */
  label?: string;
  /** Mock tests, recording and review disable the controls (practice.md §4); the audio still plays. */
  controlsDisabled?: boolean;
  /** Starts playing as soon as it can (mock tests); browsers may refuse without a user gesture. */
  autoPlay?: boolean;
  /** Called once when the audio has played to its end, for types that wait for it. */
  onEnded?: () => void;
}

/**
 * The one audio player of the platform (platform.md §2): play and pause, a seek bar, the spec's
 * playback rates and a volume kept in browser storage; the spec's message when the audio fails.
 */
export function AudioPlayer({ src, label, controlsDisabled = false, autoPlay = false, onEnded }: AudioPlayerProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const [ended, setEnded] = useState(false);
  const [position, setPosition] = useState(0);
  const [duration, setDuration] = useState(0);
  const [rate, setRate] = useState(1);
  const [volume, setVolume] = useState(readStoredVolume);
  const rateId = useId();
  const volumeId = useId();
  const seekId = useId();

  useEffect(() => {
    setFailed(false);
    setEnded(false);
    setPlaying(false);
    setPosition(0);
  }, [src]);

  useEffect(() => {
    if (audioRef.current) audioRef.current.volume = volume;
  }, [volume]);

  useEffect(() => {
    if (audioRef.current) audioRef.current.playbackRate = rate;
  }, [rate]);

  function toggle() {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) {
      audio.play().catch(() => setPlaying(false));
    } else {
      audio.pause();
    }
  }

  if (failed) {
    return (
      <div className="pte-audio pte-audio--failed" role="alert">
        {AUDIO_PLAYER_TEXTS.unsupported}
      </div>
    );
  }

  return (
    <div className="pte-audio" role="group" aria-label={label ? `${AUDIO_PLAYER_TEXTS.region}: ${label}` : AUDIO_PLAYER_TEXTS.region}>
      <audio
        ref={audioRef}
        src={src}
        preload="metadata"
        autoPlay={autoPlay}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onLoadedMetadata={(event) => {
          setDuration(event.currentTarget.duration);
          event.currentTarget.volume = volume;
          event.currentTarget.playbackRate = rate;
        }}
        onDurationChange={(event) => setDuration(event.currentTarget.duration)}
        onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime)}
        onEnded={() => {
          setPlaying(false);
          if (!ended) {
            setEnded(true);
            onEnded?.();
          }
        }}
        onError={() => setFailed(true)}
      >
        {AUDIO_PLAYER_TEXTS.unsupported}
      </audio>
      <button type="button" className="pte-audio__play" onClick={toggle} disabled={controlsDisabled} aria-label={playing ? AUDIO_PLAYER_TEXTS.pause : AUDIO_PLAYER_TEXTS.play}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          {playing ? <path fill="currentColor" d="M7 5h3.5v14H7zm6.5 0H17v14h-3.5z" /> : <path fill="currentColor" d="M8 5.5v13l10.5-6.5z" />}
        </svg>
      </button>
      <span className="pte-audio__time" aria-hidden="true">
        {clock(position)} / {clock(duration)}
      </span>
      <label htmlFor={seekId} className="pte-sr-only">
        {AUDIO_PLAYER_TEXTS.seek}
      </label>
      <input
        id={seekId}
        className="pte-audio__seek"
        type="range"
        min={0}
        max={Number.isFinite(duration) && duration > 0 ? duration : 0}
        step={0.1}
        value={position}
        disabled={controlsDisabled || !(duration > 0)}
        aria-valuetext={`${clock(position)} of ${clock(duration)}`}
        onChange={(event) => {
          const next = Number(event.currentTarget.value);
          if (audioRef.current) audioRef.current.currentTime = next;
          setPosition(next);
        }}
      />
      <span className="pte-audio__setting">
        <label htmlFor={rateId}>{AUDIO_PLAYER_TEXTS.rate}</label>
        <select id={rateId} value={rate} disabled={controlsDisabled} onChange={(event) => setRate(Number(event.currentTarget.value))}>
          {playbackRates.map((option) => (
            <option key={option} value={option}>
              {AUDIO_PLAYER_TEXTS.rateOption(option)}
            </option>
          ))}
        </select>
      </span>
      <span className="pte-audio__setting">
        <label htmlFor={volumeId}>{AUDIO_PLAYER_TEXTS.volume}</label>
        <input
          id={volumeId}
          className="pte-audio__volume"
          type="range"
          min={0}
          max={1}
          step={0.05}
          value={volume}
          aria-valuetext={`${Math.round(volume * 100)}%`}
          onChange={(event) => {
            const next = Number(event.currentTarget.value);
            setVolume(next);
            storeVolume(next);
          }}
        />
      </span>
      {ended && (
        <span className="pte-sr-only" role="status">
          {AUDIO_PLAYER_TEXTS.ended}
        </span>
      )}
    </div>
  );
}
