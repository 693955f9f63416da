import middy, { type MiddlewareObj } from '@middy/core';
import type { Logger } from '@aws-lambda-powertools/logger';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { Context } from 'aws-lambda';
import { metrics } from './metrics';
import { tracer } from './tracer';

/** Publishes metrics buffered on the shared instance during the invocation (none is published when none was added: Powertools would warn on every call). */
const flushMetrics: MiddlewareObj = {
  after: () => {
    if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
  },
  onError: () => {
    if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
  },
};

/**
 * Every function's handler, route group or queue worker, wrapped once with what the platform
 * observes: the log's Lambda context (request id, cold start), an X-Ray segment for the
 * invocation, and the flush of buffered metrics. The response is not recorded on the trace: it
 * may hold tokens and answers.
 */
export function observedHandler<TEvent, TResult>(log: Logger, handler: (event: TEvent, context: Context) => Promise<TResult>) {
  return middy<TEvent, TResult>()
    .use(injectLambdaContext(log, { resetKeys: true }))
    .use(captureLambdaHandler(tracer, { captureResponse: false }))
    .use(flushMetrics)
    .handler(handler);
}
