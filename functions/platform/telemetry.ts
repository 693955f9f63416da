/**
 * The names every function's logs, traces and metrics carry. Pure (no configuration read), so
 * that the CDK stacks set the same names in the functions' environment (lib/function-environment.ts).
 */

/** Powertools' `service`: the one service of the platform, whatever the function. */
export const serviceName = 'pte-practice';

/** The CloudWatch namespace of a stage's metrics: one per stage, so a branch's test traffic never mixes with another stage's figures. */
export function metricsNamespaceOf(stage: string): string {
  return `pte-${stage}`;
}
