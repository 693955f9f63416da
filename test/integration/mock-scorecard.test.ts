import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postTo, projectRoot, temporaryDataDir } from '@test/fixtures/local-platform';
import { startPlatform, type Platform } from '@local/platform';

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

// In-process platform (as npm start runs it), so the test can reach the stored image in the uploads bucket.
describe('mock test scorecard', () => {
  let dataDir: Awaited<ReturnType<typeof temporaryDataDir>>;
  let platform: Platform;

  beforeAll(async () => {
    dataDir = await temporaryDataDir();
    platform = await startPlatform({ projectRoot, port: 0, mailPort: 0, dataDir: dataDir.path, webRoot: join(dataDir.path, 'no-web'), logLevel: 'SILENT', transcriber: 'browser' });
  });

  afterAll(async () => {
    await platform?.stop();
    await dataDir?.remove();
  });

  const post = (path: string, body: unknown, token?: string) => postTo(platform.appUrl, path, body, token);

  /** A visitor's free Reading mock, submitted with every answer empty (scored at once: no AI items). */
  async function takeFreeMock(): Promise<string> {
    const anonymousId = randomUUID();
    const started = await post('mocktest/startFreeMockTest', { anonymousId });
    expect(started.status).toBe(200);
    const sessionId = started.body.sessionId as string;
    expect(await post('mocktest/submitMockTest', { sessionId, anonymousId })).toMatchObject({ status: 200, body: { status: 'scored', category: 'Reading' } });
    return sessionId;
  }

  /** Downloads a link as the browser does, from the app's origin. */
  async function download(url: string): Promise<{ bytes: Uint8Array; type: string | null; cors: string | null }> {
    const response = await fetch(url, { headers: { origin: platform.appUrl } });
    expect(response.status).toBe(200);
    return { bytes: new Uint8Array(await response.arrayBuffer()), type: response.headers.get('content-type'), cors: response.headers.get('access-control-allow-origin') };
  }

  it('shows the public result without login, draws it to a 1200 × 630 PNG once and reuses the stored file', async () => {
    // Prepare
    const sessionId = await takeFreeMock();

    // Act
    const card = await post('mocktest/fetchMockTestResultPublic', { sessionId });
    const first = await post('aws/takePteScorecardScreenshot', { sessionId });

    // Assess: the public result has scores and no answers.
    expect(card).toMatchObject({ status: 200, body: { status: 'scored', firstName: 'Guest', category: 'Reading', overall: 10, skills: { reading: 10, speaking: null } } });
    expect(JSON.stringify(card.body)).not.toMatch(/answer|items/i);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ sessionId, url: expect.stringContaining(`/scorecards/${sessionId}.png`) });
    expect(first.body.expiresAt).toBeGreaterThan(Date.now());
    const image = await download(first.body.url as string);
    expect(image.type).toBe('image/png');
    expect(image.cors).toBe(platform.appUrl);
    expect([...image.bytes.subarray(0, 8)]).toEqual(pngSignature);
    const header = new DataView(image.bytes.buffer, image.bytes.byteOffset);
    expect(new TextDecoder().decode(image.bytes.subarray(12, 16))).toBe('IHDR');
    expect({ width: header.getUint32(16), height: header.getUint32(20) }).toEqual({ width: 1200, height: 630 });

    // Act: mark the stored file, then ask again.
    const { blobs } = await import('@functions/adapters/blobs');
    const marked = new Uint8Array([...pngSignature, 1, 2, 3]);
    await blobs.put(process.env.UPLOADS_BUCKET!, `scorecards/${sessionId}.png`, marked, 'image/png');
    const second = await post('aws/takePteScorecardScreenshot', { sessionId });

    // Assess: the second call links the stored file, not a new drawing.
    expect(second.status).toBe(200);
    expect((await download(second.body.url as string)).bytes).toEqual(marked);
  });

  it('answers 404 for an unknown session and 400 for a malformed id', async () => {
    expect(await post('aws/takePteScorecardScreenshot', { sessionId: randomUUID() })).toMatchObject({ status: 404 });
    expect(await post('aws/takePteScorecardScreenshot', { sessionId: 'nope' })).toMatchObject({ status: 400 });
  });
});
