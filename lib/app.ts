import { Tags, type App } from 'aws-cdk-lib';
import { ApiStack } from './api-stack';
import { publicUrlParameterName } from './function-environment';
import { DataStack } from './data-stack';
import { JobsStack } from './jobs-stack';
import { MonitoringStack } from './monitoring-stack';
import { ScoringStack } from './scoring-stack';
import { WebStack } from './web-stack';

export interface PlatformAppOptions {
  stage: string;
  siteDir: string;
  mail: { from: string; team: string };
  uploadOrigins?: string[];
  publicUrl?: string;
}

/** Every stack of one stage, wired together; names all start with pte-<stage>. */
export function buildPlatform(app: App, { stage, siteDir, mail, uploadOrigins = ['*'], publicUrl }: PlatformAppOptions) {
  Tags.of(app).add('project', 'pte-practice');
  Tags.of(app).add('stage', stage);
  const data = new DataStack(app, `pte-${stage}-data`, { stage, uploadOrigins });
  const environment = { stage, data, mail, ...(publicUrl ? { publicUrl } : {}) };
  const scoring = new ScoringStack(app, `pte-${stage}-scoring`, environment);
  const api = new ApiStack(app, `pte-${stage}-api`, { ...environment, queues: scoring.queues });
  const web = new WebStack(app, `pte-${stage}-web`, { stage, api: api.api, originKey: data.originKey, siteDir, publicUrlParameterName: publicUrlParameterName(stage) });
  const jobs = new JobsStack(app, `pte-${stage}-jobs`, { ...environment, queueUrls: { speech: scoring.queues.speech.queueUrl, writing: scoring.queues.writing.queueUrl } });
  const monitoring = new MonitoringStack(app, `pte-${stage}-monitoring`, { stage, api: api.api, queues: scoring.queues, alarmEmail: mail.team });
  return { data, api, web, scoring, jobs, monitoring };
}
