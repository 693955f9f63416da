import { describe, expect, it } from 'vitest';
import { goodnessOfWords, parseHypseg, slotsGrammar } from './goodness';

/** pocketsphinx_batch -hypseg output as captured: a forced alignment and a phone loop of one utterance. */
const alignment = 'chunk-0 S 0 T -5226 A -4552 L -674 0 -189 -337 <sil> 16 -121 0 the 27 -367 0 committee 59 -136 -337 <sil> 70';
const loop = 'chunk-0 S 0 T -1000 A -800 L -200 0 -200 0 SIL 16 -60 -40 DH 21 -60 -40 AH 27 -160 -30 K 43 -160 -30 AH 59 -110 -20 SIL 70';

describe('parseHypseg', () => {
  it('reads each segment with its frames and acoustic score', () => {
    expect(parseHypseg(`${alignment}\n`).get('chunk-0')).toEqual([
      { name: '<sil>', startFrame: 0, endFrame: 16, acousticScore: -189 },
      { name: 'the', startFrame: 16, endFrame: 27, acousticScore: -121 },
      { name: 'committee', startFrame: 27, endFrame: 59, acousticScore: -367 },
      { name: '<sil>', startFrame: 59, endFrame: 70, acousticScore: -136 },
    ]);
  });

  it('ignores lines that are not segmentations', () => {
    expect(parseHypseg('INFO: batch.c(778): hello\nchunk-1 S 0 T x A y L z\n\n').size).toBe(0);
  });
});

describe('slotsGrammar', () => {
  it('accepts exactly the words in order when each slot holds one word', () => {
    const slots = ['the', 'committee'].map((word) => ({ words: [word], optional: false }));
    expect(slotsGrammar(slots)).toBe('FSG_BEGIN words\nNUM_STATES 3\nSTART_STATE 0\nFINAL_STATE 2\nTRANSITION 0 1 1.0 the\nTRANSITION 1 2 1.0 committee\nFSG_END\n');
  });

  it('offers each slot’s words as alternatives, and a null transition where the slot may be skipped', () => {
    const grammar = slotsGrammar([
      { words: ['mandy', 'wendy'], optional: false },
      { words: ['has'], optional: true },
    ]);
    expect(grammar.split('\n').filter((line) => line.startsWith('TRANSITION'))).toEqual([
      'TRANSITION 0 1 0.5000 mandy',
      'TRANSITION 0 1 0.5000 wendy',
      'TRANSITION 1 2 0.5000 has',
      'TRANSITION 1 2 0.5000',
    ]);
  });
});

describe('goodnessOfWords', () => {
  it('takes the phone loop’s score over each word’s frames from its aligned score, per frame, silences left out', () => {
    const [aligned, phones] = [parseHypseg(alignment).get('chunk-0')!, parseHypseg(loop).get('chunk-0')!];

    // 'the' (16-27): the loop's DH and AH, -120 over 11 frames, against -121 → -0.09.
    // 'committee' (27-59): the loop's K and AH, -320 over 32 frames, against -367 → -1.47.
    expect(goodnessOfWords(aligned, phones)).toEqual([
      { word: 'the', start: 0.16, end: 0.27, goodness: -0.09 },
      { word: 'committee', start: 0.27, end: 0.59, goodness: -1.47 },
    ]);
  });

  it('counts a loop phone that straddles a word’s edge for its share of frames inside', () => {
    const word = [{ name: 'cat', startFrame: 10, endFrame: 20, acousticScore: -100 }];
    const phones = [
      { name: 'K', startFrame: 5, endFrame: 15, acousticScore: -40 },
      { name: 'AE', startFrame: 15, endFrame: 25, acousticScore: -60 },
    ];
    // Inside the word: half of K (-20) and half of AE (-30) → (-100 + 50) / 10.
    expect(goodnessOfWords(word, phones).map(({ goodness }) => goodness)).toEqual([-5]);
  });
});
