import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { join } from 'node:path';
import { jobs } from '../functions/jobs/registry';
import { functionDefaults, logRetention, projectRoot } from './function-defaults';
import { functionEnvironment, type EnvironmentProps } from './function-environment';

export interface JobsStackProps extends StackProps, EnvironmentProps {}

/**
 * The scheduled jobs of functions/jobs/registry.ts: a function each, run by an EventBridge rule
 * every `everyMinutes`. They touch the table only.
 */
export class JobsStack extends Stack {
  readonly functions: Record<string, NodejsFunction> = {};

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, props);
    const environment = functionEnvironment(props);
    for (const [name, { entry, everyMinutes, timeoutSeconds }] of Object.entries(jobs)) {
      const fn = new NodejsFunction(this, `${name}Job`, {
        ...functionDefaults,
        functionName: `pte-${props.stage}-${name}`,
        entry: join(projectRoot, entry),
        handler: 'handler',
        timeout: Duration.seconds(timeoutSeconds),
        logGroup: new LogGroup(this, `${name}JobLogs`, { logGroupName: `/aws/lambda/pte-${props.stage}-${name}`, retention: logRetention }),
        environment,
      });
      props.data.table.grantReadWriteData(fn);
      new Rule(this, `${name}Schedule`, {
        ruleName: `pte-${props.stage}-${name}`,
        description: `Runs the ${name} job every ${everyMinutes} minutes`,
        schedule: Schedule.rate(Duration.minutes(everyMinutes)),
        // A run that fails is simply done again by the next one: every step is idempotent.
        targets: [new LambdaFunction(fn, { retryAttempts: 0 })],
      });
      this.functions[name] = fn;
    }
  }
}
