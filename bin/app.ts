/**
 * The CDK app: `npm run synth` (offline) or `npx cdk deploy --all -c stage=<name>`.
 * The stage comes from `-c stage=`, else the git branch. `-c uploadOrigins=https://a,https://b`
 * narrows the browser origins allowed to upload (presigned URLs authorise; default any).
 */
import { App } from 'aws-cdk-lib';
import { join } from 'node:path';
import { buildPlatform } from '../lib/app';
import { projectRoot } from '../lib/function-defaults';
import { resolveStage } from '../lib/stage';

const app = new App();
const uploadOrigins = app.node.tryGetContext('uploadOrigins') as string | undefined;
buildPlatform(app, {
  stage: resolveStage(app.node.tryGetContext('stage')),
  siteDir: join(projectRoot, 'dist/web'),
  ...(uploadOrigins ? { uploadOrigins: uploadOrigins.split(',') } : {}),
});
app.synth();
