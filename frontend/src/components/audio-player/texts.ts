/** Texts of the audio player; the error is quoted by platform.md §8 and practice.md §8. */
export const AUDIO_PLAYER_TEXTS = {
  region: 'Audio player',
  play: 'Play audio',
  pause: 'Pause audio',
  seek: 'Position in the audio',
  rate: 'Playback speed',
  volume: 'Volume',
  rateOption: (rate: number) => `${rate}x`,
  unsupported: 'Your browser does not support the audio player.',
  ended: 'The audio has ended.',
} as const;
