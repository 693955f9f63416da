import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { config } from './config';
import { logger } from './logger';
import { metricsNamespaceOf, serviceName } from './telemetry';

/**
 * The platform's business metrics, behind a small port so that the domain names what happened
 * (a job ended, a credit was spent) and never touches Powertools. In Lambda each point is a
 * CloudWatch embedded-metric (EMF) line on stdout; on the local platform and in tests Powertools
 * is switched off (POWERTOOLS_METRICS_DISABLED), so nothing is printed there.
 */
export const metrics = new Metrics({ namespace: metricsNamespaceOf(config.STAGE), serviceName });

/**
 * How an analysis job ended: scored; failed for good (its last delivery threw, or its question
 * is gone); timed out (still pending past its deadline when read); not queued (the student was
 * told to submit again).
 */
export type JobOutcome = 'scored' | 'failed' | 'timedOut' | 'notQueued';

/** The credits a student or visitor spends: a writing or speaking analysis, a visitor's free speaking answer, a full or section mock. */
export type CreditKind = 'writing' | 'speaking' | 'visitor' | 'fullMock' | 'sectionMock';

/** The names the metrics are published under, in the stage's namespace. */
export const metricNames = {
  /** Count of analysis jobs ended, by `kind` and `outcome`. */
  jobs: 'AnalysisJobs',
  /** Milliseconds from a job's creation to its end (what the student waited), by `kind` and `outcome`. */
  jobDuration: 'AnalysisJobDuration',
  /** Count of credits spent, by `credit`. */
  creditsSpent: 'CreditsSpent',
  /** Count of credits given back (an analysis that failed for good, a mock start that lost a race), by `credit`. */
  creditsRefunded: 'CreditsRefunded',
} as const;

/** One data point with dimensions of its own. */
export interface MetricPoint {
  name: (typeof metricNames)[keyof typeof metricNames];
  unit: 'Count' | 'Milliseconds';
  value: number;
  dimensions: Record<string, string>;
}

/** Where points go: Powertools in the functions; a test installs a recorder with useMetricsSink. */
export type MetricsSink = (point: MetricPoint) => void;

// A single metric per point: each carries its own dimensions (an outcome, a credit), which the
// shared buffer, whose dimensions apply to everything flushed together, cannot.
const powertoolsSink: MetricsSink = ({ name, unit, value, dimensions }) => {
  metrics.singleMetric().addDimensions(dimensions).addMetric(name, MetricUnit[unit], value);
};

let sink: MetricsSink = powertoolsSink;

/** Installs where metric points go (tests); returns what puts the previous sink back. */
export function useMetricsSink(next: MetricsSink): () => void {
  const previous = sink;
  sink = next;
  return () => {
    sink = previous;
  };
}

/** A metric that cannot be recorded is logged and forgotten: it never fails the job or the request it describes. */
function record(point: MetricPoint): void {
  try {
    sink(point);
  } catch (error) {
    logger.warn('Metric not recorded', { metric: point.name, error: error as Error });
  }
}

/** Records the end of an analysis job; `durationMs` is left out when the job's creation time is unknown. */
export function recordJobEnded(kind: 'writing' | 'speech', outcome: JobOutcome, durationMs?: number): void {
  const dimensions = { kind, outcome };
  record({ name: metricNames.jobs, unit: 'Count', value: 1, dimensions });
  if (durationMs !== undefined && Number.isFinite(durationMs) && durationMs >= 0) record({ name: metricNames.jobDuration, unit: 'Milliseconds', value: durationMs, dimensions });
}

/** Records one credit spent. */
export function recordCreditSpent(credit: CreditKind): void {
  record({ name: metricNames.creditsSpent, unit: 'Count', value: 1, dimensions: { credit } });
}

/** Records one credit given back. */
export function recordCreditRefunded(credit: CreditKind): void {
  record({ name: metricNames.creditsRefunded, unit: 'Count', value: 1, dimensions: { credit } });
}
