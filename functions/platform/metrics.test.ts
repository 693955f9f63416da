import { afterEach, describe, expect, it, vi } from 'vitest';
import { metricNames, recordCreditRefunded, recordCreditSpent, recordJobEnded, useMetricsSink, type MetricPoint } from './metrics';

/** Turns Powertools Metrics on for one test, printing through the global console (POWERTOOLS_DEV), and collects the EMF lines. */
function captureEmf(): { lines: () => Record<string, unknown>[] } {
  vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
  vi.stubEnv('POWERTOOLS_DEV', 'true');
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  return { lines: () => log.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>) };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('metrics through Powertools', () => {
  it('prints one EMF line per point, in the stage namespace, with the point own dimensions', () => {
    const emf = captureEmf();

    recordJobEnded('writing', 'scored', 1234);
    recordCreditSpent('speaking');

    const [jobs, duration, credit] = emf.lines();
    expect(jobs).toMatchObject({
      _aws: { CloudWatchMetrics: [{ Namespace: 'pte-unit', Dimensions: [['service', 'kind', 'outcome']], Metrics: [{ Name: 'AnalysisJobs', Unit: 'Count' }] }] },
      service: 'pte-practice',
      kind: 'writing',
      outcome: 'scored',
      AnalysisJobs: 1,
    });
    expect(duration).toMatchObject({ _aws: { CloudWatchMetrics: [{ Metrics: [{ Name: 'AnalysisJobDuration', Unit: 'Milliseconds' }] }] }, outcome: 'scored', AnalysisJobDuration: 1234 });
    expect(credit).toMatchObject({ _aws: { CloudWatchMetrics: [{ Dimensions: [['service', 'credit']] }] }, credit: 'speaking', CreditsSpent: 1 });
    expect(emf.lines()).toHaveLength(3);
  });

  it('prints nothing when metrics are disabled, as on the local platform and in tests', () => {
    const log = vi.spyOn(console, 'log');
    const write = vi.spyOn(process.stdout, 'write');

    recordJobEnded('speech', 'failed', 10);
    recordCreditRefunded('visitor');

    expect(process.env.POWERTOOLS_METRICS_DISABLED).toBe('true');
    expect(log).not.toHaveBeenCalled();
    expect(write).not.toHaveBeenCalled();
  });
});

describe('metrics port', () => {
  it('records a job outcome with its duration, and leaves out a duration that is unknown or negative', () => {
    const points: MetricPoint[] = [];
    const restore = useMetricsSink((point) => points.push(point));

    recordJobEnded('speech', 'timedOut', 1_200_000);
    recordJobEnded('writing', 'notQueued');
    recordJobEnded('writing', 'failed', -5);
    restore();

    expect(points).toEqual([
      { name: metricNames.jobs, unit: 'Count', value: 1, dimensions: { kind: 'speech', outcome: 'timedOut' } },
      { name: metricNames.jobDuration, unit: 'Milliseconds', value: 1_200_000, dimensions: { kind: 'speech', outcome: 'timedOut' } },
      { name: metricNames.jobs, unit: 'Count', value: 1, dimensions: { kind: 'writing', outcome: 'notQueued' } },
      { name: metricNames.jobs, unit: 'Count', value: 1, dimensions: { kind: 'writing', outcome: 'failed' } },
    ]);
  });

  it('records credits spent and given back by kind of credit', () => {
    const points: MetricPoint[] = [];
    const restore = useMetricsSink((point) => points.push(point));

    recordCreditSpent('fullMock');
    recordCreditRefunded('fullMock');
    restore();

    expect(points).toEqual([
      { name: 'CreditsSpent', unit: 'Count', value: 1, dimensions: { credit: 'fullMock' } },
      { name: 'CreditsRefunded', unit: 'Count', value: 1, dimensions: { credit: 'fullMock' } },
    ]);
  });

  it('never fails what it describes when a metric cannot be recorded', () => {
    const restore = useMetricsSink(() => {
      throw new Error('metrics backend down');
    });

    expect(() => recordCreditSpent('writing')).not.toThrow();
    restore();
  });

  it('puts the previous sink back', () => {
    const outer: MetricPoint[] = [];
    const inner: MetricPoint[] = [];
    const restoreOuter = useMetricsSink((point) => outer.push(point));
    const restoreInner = useMetricsSink((point) => inner.push(point));

    recordCreditSpent('writing');
    restoreInner();
    recordCreditSpent('speaking');
    restoreOuter();

    expect(inner.map((point) => point.dimensions.credit)).toEqual(['writing']);
    expect(outer.map((point) => point.dimensions.credit)).toEqual(['speaking']);
  });
});
