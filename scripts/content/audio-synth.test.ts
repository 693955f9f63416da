import { describe, expect, it } from 'vitest';
import { inParallel, MissingToolError } from './audio-synth';

describe('inParallel', () => {
  it('runs at most the limit at once and keeps the results in order', async () => {
    let running = 0;
    let peak = 0;

    const results = await inParallel([30, 10, 20, 5, 15], 2, async (delay, index) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, delay));
      running -= 1;
      return index * 10;
    });

    expect(results).toEqual([0, 10, 20, 30, 40]);
    expect(peak).toBe(2);
  });
});

describe('MissingToolError', () => {
  it('names the Debian package to install', () => {
    const error = new MissingToolError('opusenc', 'opus-tools');

    expect(error.name).toBe('MissingToolError');
    expect(error.message).toBe('opusenc is not installed: run `sudo apt-get install opus-tools`');
  });
});
