import { afterEach, describe, expect, it } from 'vitest';
import { transcriberNames } from '@shared/api/speaking';
import { createTranscriber, getTranscriber, recognisesParts, useTranscriber, type Transcriber } from './index';

describe('getTranscriber', () => {
  afterEach(() => useTranscriber(undefined));

  it('is the one config.TRANSCRIBER names (pocketsphinx in unit tests), made once', () => {
    expect(getTranscriber().name).toBe('pocketsphinx');
    expect(getTranscriber()).toBe(getTranscriber());
  });

  it('is the one a test installed, until it is removed', async () => {
    const fake: Transcriber = { name: 'browser', transcribe: async () => ({ words: [{ word: 'hello', start: 0.5, end: 0.9, confidence: 0.8 }], duration: 1 }) };
    useTranscriber(fake);
    expect(getTranscriber()).toBe(fake);
    expect((await getTranscriber().transcribe({ bucket: 'b', key: 'k', wav: new Uint8Array() })).words).toHaveLength(1);

    useTranscriber(undefined);
    expect(getTranscriber().name).toBe('pocketsphinx');
  });
});

describe('createTranscriber', () => {
  it('makes each transcriber by its name', () => {
    expect(transcriberNames.map((name) => createTranscriber(name).name)).toEqual(['aws', 'moonshine', 'pocketsphinx', 'browser']);
  });
});

describe('recognisesParts', () => {
  it('is true for the local transcribers and AWS streams, which take any stretch of audio, not for the browser transcript of the whole answer', () => {
    expect(transcriberNames.filter(recognisesParts)).toEqual(['aws', 'moonshine', 'pocketsphinx']);
  });
});
