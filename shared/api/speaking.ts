import { z } from 'zod';
import type { Evidence } from '@shared/scoring';

/** The largest recording accepted: 5 MB, over two minutes of 16 kHz mono 16-bit WAV. */
export const recordingMaxBytes = 5 * 1024 * 1024;

/**
 * Which transcriber turned the recording into words (DESIGN §6): AWS Transcribe in the cloud;
 * locally Moonshine with PocketSphinx's alignment, or PocketSphinx alone; the browser's as the
 * last fallback.
 */
export const transcriberNames = ['aws', 'moonshine', 'pocketsphinx', 'browser'] as const;
export type TranscriberName = (typeof transcriberNames)[number];

/** The size of a recording about to be uploaded: a WAV header at least, 5 MB at most. */
export const RecordingBytesSchema = z
  .number({ message: 'Give the size of the recording.' })
  .int()
  .min(44, { message: 'The recording is empty.' })
  .max(recordingMaxBytes, { message: 'The recording is too long (at most 5 MB).' });

/** A presigned PUT for one recording: send the WAV to `url` with `headers` before `expiresAt`. */
export const RecordingUploadSchema = z.object({ uploadId: z.string(), url: z.string(), headers: z.record(z.string(), z.string()), expiresAt: z.number().int() });

/** A recording's upload id, from createSpeechUpload. */
export const UploadIdSchema = z.uuid({ message: 'This recording does not exist.' });

/** Parts recognised while recording never come faster than one per this many seconds (the recorder sends one about every 10 s). */
export const speechPartSeconds = 8;

/**
 * The parts of an answer recognised while it was recorded, in order: each part's upload and the
 * sample of the whole recording where it starts. At most one per 8 s of the longest answer (2 minutes).
 */
export const SpeechPartsSchema = z
  .array(z.object({ uploadId: UploadIdSchema, startSample: z.number().int().min(0) }))
  .max(Math.ceil(125 / speechPartSeconds), { message: 'Too many recording parts.' })
  .refine((parts) => parts.every((part, index) => index === 0 || part.startSample > parts[index - 1]!.startSample), { message: 'The recording parts are out of order.' });

/** A visitor's anonymous id, made by the browser and kept in its storage, so the server can bound free credits. */
export const AnonymousIdSchema = z.uuid({ message: 'This visitor id is not valid.' });

export const SpeakingCreditsSchema = z.union([
  z.object({ unlimited: z.literal(true) }),
  z.object({ unlimited: z.literal(false), left: z.number().int(), total: z.number().int() }),
]);

/** The evidence of a trait as shared/scoring builds it; its shape is checked where it is made. */
const EvidenceSchema = z.custom<Evidence>((value) => typeof value === 'object' && value !== null && 'kind' in value);

/** One scored trait of a speaking answer with the sentence that explains it (describeTrait). */
export const SpeechTraitSchema = z.object({ name: z.string(), score: z.number(), max: z.number(), comment: z.string(), evidence: EvidenceSchema });

/** The AI analysis of a recorded answer: the score, every trait with its evidence, and what was heard. */
export const SpeechAnalysisSchema = z.object({
  score: z.number(),
  max: z.number(),
  successful: z.boolean(),
  traits: z.array(SpeechTraitSchema),
  transcript: z.string(),
  /** Seconds of audio received. */
  recordingSeconds: z.number(),
  transcriber: z.enum(transcriberNames),
});
export type SpeechAnalysis = z.infer<typeof SpeechAnalysisSchema>;
