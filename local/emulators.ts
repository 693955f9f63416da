import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, ResourceNotFoundException } from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
import S3rver from 's3rver';
import sesLocal from 'aws-ses-v2-local';
import { createTableInput } from '@functions/data/keys';

// aws-ses-v2-local is CommonJS marked __esModule: under Node's ESM loader its default import is
// the exports object, under a bundler it is the function.
const startSesServer = (sesLocal as unknown as { default?: typeof sesLocal }).default ?? sesLocal;

export const localRegion = 'us-east-1';
/** s3rver accepts only this access key (it checks no signature); the other emulators accept any. */
export const localCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface Emulator {
  endpoint: string;
  stop(): Promise<void>;
}

/** DynamoDB API on loopback, data in LevelDB under `directory`, so it survives restarts. */
export async function startDynalite(directory: string): Promise<Emulator> {
  // createTableMs 0: the table is ACTIVE at once instead of CREATING for 500 ms.
  const server = dynalite({ path: directory, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  return listenOnLoopback(server, 0);
}

/** Creates the table from functions/data/keys when it is missing; true when created. */
export async function ensureTable(endpoint: string, tableName: string): Promise<boolean> {
  const client = new DynamoDBClient({ endpoint, region: localRegion, credentials: localCredentials });
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return false;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
    await client.send(new CreateTableCommand(createTableInput(tableName)));
    return true;
  } finally {
    client.destroy();
  }
}

export interface BucketSpec {
  name: string;
  /** Browser origins allowed to GET and PUT (presigned uploads) directly. */
  allowedOrigins: string[];
}

/** S3 API on loopback, objects under `directory`; buckets are created (or re-configured) at start. */
export async function startS3rver(directory: string, buckets: BucketSpec[]): Promise<Emulator> {
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((bucket) => ({ name: bucket.name, configs: [corsXml(bucket.allowedOrigins)] })),
  });
  const { port } = (await s3rver.run()) as AddressInfo;
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => s3rver.close() };
}

function corsXml(origins: string[]): string {
  const allowedOrigins = origins.map((origin) => `<AllowedOrigin>${origin}</AllowedOrigin>`).join('');
  return `<CORSConfiguration><CORSRule>${allowedOrigins}<AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;
}

/** SES v2 API on loopback with its mail viewer at `/`; mail is kept in memory only. */
export async function startSes(port: number): Promise<Emulator> {
  // aws-ses-v2-local never rejects when its port is busy (the 'error' event goes unhandled), so
  // the port is claimed and released first to fail with a clear message instead.
  const server = await startSesServer({ host: '127.0.0.1', port: await claimPort(port) });
  const { port: actualPort } = server.address() as AddressInfo;
  return { endpoint: `http://127.0.0.1:${actualPort}`, stop: () => closeServer(server) };
}

/** Listens on 127.0.0.1; rejects with the listen error (EADDRINUSE) instead of throwing later. */
export async function listenOnLoopback(server: Server, port: number): Promise<Emulator> {
  server.listen(port, '127.0.0.1');
  await Promise.race([once(server, 'listening'), once(server, 'error').then(([error]) => Promise.reject(error))]);
  const { port: actualPort } = server.address() as AddressInfo;
  return { endpoint: `http://127.0.0.1:${actualPort}`, stop: () => closeServer(server) };
}

/** The port itself when free (an ephemeral one for 0); rejects with EADDRINUSE when it is taken. */
async function claimPort(port: number): Promise<number> {
  const probe = createServer();
  const { endpoint, stop } = await listenOnLoopback(probe, port);
  await stop();
  return Number(new URL(endpoint).port);
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}

export const dataPaths = (dataDir: string) => ({
  dynamodb: join(dataDir, 'dynamodb'),
  s3: join(dataDir, 's3'),
  jwtSecret: join(dataDir, 'jwt-secret'),
  stripeKeys: join(dataDir, 'stripe-keys.json'),
  mobileSubscriptions: join(dataDir, 'mobile-subscriptions.json'),
  demoAccounts: join(dataDir, 'demo-accounts.json'),
});
