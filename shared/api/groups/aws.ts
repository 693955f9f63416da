import { z } from 'zod';
import { defineOperation } from '../operation';
import { profileImageMaxBytes, UploadedFileSchema } from '../uploads';
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
