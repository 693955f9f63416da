import { z } from 'zod';

/**
 * The body of a file operation (response 'file'): the router answers with the bytes themselves,
 * 206 with Content-Range when a range was asked for.
 */
export const FileBodySchema = z.object({
  bytes: z.instanceof(Uint8Array),
  contentType: z.string(),
  /** Size of the whole file; with `range`, bytes hold only that part. */
  totalBytes: z.number().int(),
  range: z.object({ start: z.number().int(), end: z.number().int() }).optional(),
  cacheControl: z.string(),
});
export type FileBody = z.infer<typeof FileBodySchema>;

/** A media id as used in the files routes: letters, digits and dashes only, so no path can be smuggled in. */
export const MediaIdSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,99}$/, { message: 'This file id is not valid.' });

/** An HTTP Range header of one range: bytes=start-end, bytes=start- or bytes=-suffix. */
export const RangeHeaderSchema = z.string().regex(/^bytes=(\d+-\d*|-\d+)$/, { message: 'Only one byte range is supported.' });
