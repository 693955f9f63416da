import { DeleteObjectCommand, GetObjectCommand, ListObjectsCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config } from '@functions/platform/config';

// Path-style addressing locally (s3rver); checksums only when required, as s3rver and presigned
// browser uploads need (toolchain findings, S3 gotcha). Not wrapped by the tracer as the other
// clients are: presigning runs the client's middleware too, so every presigned URL would show in
// traces as an S3 call that never happened; real S3 calls are still traced as HTTPS requests.
const s3 = new S3Client({
  region: config.AWS_REGION,
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
  ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT, forcePathStyle: true } : {}),
});

export interface StoredObject {
  bytes: Uint8Array;
  contentType: string;
  totalBytes: number;
  range?: { start: number; end: number };
}

/** Private objects in the media buckets, reached by browsers only through short-lived presigned URLs. */
export const blobs = {
  async put(bucket: string, key: string, body: Uint8Array, contentType: string, cacheControl?: string): Promise<void> {
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType, ...(cacheControl ? { CacheControl: cacheControl } : {}) }));
  },

  /** An object, or the part of it a Range header asks for; 'missing', or 'unsatisfiable' when the range lies outside it. */
  async get(bucket: string, key: string, range?: string): Promise<StoredObject | 'missing' | 'unsatisfiable'> {
    try {
      const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key, ...(range ? { Range: range } : {}) }));
      const bytes = await object.Body!.transformToByteArray();
      const contentRange = /bytes (\d+)-(\d+)\/(\d+)/.exec(object.ContentRange ?? '');
      if (contentRange) return { bytes, contentType: object.ContentType ?? 'application/octet-stream', totalBytes: Number(contentRange[3]), range: { start: Number(contentRange[1]), end: Number(contentRange[2]) } };
      return { bytes, contentType: object.ContentType ?? 'application/octet-stream', totalBytes: bytes.byteLength };
    } catch (error) {
      if (error instanceof NoSuchKey) return 'missing';
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416) return 'unsatisfiable';
      throw error;
    }
  },

  /** Every key under a prefix with its ETag (the MD5 of a single-part upload), to sync without reading bodies. */
  async list(bucket: string, prefix: string): Promise<Map<string, string>> {
    const found = new Map<string, string>();
    // ListObjects (V1) paged by the last key, not V2: s3rver makes V2's continuation tokens with
    // DES, which OpenSSL 3 no longer offers, so locally a listing of over 1,000 objects failed.
    let marker: string | undefined;
    do {
      const page = await s3.send(new ListObjectsCommand({ Bucket: bucket, Prefix: prefix, ...(marker ? { Marker: marker } : {}) }));
      for (const object of page.Contents ?? []) if (object.Key) found.set(object.Key, (object.ETag ?? '').replaceAll('"', ''));
      marker = page.IsTruncated ? page.Contents?.at(-1)?.Key : undefined;
    } while (marker);
    return found;
  },

  async remove(bucket: string, key: string): Promise<void> {
    await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
  },

  /** A GET URL valid for `seconds`. */
  urlFor(bucket: string, key: string, seconds = 3600): Promise<string> {
    return getSignedUrl(s3, new GetObjectCommand({ Bucket: bucket, Key: key }), { expiresIn: seconds });
  },

  /**
   * A PUT URL valid for `seconds` for exactly this type and size: both are signed, so S3 refuses
   * another type or a larger body (a presigned PUT cannot carry a size range, only a size).
   */
  uploadUrlFor(bucket: string, key: string, contentType: string, bytes: number, seconds: number): Promise<string> {
    return getSignedUrl(s3, new PutObjectCommand({ Bucket: bucket, Key: key, ContentType: contentType, ContentLength: bytes }), {
      expiresIn: seconds,
      signableHeaders: new Set(['content-type', 'content-length']),
    });
  },
};
