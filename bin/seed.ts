/**
 * `npm run seed -- <stage>`: runs the idempotent seed against a deployed stage's table, with the
 * AWS credentials and AWS_REGION of the shell, and CONTENT_BUCKET (a stack output). The local
 * platform seeds itself at every start.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { projectRoot } from '../lib/function-defaults';
import { resolveStage } from '../lib/stage';
import { seedSources, sourceFingerprint } from '../local/source-fingerprint';

const stage = resolveStage(process.argv[2]);
if (!process.env.AWS_REGION) {
  console.error('Set AWS_REGION to the region the stage is deployed in.');
  process.exit(1);
}
// The names the CDK stacks give a stage's resources (lib/data-stack.ts, lib/api-stack.ts).
if (!process.env.CONTENT_BUCKET) {
  console.error('Set CONTENT_BUCKET to the content bucket of the stage (the ContentBucket of the pte-<stage>-data stack).');
  process.exit(1);
}
Object.assign(process.env, {
  STAGE: stage,
  TABLE_NAME: `pte-${stage}`,
  JWT_SECRET_ARN: `pte/${stage}/jwt-key`,
  // Read by the configuration every function shares; the seed itself sends no mail and stores no upload.
  UPLOADS_BUCKET: process.env.UPLOADS_BUCKET ?? 'unused-by-the-seed',
  MAIL_FROM: process.env.MAIL_FROM ?? 'unused-by-the-seed',
  TEAM_EMAIL: process.env.TEAM_EMAIL ?? 'unused@seed.invalid',
  PUBLIC_URL_PARAMETER: `/pte/${stage}/public-url`,
  WRITING_QUEUE_URL: 'unused-by-the-seed',
  SPEECH_QUEUE_URL: 'unused-by-the-seed',
  TRANSCRIBER: 'aws',
});

const { seed } = await import('@functions/domain/seed');
const { version } = JSON.parse(await readFile(join(projectRoot, 'package.json'), 'utf8')) as { version: string };
const sourcesFingerprint = sourceFingerprint(projectRoot, seedSources);
console.log(`Seeded stage ${stage}:`, await seed({ appVersion: version, contentDir: join(projectRoot, 'content'), sourcesFingerprint }));
