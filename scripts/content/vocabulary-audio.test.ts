import { describe, expect, it } from 'vitest';
import { planWordAudio, wordAudioJob } from './vocabulary-audio';

describe('planWordAudio', () => {
  it('synthesises the words without audio and removes the audio of words no list holds', () => {
    const lists = [{ id: 'one', title: 'One', description: 'A list of words.', words: ['analyse', 'assess'].map((word) => ({ word, pos: 'verb' as const, definition: 'A meaning.', example: `We ${word}.` })) }];

    const plan = planWordAudio(lists, new Set(['analyse', 'zebra']));

    expect(plan.synthesise.map(({ track, segments }) => [track, segments[0]!.text])).toEqual([['assess', 'assess']]);
    expect(plan.remove).toEqual(['zebra']);
  });

  it('gives a word the same job every time, so its bytes are reproducible', () => {
    expect(wordAudioJob('assess')).toEqual(wordAudioJob('assess'));
  });
});
