import { metricsNamespaceOf, serviceName } from '../functions/platform/telemetry';
import type { DataStack } from './data-stack';

/** The AI scoring queues. */
export type ScoringQueue = 'speech' | 'writing';

export interface EnvironmentProps {
  stage: string;
  data: DataStack;
  mail: { from: string; team: string };
  /** The scoring queues' URLs (the scoring stack makes them). */
  queueUrls: Record<ScoringQueue, string>;
  /** A fixed app address (custom domain); without it, functions read the web stack's parameter. */
  publicUrl?: string;
}

/** The SSM parameter where the web stack records the app's address (read at cold start, so no cross-stack cycle). */
export const publicUrlParameterName = (stage: string) => `/pte/${stage}/public-url`;

/** The environment every function reads (functions/platform/config.ts), the same for API groups and workers. */
export function functionEnvironment({ stage, data, mail, queueUrls, publicUrl }: EnvironmentProps): Record<string, string> {
  return {
    NODE_OPTIONS: '--enable-source-maps',
    STAGE: stage,
    TABLE_NAME: data.table.tableName,
    JWT_SECRET_ARN: data.jwtKey.secretArn,
    ORIGIN_KEY_SECRET_ARN: data.originKey.secretArn,
    // Only the functions granted them can read these (api-stack: registry needs payments, mobile).
    STRIPE_SECRET_ARN: data.stripeKeys.secretArn,
    MOBILE_SECRET_ARN: data.mobileApiKey.secretArn,
    CONTENT_BUCKET: data.contentBucket.bucketName,
    UPLOADS_BUCKET: data.uploadsBucket.bucketName,
    WRITING_QUEUE_URL: queueUrls.writing,
    SPEECH_QUEUE_URL: queueUrls.speech,
    TRANSCRIBER: 'aws',
    MAIL_FROM: mail.from,
    TEAM_EMAIL: mail.team,
    ...(publicUrl ? { PUBLIC_URL: publicUrl } : { PUBLIC_URL_PARAMETER: publicUrlParameterName(stage) }),
    LOG_LEVEL: 'INFO',
    // Powertools' logger, tracer and metrics name the same service, and each stage's metrics have a namespace of their own.
    POWERTOOLS_SERVICE_NAME: serviceName,
    POWERTOOLS_METRICS_NAMESPACE: metricsNamespaceOf(stage),
  };
}
