import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import type { Construct } from 'constructs';

export interface JobsStackProps extends StackProps {
  stage: string;
}

/**
 * The housekeeping schedule. Its jobs (promotion expiry and other clean-up) join with their issues
 * as Lambda targets of this rule.
 */
export class JobsStack extends Stack {
  readonly housekeeping: Rule;

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, props);
    this.housekeeping = new Rule(this, 'Housekeeping', {
      ruleName: `pte-${props.stage}-housekeeping`,
      description: 'Hourly housekeeping of the PTE practice platform',
      schedule: Schedule.rate(Duration.hours(1)),
    });
  }
}
