import { z } from 'zod';
import type { Analysis } from '@functions/domain/analysis';
import type { Speaking } from '@functions/domain/speaking';

const MessageSchema = z.object({ jobId: z.uuid() });
const SpeechMessageSchema = z.union([MessageSchema, z.object({ partKey: z.string().min(1).max(1024) })]);

/** A speech queue message: a job to score, or a part of an answer being recorded to recognise; undefined as parseJobMessage. */
export function parseSpeechMessage(body: string): Analysis.JobMessage | Speaking.PartMessage | undefined {
  try {
    const parsed = SpeechMessageSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** A queue message's job, or undefined for a body that is not one (not JSON, or not a job id): such a message would fail on every delivery, so it is dropped, not retried. */
export function parseJobMessage(body: string): Analysis.JobMessage | undefined {
  try {
    const parsed = MessageSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
