import type { User } from '@shared/api';

/** The query that opens the profile at its speaking settings (practice.md §2: openSettings=true). */
export const OPEN_SETTINGS_PARAM = 'openSettings';

/** Where 'Open Settings' and the silence notice lead. */
export const SPEAKING_SETTINGS_PATH = `/profile?${OPEN_SETTINGS_PARAM}=true`;

/** The stepsDone flags of the speaking settings: each one switches a default off. */
export const SPEAKING_SETTING_FLAGS = { silenceDetection: 'should_auto_silence_off', playback: 'should_playback_off' } as const;

/** Three seconds of silence stop a recording unless the student switched it off; always for visitors. */
export function stopsOnSilence(user: Pick<User, 'stepsDone'> | undefined): boolean {
  return !user?.stepsDone.includes(SPEAKING_SETTING_FLAGS.silenceDetection);
}

/** The recording plays back by itself after recording unless the student switched it off; always for visitors. */
export function playsBackAutomatically(user: Pick<User, 'stepsDone'> | undefined): boolean {
  return !user?.stepsDone.includes(SPEAKING_SETTING_FLAGS.playback);
}
