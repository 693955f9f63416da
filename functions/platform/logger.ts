import { Logger } from '@aws-lambda-powertools/logger';
import { config } from './config';
import { serviceName } from './telemetry';

/** The one structured logger; functions take a child named after their route group or queue. */
export const logger = new Logger({
  serviceName,
  logLevel: config.LOG_LEVEL,
  persistentKeys: { stage: config.STAGE },
});
