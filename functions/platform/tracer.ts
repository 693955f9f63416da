import { Tracer } from '@aws-lambda-powertools/tracer';
import { serviceName } from './telemetry';

/**
 * X-Ray through Powertools. It traces only inside Lambda (it finds AWS_EXECUTION_ENV there, and the
 * stacks turn active tracing on); on the local platform and in tests it is off and every call is a no-op.
 */
export const tracer = new Tracer({ serviceName });
