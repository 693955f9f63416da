import type { FileBody } from '@shared/api';
import { blobs } from '@functions/adapters/blobs';
import { config } from '@functions/platform/config';
import { FileNotFoundError, RangeNotSatisfiableError } from '@functions/platform/errors';
import { mediaCacheControl } from './sync-bank';
import { mediaFolders } from './read-bank';

/** A media file of the bank by kind and id, whole or the byte range asked for (audio seeking). */
export async function readMedia(kind: 'audio' | 'images' | 'pdf', id: string, range?: string): Promise<FileBody> {
  const folder = mediaFolders.find((candidate) => candidate.folder === kind)!;
  const found = await blobs.get(config.CONTENT_BUCKET, `${folder.prefix}${id}${folder.extension}`, range);
  if (found === 'missing') throw new FileNotFoundError(`${folder.prefix}${id}${folder.extension}`);
  if (found === 'unsatisfiable') throw new RangeNotSatisfiableError();
  return { bytes: found.bytes as Uint8Array<ArrayBuffer>, contentType: folder.contentType, totalBytes: found.totalBytes, ...(found.range ? { range: found.range } : {}), cacheControl: mediaCacheControl };
}
