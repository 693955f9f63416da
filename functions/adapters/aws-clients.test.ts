import { DeleteObjectCommand, GetObjectCommand, ListObjectsCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blobs } from './blobs';
import { sesMailer } from './mailer';
import { sqsQueue } from './queue';

// The adapters' AWS-only paths, against mocked SDK clients (DESIGN §10): what each sends and how it reads the answer.
const s3 = mockClient(S3Client);
const ses = mockClient(SESv2Client);
const sqs = mockClient(SQSClient);

afterEach(() => {
  vi.unstubAllEnvs();
  s3.reset();
  ses.reset();
  sqs.reset();
});

/** An object's body as the SDK gives it: read once, to bytes. */
const body = (bytes: Uint8Array) => ({ transformToByteArray: async () => bytes }) as never;

describe('sqsQueue', () => {
  it('sends one JSON message to the queue', async () => {
    sqs.on(SendMessageCommand).resolves({ MessageId: 'm-1' });

    await sqsQueue(new SQSClient({ region: 'us-east-1' })).send('https://sqs.test/pte-unit-writing', { jobId: 'job-1' });

    expect(sqs.commandCalls(SendMessageCommand)[0]!.args[0].input).toEqual({ QueueUrl: 'https://sqs.test/pte-unit-writing', MessageBody: '{"jobId":"job-1"}' });
  });
});

describe('sesMailer', () => {
  it('sends a text and an HTML part from the platform address, with the reply address when there is one', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'e-1' });

    await sesMailer(new SESv2Client({ region: 'us-east-1' })).send({ to: 'ana@pte.test', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>', replyTo: 'sam@pte.test' });

    expect(ses.commandCalls(SendEmailCommand)[0]!.args[0].input).toMatchObject({
      FromEmailAddress: 'PTE Practice <no-reply@pte.test>',
      Destination: { ToAddresses: ['ana@pte.test'] },
      ReplyToAddresses: ['sam@pte.test'],
      Content: { Simple: { Subject: { Data: 'Hello' }, Body: { Text: { Data: 'Hi' }, Html: { Data: '<p>Hi</p>' } } } },
    });
  });
});

describe('blobs', () => {
  it('reads an object whole, or the range S3 answered with its total size', async () => {
    s3.on(GetObjectCommand, { Key: 'whole' }).resolves({ Body: body(new Uint8Array([1, 2, 3])), ContentType: 'audio/wav' });
    s3.on(GetObjectCommand, { Key: 'part', Range: 'bytes=1-2' }).resolves({ Body: body(new Uint8Array([2, 3])), ContentType: 'audio/wav', ContentRange: 'bytes 1-2/10' });

    expect(await blobs.get('bucket', 'whole')).toEqual({ bytes: new Uint8Array([1, 2, 3]), contentType: 'audio/wav', totalBytes: 3 });
    expect(await blobs.get('bucket', 'part', 'bytes=1-2')).toEqual({ bytes: new Uint8Array([2, 3]), contentType: 'audio/wav', totalBytes: 10, range: { start: 1, end: 2 } });
  });

  it("answers 'missing' for a key that is not there and 'unsatisfiable' for a range outside the object", async () => {
    s3.on(GetObjectCommand, { Key: 'gone' }).rejects(new NoSuchKey({ message: 'no such key', $metadata: {} }));
    s3.on(GetObjectCommand, { Key: 'short' }).rejects(new S3ServiceException({ name: 'InvalidRange', $fault: 'client', message: 'range', $metadata: { httpStatusCode: 416 } }));
    s3.on(GetObjectCommand, { Key: 'broken' }).rejects(new Error('network down'));

    expect(await blobs.get('bucket', 'gone')).toBe('missing');
    expect(await blobs.get('bucket', 'short', 'bytes=99-')).toBe('unsatisfiable');
    await expect(blobs.get('bucket', 'broken')).rejects.toThrow('network down');
  });

  it('lists every key under a prefix with its ETag, page after page, each page after the last key of the one before', async () => {
    s3.on(ListObjectsCommand, { Marker: undefined }).resolves({ Contents: [{ Key: 'audio/a.opus', ETag: '"aaa"' }], IsTruncated: true });
    s3.on(ListObjectsCommand, { Marker: 'audio/a.opus' }).resolves({ Contents: [{ Key: 'audio/b.opus', ETag: '"bbb"' }], IsTruncated: false });

    expect(await blobs.list('bucket', 'audio/')).toEqual(new Map([['audio/a.opus', 'aaa'], ['audio/b.opus', 'bbb']]));
  });

  it('writes with its type and cache time, removes, and signs URLs without calling S3', async () => {
    // Signing needs credentials, found in the environment first (never from the network in a test).
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIAUNITTEST');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'unit-test-secret');
    s3.on(PutObjectCommand).resolves({});
    s3.on(DeleteObjectCommand).resolves({});

    await blobs.put('bucket', 'images/a.svg', new Uint8Array([1]), 'image/svg+xml', 'public, max-age=60');
    await blobs.remove('bucket', 'images/old.svg');
    const download = await blobs.urlFor('bucket', 'profile-images/u/a.png', 60);
    const upload = await blobs.uploadUrlFor('bucket', 'recordings/u/a.wav', 'audio/wav', 1234, 300);

    expect(s3.commandCalls(PutObjectCommand)[0]!.args[0].input).toMatchObject({ Bucket: 'bucket', Key: 'images/a.svg', ContentType: 'image/svg+xml', CacheControl: 'public, max-age=60' });
    expect(s3.commandCalls(DeleteObjectCommand)[0]!.args[0].input).toEqual({ Bucket: 'bucket', Key: 'images/old.svg' });
    expect(new URL(download).searchParams.get('X-Amz-Expires')).toBe('60');
    // Type and size are signed, so S3 refuses another type or a larger body.
    expect(new URL(upload).searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
  });
});
