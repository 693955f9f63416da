import { randomUUID } from 'node:crypto';
import { recordingMaxBytes } from '@shared/api';
import { readWavInfo, recordingSampleRate, type WavInfo } from '@shared/audio';
import { blobs } from '@functions/adapters/blobs';
import { config } from '@functions/platform/config';
import { FieldValidationError } from '@functions/platform/errors';
import type { Payer } from './credits';
import { recordingTexts } from './texts';

/** Every recording lives under this prefix of the uploads bucket (the speech worker's grants are scoped to it). */
export const recordingsPrefix = 'recordings/';

/** A presigned upload stays valid this long: enough for a slow connection, too short to share. */
export const uploadLifetimeSeconds = 5 * 60;

/** Seconds a recording may run past the type's answering time (the browser stops at time up; encoding adds a little). */
export const recordingGraceSeconds = 5;

/** The recording's key: under its owner's folder, so an upload id alone never reaches another person's recording. */
export function recordingKey(payer: Payer, uploadId: string): string {
  const folder = 'user' in payer ? userRecordingsFolder(payer.user.userId) : `${recordingsPrefix}visitor-${payer.anonymousId}/`;
  return `${folder}${uploadId}.wav`;
}

/** The folder of every recording of a student (removed with their account). */
export function userRecordingsFolder(userId: string): string {
  return `${recordingsPrefix}user-${userId}/`;
}

/** A presigned PUT for one WAV of exactly `bytes` bytes. */
export async function createUpload(payer: Payer, bytes: number): Promise<{ uploadId: string; url: string; headers: Record<string, string>; expiresAt: number }> {
  const uploadId = randomUUID();
  const contentType = 'audio/wav';
  const url = await blobs.uploadUrlFor(config.UPLOADS_BUCKET, recordingKey(payer, uploadId), contentType, bytes, uploadLifetimeSeconds);
  return { uploadId, url, headers: { 'content-type': contentType }, expiresAt: Date.now() + uploadLifetimeSeconds * 1000 };
}

/** A recording's header is well inside its first 4 KB (the recorder writes 44 bytes; other writers add a chunk or two). */
const headerRange = 'bytes=0-4095';

/**
 * The recording's format, checked against what the recorder makes: a 16 kHz mono 16-bit PCM WAV
 * of at most 5 MB, no longer than the answering time plus a grace; field errors otherwise. The
 * length comes from the stored size, so a header read is enough.
 */
function checkedFormat(header: Uint8Array, totalBytes: number, answeringSeconds: number): WavInfo {
  const info = readWavInfo(header);
  if (totalBytes > recordingMaxBytes || !info || info.sampleRate !== recordingSampleRate || info.channels !== 1 || info.bitsPerSample !== 16) {
    throw new FieldValidationError({ uploadId: recordingTexts.notWav });
  }
  const duration = (totalBytes - info.dataOffset) / (info.sampleRate * 2);
  if (duration > answeringSeconds + recordingGraceSeconds) throw new FieldValidationError({ uploadId: recordingTexts.tooLong(answeringSeconds) });
  return info;
}

async function stored(key: string, range?: string) {
  const object = await blobs.get(config.UPLOADS_BUCKET, key, range);
  if (object === 'missing') throw new FieldValidationError({ uploadId: recordingTexts.missing });
  // Only an empty object has no first byte to give.
  if (object === 'unsatisfiable') throw new FieldValidationError({ uploadId: recordingTexts.notWav });
  return object;
}

/** Checks an uploaded recording from its header and size alone (submit and mock saves), without reading the audio. */
export async function checkRecording(key: string, answeringSeconds: number): Promise<void> {
  const header = await stored(key, headerRange);
  checkedFormat(header.bytes, header.totalBytes, answeringSeconds);
}

/** Reads an uploaded recording whole, checked as checkRecording does (the speech worker). */
export async function readRecording(key: string, answeringSeconds: number): Promise<{ bytes: Uint8Array; info: WavInfo }> {
  const whole = await stored(key);
  return { bytes: whole.bytes, info: checkedFormat(whole.bytes, whole.totalBytes, answeringSeconds) };
}
