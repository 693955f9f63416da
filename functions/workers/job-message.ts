import { z } from 'zod';
import type { Analysis } from '@functions/domain/analysis';

const MessageSchema = z.object({ jobId: z.uuid() });

/** A queue message's job, or undefined for a body that is not one (not JSON, or not a job id): such a message would fail on every delivery, so it is dropped, not retried. */
export function parseJobMessage(body: string): Analysis.JobMessage | undefined {
  try {
    const parsed = MessageSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
