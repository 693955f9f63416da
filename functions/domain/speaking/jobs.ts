import { rateRules, speakingCreditTexts, type SpeakingCredits } from '@shared/accounts';
import type { SpeechAnalysis } from '@shared/api';
import { itemTypes, type Question } from '@shared/exam';
import { getQueue } from '@functions/adapters/queue';
import { getTranscriber, recognisesParts } from '@functions/adapters/transcriber';
import { createSpeechPart, getQuestion, getSpeechPart, takeRate, type SpeechJob, type SpeechPartRef } from '@functions/data';
import { Accounts } from '@functions/domain/accounts';
import { Analysis } from '@functions/domain/analysis';
import { Practice } from '@functions/domain/practice';
import type { Caller } from '@functions/platform/auth';
import { config } from '@functions/platform/config';
import { CreditExhaustedError, FieldValidationError, QuestionLockedError, QuestionNotFoundError } from '@functions/platform/errors';
import { creditsOf, paymentOf, recordUnscored, spendCredit, type Payer } from './credits';
import { recognisePart, recogniseWithParts } from './parts';
import { checkRecording, createUpload, readRecording, recordingKey } from './recordings';
import { listeningFor, speechAnalysisOf } from './speech-analysis';
import { speakingTexts } from './texts';

/** The caller as the one who pays: a student, or a visitor by anonymous id (which a visitor must send). */
async function payerOf(caller: Caller | undefined, anonymousId: string | undefined): Promise<Payer> {
  if (caller) return { user: await Accounts.loadUser(caller) };
  if (!anonymousId) throw new FieldValidationError({ anonymousId: speakingTexts.visitorId });
  return { anonymousId };
}

/** A speaking question the payer may open (samples for everyone, the rest with a paid plan, as practice.ts rules). */
async function speakingQuestion(uid: string, payer: Payer): Promise<Question> {
  const question = await getQuestion(uid);
  if (!question) throw new QuestionNotFoundError(uid);
  if (itemTypes[question.type].answerKind !== 'speech') throw new FieldValidationError({ uid: speakingTexts.notSpeaking });
  if (!question.isSample && !Practice.hasPaidPlan('user' in payer ? payer.user : undefined)) throw new QuestionLockedError(uid, Practice.lockedMessage);
  return question;
}

export async function fetchCredits(caller: Caller | undefined, anonymousId: string | undefined): Promise<{ credits: SpeakingCredits }> {
  return { credits: await creditsOf(await payerOf(caller, anonymousId)) };
}

/** A presigned PUT for the recording of an answer to `uid`. */
export async function startUpload(caller: Caller | undefined, input: { uid: string; bytes: number; anonymousId?: string | undefined }) {
  const payer = await payerOf(caller, input.anonymousId);
  await speakingQuestion(input.uid, payer);
  return createUpload(payer, input.bytes);
}

/** The message that asks the speech worker to recognise a part (a job's message names its job instead). */
export interface PartMessage {
  partKey: string;
}

/**
 * A part of a practice answer being recorded, queued to be recognised at once (see parts.ts). It
 * costs no credit, but only a payer who could submit the answer may send one, so that the decoder
 * is not free to anyone.
 */
export async function startPart(
  caller: Caller | undefined,
  clientAddress: string,
  input: { uid: string; uploadId: string; anonymousId?: string | undefined },
): Promise<{ recognising: boolean }> {
  const payer = await payerOf(caller, input.anonymousId);
  const question = await speakingQuestion(input.uid, payer);
  const credits = await creditsOf(payer);
  if (itemTypes[question.type].scoring !== 'unscored' && !credits.unlimited && credits.left <= 0) {
    throw new CreditExhaustedError('speaking', 'user' in payer ? speakingCreditTexts.userLimit : speakingCreditTexts.visitorNone);
  }
  return queuePart(payer, clientAddress, question, input.uploadId);
}

/**
 * Queues the payer's uploaded part of an answer to `question` to be recognised, once (a part sent
 * twice is recognised once), after its caller has checked that the payer may send it: a practice
 * credit, or the mock whose open item it answers. Parts are bounded per payer and hour, and past
 * that (or with a transcriber that reads whole recordings only) `recognising` is false: the
 * browser stops sending them and the answer is recognised whole.
 */
export async function queuePart(payer: Payer, clientAddress: string, question: Question, uploadId: string): Promise<{ recognising: boolean }> {
  if (!recognisesParts(config.TRANSCRIBER)) return { recognising: false };
  if (!(await takeRate('speechParts', 'user' in payer ? payer.user.userId : clientAddress, rateRules.speechParts))) return { recognising: false };
  const partKey = recordingKey(payer, uploadId);
  await checkRecording(partKey, itemTypes[question.type].answeringTime);
  if (await createSpeechPart({ partKey, uid: question.uid })) await getQueue().send(config.SPEECH_QUEUE_URL, { partKey } satisfies PartMessage);
  return { recognising: true };
}

/** The parts an answer names, looked for under its payer's folder only, so that nobody can lend words to another's answer. */
export function partRefsOf(payer: Payer, parts: readonly { uploadId: string; startSample: number }[]): SpeechPartRef[] {
  return parts.map((part) => ({ partKey: recordingKey(payer, part.uploadId), startSample: part.startSample }));
}

/**
 * Submits an uploaded recording: checks it (a WAV of a sane length, the caller's own), spends
 * one credit (spec practice §6) unless the item is not scored (Personal Introduction), then starts
 * the job and answers at once with its id. Nothing is spent when the recording is refused; the credit is given back when the job cannot be queued
 * or fails for good (Analysis.startJob, runJob).
 */
export async function submitSpeech(
  caller: Caller | undefined,
  clientAddress: string,
  input: {
    uid: string;
    uploadId: string;
    anonymousId?: string | undefined;
    browserTranscript?: { text: string; confidence: number } | undefined;
    isMockTest: boolean;
    parts?: { uploadId: string; startSample: number }[] | undefined;
  },
): Promise<{ jobId: string; credits: SpeakingCredits }> {
  const payer = await payerOf(caller, input.anonymousId);
  const question = await speakingQuestion(input.uid, payer);
  const key = recordingKey(payer, input.uploadId);
  await checkRecording(key, itemTypes[question.type].answeringTime);
  const scored = itemTypes[question.type].scoring !== 'unscored';
  const credits = scored ? await spendCredit(payer, clientAddress) : await recordUnscored(payer, clientAddress);
  const { jobId } = await Analysis.startJob(
    {
      kind: 'speech',
      uid: input.uid,
      recordingKey: key,
      isMockTest: input.isMockTest,
      ...('user' in payer ? { userId: payer.user.userId } : {}),
      ...(input.browserTranscript ? { browserTranscript: input.browserTranscript } : {}),
      ...(input.parts?.length ? { parts: partRefsOf(payer, input.parts) } : {}),
    },
    scored ? paymentOf(payer, credits) : undefined,
  );
  return { jobId, credits };
}

/** The analysis of a job's recording: transcribed, then scored with shared/scoring ('unanswerable' when the question is gone). */
export async function analyseSpeechJob(job: SpeechJob): Promise<SpeechAnalysis | 'unanswerable'> {
  const question = await getQuestion(job.uid);
  if (!question || job.recordingKey === undefined) return 'unanswerable';
  const { recordingKey: key } = job;
  const { bytes, info } = await readRecording(key, itemTypes[question.type].answeringTime);
  const transcriber = getTranscriber();
  const transcribe = (wav: Uint8Array) =>
    transcriber.transcribe({
      bucket: config.UPLOADS_BUCKET,
      key,
      wav,
      ...listeningFor(question),
      ...(job.browserTranscript ? { browserTranscript: job.browserTranscript } : {}),
    });
  const recognition = job.parts && recognisesParts(transcriber.name) ? await recogniseWithParts(bytes, info, job.parts, transcribe) : await transcribe(bytes);
  return speechAnalysisOf(question, recognition, { seconds: info.duration, transcriber: transcriber.name });
}

/** The worker's step: a transcriber failure is thrown so that the queue retries, until the job's last attempt. */
export function runSpeechJob(message: Analysis.JobMessage) {
  return Analysis.runJob(message, 'speech', analyseSpeechJob);
}

/** The worker's step for a part: recognised with what its question expects to hear. */
export async function runPart({ partKey }: PartMessage): Promise<'done' | 'failed' | 'already ended' | 'missing'> {
  const part = await getSpeechPart(partKey);
  if (part?.status !== 'pending') return 'already ended';
  const question = await getQuestion(part.uid);
  if (!question) return 'missing';
  const transcriber = getTranscriber();
  return recognisePart(
    partKey,
    (key) => readRecording(key, itemTypes[question.type].answeringTime),
    (wav) => transcriber.transcribe({ bucket: config.UPLOADS_BUCKET, key: partKey, wav, ...listeningFor(question) }),
  );
}

/** A job's status and analysis; a student's job is theirs alone. */
export function getSpeechAnalysis(caller: Caller | undefined, jobId: string) {
  return Analysis.viewJob(caller?.userId, jobId, 'speech');
}
