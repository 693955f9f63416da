import { scorecardSvg } from '@shared/mock/scorecard-svg';
import { scorecardTexts } from '@shared/mock/scorecard-texts';
import { blobs } from '@functions/adapters/blobs';
import { config } from '@functions/platform/config';
import { MockStepRefusedError } from '@functions/platform/errors';
import { now } from './clock';
import { fetchPublicResult } from './results';
import { svgToPng } from './scorecard-png';

/** How long a download link lasts: enough to follow it at once, too short to pass around. */
const linkSeconds = 300;

/** Where a session's scorecard image is kept in the uploads bucket. */
/** Where a session's scorecard image is kept (removed with the account). */
export const scorecardKey = (sessionId: string) => `scorecards/${sessionId}.png`;

/**
 * The scorecard of a scored test as a PNG, drawn from the public result on first request and kept
 * (a scored result never changes), with a short-lived link to download it. Two first requests at
 * once both draw and store the same bytes. A test still being scored answers 409.
 */
export async function takeScorecardScreenshot(sessionId: string) {
  const result = await fetchPublicResult(sessionId);
  if (result.status === 'pending') throw new MockStepRefusedError(sessionId, scorecardTexts.pending);
  const key = scorecardKey(sessionId);
  // One byte is enough to know it is there; an empty object (a broken write) is drawn again.
  const stored = await blobs.get(config.UPLOADS_BUCKET, key, 'bytes=0-0');
  if (stored === 'missing' || stored === 'unsatisfiable') await blobs.put(config.UPLOADS_BUCKET, key, await svgToPng(scorecardSvg(result)), 'image/png');
  return { sessionId, url: await blobs.urlFor(config.UPLOADS_BUCKET, key, linkSeconds), expiresAt: now() + linkSeconds * 1000 };
}
