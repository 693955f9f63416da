import { z } from 'zod';
import { defineOperation } from '../operation';
import { FileBodySchema, MediaIdSchema, RangeHeaderSchema } from '../files';
import { profileImageMaxBytes, UploadedFileSchema } from '../uploads';
import { ScorecardImageSchema, SessionIdSchema } from '../mock';
import { UserSchema } from '../user';

/** POST /api/aws/uploadProfileImage (multipart, field `file`): a jpg, jpeg or png of at most 5 MB, checked by content. */
export const uploadProfileImage = defineOperation({
  group: 'aws',
  name: 'uploadProfileImage',
  method: 'POST',
  access: 'user',
  body: 'multipart',
  input: z.object({ file: UploadedFileSchema }),
  output: z.object({ user: UserSchema }),
  maxBodyBytes: profileImageMaxBytes + 64 * 1024,
});

/** GET /api/aws/getAudioFile/{id}: a question's audio, with Range requests for seeking. */
export const getAudioFile = defineOperation({
  group: 'aws',
  name: 'getAudioFile',
  method: 'GET',
  access: 'public',
  pathParam: 'id',
  headers: ['range'],
  response: 'file',
  input: z.object({ id: MediaIdSchema, range: RangeHeaderSchema.optional() }),
  output: FileBodySchema,
});

/** GET /api/aws/getImageFile/{id}: a question's image (Describe Image charts). */
export const getImageFile = defineOperation({
  group: 'aws',
  name: 'getImageFile',
  method: 'GET',
  access: 'public',
  pathParam: 'id',
  response: 'file',
  input: z.object({ id: MediaIdSchema }),
  output: FileBodySchema,
});

/** GET /api/aws/getPdfFile/{id}: a PDF resource. */
export const getPdfFile = defineOperation({
  group: 'aws',
  name: 'getPdfFile',
  method: 'GET',
  access: 'public',
  pathParam: 'id',
  response: 'file',
  input: z.object({ id: MediaIdSchema }),
  output: FileBodySchema,
});

/**
 * POST /api/aws/takePteScorecardScreenshot (spec platform §7): the mock test scorecard as a PNG (1200 × 630, the public page's image), drawn once and kept; answers a
 * short-lived URL to download it. Public, as the scorecard is; 409 while the test is being scored.
 */
export const takePteScorecardScreenshot = defineOperation({
  group: 'aws',
  name: 'takePteScorecardScreenshot',
  method: 'POST',
  access: 'public',
  input: z.object({ sessionId: SessionIdSchema }),
  output: ScorecardImageSchema,
});
