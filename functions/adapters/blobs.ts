import { GetObjectCommand, PutObjectCommand, DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config } from '@functions/platform/config';

// Path-style addressing locally (s3rver); checksums only when required, as s3rver and presigned
// browser uploads need (toolchain findings, S3 gotcha).
const s3 = new S3Client({
  region: config.AWS_REGION,
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
  ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT, forcePathStyle: true } : {}),
});

/** Private objects in the media buckets, reached by browsers only through short-lived presigned URLs. */
export const blobs = {
  async put(bucket: string, key: string, body: Uint8Array, contentType: string): Promise<void> {
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }));
  },

  async remove(bucket: string, key: string): Promise<void> {
    await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
  },

  /** A GET URL valid for `seconds`. */
  urlFor(bucket: string, key: string, seconds = 3600): Promise<string> {
    return getSignedUrl(s3, new GetObjectCommand({ Bucket: bucket, Key: key }), { expiresIn: seconds });
  },
};
