import { describe, expect, it } from 'vitest';
import type { Question } from '@shared/exam';
import { listeningFor } from './speech-analysis';

const item = (question: Partial<Question> & Pick<Question, 'type'>) => ({ uid: `${question.type}-0001`, section: 'Speaking', title: 'An item', ...question }) as Question;

describe('listeningFor', () => {
  it('gives the transcriber the words to say in order for a text read or repeated, and only what to listen for otherwise', () => {
    expect(listeningFor(item({ type: 'SRA', topic: 'Coral reefs occupy less than one per cent of the ocean floor.' }))).toEqual({
      expectedText: 'Coral reefs occupy less than one per cent of the ocean floor.',
      referenceText: 'Coral reefs occupy less than one per cent of the ocean floor.',
    });
    expect(listeningFor(item({ type: 'SRS', transcript: 'The library closes at six.' }))).toEqual({ expectedText: 'The library closes at six.', referenceText: 'The library closes at six.' });
    expect(listeningFor(item({ type: 'SSQ', correctAnswers: ['Six (6)'] }))).toEqual({ expectedText: expect.stringContaining('It is Six (6)') });
    expect(listeningFor(item({ type: 'SRL', sampleAnswer: 'The lecture was about bees.', keywords: ['bees'] }))).toEqual({ expectedText: 'The lecture was about bees.. bees' });
    expect(listeningFor(item({ type: 'SPI' }))).toEqual({});
  });
});
