/**
 * `npm run seed -- <stage>`: runs the idempotent seed against a deployed stage's table, with the
 * AWS credentials and AWS_REGION of the shell. The local platform seeds itself at every start.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { projectRoot } from '../lib/function-defaults';
import { resolveStage } from '../lib/stage';

const stage = resolveStage(process.argv[2]);
if (!process.env.AWS_REGION) {
  console.error('Set AWS_REGION to the region the stage is deployed in.');
  process.exit(1);
}
// The names the CDK stacks give a stage's resources (lib/data-stack.ts, lib/api-stack.ts).
Object.assign(process.env, { STAGE: stage, TABLE_NAME: `pte-${stage}`, JWT_SECRET_ARN: `pte/${stage}/jwt-key` });

const { seed } = await import('@functions/domain/seed');
const { version } = JSON.parse(await readFile(join(projectRoot, 'package.json'), 'utf8')) as { version: string };
console.log(`Seeded stage ${stage}:`, await seed({ appVersion: version }));
