import { MetricUnit } from '@aws-lambda-powertools/metrics';
import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { observedHandler } from './handler';
import { logger } from './logger';
import { metrics } from './metrics';
import { tracer } from './tracer';

const context = { functionName: 'pte-unit-test', awsRequestId: 'request-1', invokedFunctionArn: 'arn:aws:lambda:us-east-1:111111111111:function:pte-unit-test', memoryLimitInMB: '512', functionVersion: '$LATEST', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;

afterEach(() => {
  vi.restoreAllMocks();
  metrics.clearMetrics();
});

describe('observedHandler', () => {
  it('answers with what the handler returns, with the Lambda context passed on', async () => {
    const handler = observedHandler(logger, async (event: { n: number }, lambdaContext) => ({ doubled: event.n * 2, requestId: lambdaContext.awsRequestId }));

    await expect(handler({ n: 21 }, context)).resolves.toEqual({ doubled: 42, requestId: 'request-1' });
  });

  it('publishes the metrics buffered during the invocation, also when it fails', async () => {
    const ok = observedHandler(logger, async () => {
      metrics.addMetric('Buffered', MetricUnit.Count, 1);
      return 'done';
    });
    const failing = observedHandler(logger, async () => {
      metrics.addMetric('Buffered', MetricUnit.Count, 1);
      throw new Error('boom');
    });
    const publish = vi.spyOn(metrics, 'publishStoredMetrics');

    await ok({}, context);
    await expect(failing({}, context)).rejects.toThrow('boom');

    expect(publish).toHaveBeenCalledTimes(2);
    expect(metrics.hasStoredMetrics()).toBe(false);
  });

  it('publishes nothing, and warns of nothing, when no metric was buffered', async () => {
    const handler = observedHandler(logger, async () => 'done');
    const publish = vi.spyOn(metrics, 'publishStoredMetrics');
    const write = vi.spyOn(process.stdout, 'write');

    await handler({}, context);

    expect(publish).not.toHaveBeenCalled();
    expect(write).not.toHaveBeenCalled();
  });

  it('does not trace outside Lambda, where there is no X-Ray daemon', () => {
    expect(tracer.isTracingEnabled()).toBe(false);
  });
});
