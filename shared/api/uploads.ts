import { z } from 'zod';

/** The largest profile image accepted (the multipart body may be a little larger). */
export const profileImageMaxBytes = 5 * 1024 * 1024;

/** A file part of a multipart body, as the router hands it over. */
export const UploadedFileSchema = z.object(
  { filename: z.string(), contentType: z.string(), bytes: z.instanceof(Uint8Array) },
  { message: 'Choose an image.' },
);
export type UploadedFile = z.infer<typeof UploadedFileSchema>;
