import type { ItemTypeCode } from '@shared/exam';
import { describe, expect, it } from 'vitest';
import { hasAudio, speakable, spokenBlankText, spokenScript, spokenText, wordCore, type AudioSource } from './audio-text';

const source = (type: ItemTypeCode, fields: Omit<Partial<AudioSource>, 'type'>): AudioSource => ({ type, ...fields });

describe('spokenScript', () => {
  it.each(['LSA', 'LMA', 'LHS', 'LST', 'LCT', 'LWD', 'SRS', 'SSQ', 'SRL'] as const)('speaks the transcript of %s as one voice, without a beep', (type) => {
    const result = spokenScript(source(type, { transcript: ' Water  boils at one hundred degrees. ', topic: 'Not this.' }));

    expect(result).toEqual({ script: { segments: [{ text: 'Water boils at one hundred degrees.' }], beep: false } });
  });

  it('ends Select Missing Word with a beep after the transcript', () => {
    const result = spokenScript(source('LMW', { transcript: 'The answer, in short, is to' }));

    expect(result).toEqual({ script: { segments: [{ text: 'The answer, in short, is to' }], beep: true } });
  });

  it('fills each blank of a typed-blanks topic with its correct answer, in order', () => {
    const result = spokenScript(source('LWB', { topic: 'Cells ___ energy from ____ sugar.', correctAnswers: ['release', 'stored'] }));

    expect(result).toEqual({ script: { segments: [{ text: 'Cells release energy from stored sugar.' }], beep: false } });
  });

  it('reports typed blanks whose answers do not match the blanks', () => {
    const result = spokenScript(source('LWB', { topic: 'Cells ___ energy from ___ sugar.', correctAnswers: ['release'] }));

    expect(result).toEqual({ problem: expect.objectContaining({ field: 'correctAnswers' }) });
  });

  it('says the correct words at the indexes to click, keeping the shown punctuation', () => {
    const result = spokenScript(
      source('LIW', { transcript: 'The rapid, steady growth of towns changed farming.', indexToClick: [1, 6], correctAnswers: ['quick', 'transformed'] }),
    );

    expect(result).toEqual({ script: { segments: [{ text: 'The quick, steady growth of towns transformed farming.' }], beep: false } });
  });

  it('keeps the punctuation of a correct word that has its own', () => {
    const result = spokenScript(source('LIW', { transcript: 'It was rapid.', indexToClick: [2], correctAnswers: ['slow!'] }));

    expect('script' in result && spokenText(result.script)).toBe('It was slow!');
  });

  it('reports an index to click outside the transcript', () => {
    const result = spokenScript(source('LIW', { transcript: 'Too short.', indexToClick: [5], correctAnswers: ['word'] }));

    expect(result).toEqual({ problem: expect.objectContaining({ field: 'indexToClick.0' }) });
  });

  it('speaks the scenario of Respond to a Situation', () => {
    const result = spokenScript(source('SIT', { topic: 'Your tutor has moved the meeting.', transcript: 'Not this.' }));

    expect(result).toEqual({ script: { segments: [{ text: 'Your tutor has moved the meeting.' }], beep: false } });
  });

  it('splits a discussion into turns without the speaker labels', () => {
    const transcript = 'Speaker A: Rents keep rising.\nSpeaker B:  Wages do not.\n\nSpeaker A: So what changes?\nSpeaker C: Building more homes.';

    const result = spokenScript(source('SGD', { transcript }));

    expect(result).toEqual({
      script: {
        segments: [
          { speaker: 'A', text: 'Rents keep rising.' },
          { speaker: 'B', text: 'Wages do not.' },
          { speaker: 'A', text: 'So what changes?' },
          { speaker: 'C', text: 'Building more homes.' },
        ],
        beep: false,
      },
    });
  });

  it('reports a discussion with one speaker', () => {
    const result = spokenScript(source('SGD', { transcript: 'Speaker A: Hello.\nSpeaker A: Still me.' }));

    expect(result).toEqual({ problem: { field: 'transcript', message: 'a group discussion needs at least two speakers' } });
  });

  it('reports an empty transcript', () => {
    expect(spokenScript(source('LWD', { transcript: '  ' }))).toEqual({ problem: expect.objectContaining({ field: 'transcript' }) });
  });

  it('reports a type without audio', () => {
    expect(spokenScript(source('RSA', { transcript: 'Text.' }))).toEqual({ problem: { field: 'track', message: 'RSA items have no audio' } });
  });
});

describe('hasAudio', () => {
  it('is true for listening types and the speaking types with a prompt to hear', () => {
    expect(['LWD', 'LIW', 'SGD', 'SIT', 'SSQ'].every((code) => hasAudio(code as ItemTypeCode))).toBe(true);
    expect(['RSA', 'SRA', 'SDI', 'SPI', 'WWE'].some((code) => hasAudio(code as ItemTypeCode))).toBe(false);
  });
});

describe('speakable', () => {
  it('turns typographic quotes, dashes and ellipses into ASCII the synthesiser reads', () => {
    expect(speakable('\u201CWait\u201D \u2014 it\u2019s late\u2026')).toBe(`"Wait", it's late...`);
  });
});

describe('spokenBlankText', () => {
  it('treats a long run of underscores as one blank', () => {
    expect(spokenBlankText('A _____ day.', ['bright'])).toBe('A bright day.');
  });
});

describe('wordCore', () => {
  it('drops surrounding punctuation and case', () => {
    expect(wordCore('"Rapid,"')).toBe('rapid');
    expect(wordCore("don't")).toBe("don't");
  });
});
