/**
 * The CDK app: `npm run synth` (offline) or `npx cdk deploy --all -c stage=<name>`.
 * Context: `stage` (default: the git branch); `mailFrom` and `teamEmail` (cdk.json: set them to a
 * verified SES identity and the team's inbox); `publicUrl` for a custom domain (default: the
 * CloudFront address); `uploadOrigins=https://a,https://b` narrows the browser origins allowed to
 * upload (presigned URLs authorise; default any).
 */
import { App } from 'aws-cdk-lib';
import { join } from 'node:path';
import { buildPlatform } from '../lib/app';
import { projectRoot } from '../lib/function-defaults';
import { resolveStage } from '../lib/stage';

const app = new App();
const context = (name: string) => app.node.tryGetContext(name) as string | undefined;
const required = (name: string) => context(name) ?? fail(`Set the CDK context value ${name} (cdk.json or -c ${name}=...)`);
const uploadOrigins = context('uploadOrigins');
const publicUrl = context('publicUrl');
buildPlatform(app, {
  stage: resolveStage(context('stage')),
  siteDir: join(projectRoot, 'dist/web'),
  mail: { from: required('mailFrom'), team: required('teamEmail') },
  ...(uploadOrigins ? { uploadOrigins: uploadOrigins.split(',') } : {}),
  ...(publicUrl ? { publicUrl } : {}),
});

function fail(message: string): never {
  throw new Error(message);
}
app.synth();
