import { SpeechAnalysisSchema, type SpeechAnalysis, type TranscriberName } from '@shared/api';
import type { Question } from '@shared/exam';
import { describeTrait, scoreQuestion, transcriptOf, type Recognition } from '@shared/scoring';
import type { TranscribeRequest } from '@functions/adapters/transcriber/port';

/**
 * The pure half of the speech worker: what it listens for and what it makes of what it heard.
 * The worker (jobs.ts) adds the recording and the transcriber; the speaking ladder test scores
 * recorded recognitions through the same functions, so that a change to a scoring rule is judged
 * there as a student's answer would be.
 */

/**
 * An Answer Short Question answer as students say it: the word alone or in a short sentence. The
 * decoder listens for these words only where the item expects them; without the sentence's own
 * words, 'It is Mercury' was heard as 'isn't our gary', its sounds fitted to the answer's.
 */
const answerSaid = (answer: string) => [answer, `It is ${answer}`, `It's ${answer}`, `The answer is ${answer}`];

/**
 * What the item expects to hear, which the transcriber listens for (it still hears anything else):
 * the passage read, the sentence repeated, the accepted answers, or a talk's sample answer and
 * keywords, each answer or keyword a sentence of its own. Personal Introduction expects nothing.
 */
export function expectedTextOf(question: Question): string | undefined {
  switch (question.type) {
    case 'SRA':
      return question.topic;
    case 'SRS':
      return question.transcript;
    case 'SSQ':
      return question.correctAnswers?.flatMap(answerSaid).join('. ');
    case 'SPI':
      return undefined;
    default: {
      const expected = [question.sampleAnswer, ...(question.keywords ?? [])].filter((text) => text !== undefined && text.trim() !== '');
      return expected.length > 0 ? expected.join('. ') : undefined;
    }
  }
}

/**
 * The words an answer to `question` should say in order: the passage read, the sentence repeated.
 * Answer Short Question's answer is not given: Moonshine misheard a correct short answer by
 * flite's voices in 3 of 15 ladders ('a decade' as 'a cage'), which PocketSphinx listening for
 * the answers did not.
 */
function referenceTextOf(question: Question): string | undefined {
  return question.type === 'SRA' ? question.topic : question.type === 'SRS' ? question.transcript : undefined;
}

/** What the transcriber is told about an answer to `question`: what to listen for, and the words it should say in order, if the item has them. */
export function listeningFor(question: Question): Pick<TranscribeRequest, 'expectedText' | 'referenceText'> {
  const expectedText = expectedTextOf(question);
  const referenceText = referenceTextOf(question);
  return { ...(expectedText ? { expectedText } : {}), ...(referenceText ? { referenceText } : {}) };
}

/** The recording a recognition was heard in: its length in seconds and who heard it. */
export interface HeardRecording {
  seconds: number;
  transcriber: TranscriberName;
}

/** The analysis shown for an answer to `question`: its recognition scored with shared/scoring, each trait with a comment on what to improve. */
export function speechAnalysisOf(question: Question, recognition: Recognition, recording: HeardRecording): SpeechAnalysis {
  const score = scoreQuestion(question, { kind: 'speech', recognition });
  return SpeechAnalysisSchema.parse({
    score: score.score,
    max: score.max,
    successful: score.successful,
    traits: score.traits.map((trait) => ({ ...trait, comment: describeTrait(trait) })),
    transcript: transcriptOf(recognition),
    recordingSeconds: Math.round(recording.seconds * 10) / 10,
    transcriber: recording.transcriber,
  });
}
