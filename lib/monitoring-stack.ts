import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, MathExpression, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

export interface MonitoringStackProps extends StackProps {
  stage: string;
  api: HttpApi;
  /** The scoring queues; each has a dead-letter queue. */
  queues: Record<string, Queue>;
  /** Who is told when an alarm goes off (the team's address). */
  alarmEmail: string;
}

/** Share of the API's answers that are 5xx, over 5 minutes, above which the team is told. */
const serverErrorPercent = 2;
/** Requests in 5 minutes below which a few 5xx say nothing about a rate. */
const fewestRequests = 20;

/**
 * Alarms the team gets by e-mail: a scoring job that reached a dead-letter queue (its student got
 * a failed analysis and their credit back, and the job waits there to be looked at and redriven),
 * and the API answering 5xx to more than 2 % of its requests.
 */
export class MonitoringStack extends Stack {
  readonly alarms: Topic;

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);
    this.alarms = new Topic(this, 'Alarms', { topicName: `pte-${props.stage}-alarms` });
    this.alarms.addSubscription(new EmailSubscription(props.alarmEmail));
    const tell = new SnsAction(this.alarms);

    for (const [name, queue] of Object.entries(props.queues)) {
      const deadLetters = queue.deadLetterQueue!.queue;
      new Alarm(this, `${name}DeadLettersAlarm`, {
        alarmName: `pte-${props.stage}-${name}-dead-letters`,
        alarmDescription: `A ${name} scoring job failed every delivery and waits in ${deadLetters.queueName}.`,
        metric: deadLetters.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }),
        threshold: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }).addAlarmAction(tell);
    }

    const period = Duration.minutes(5);
    new Alarm(this, 'ApiServerErrorsAlarm', {
      alarmName: `pte-${props.stage}-api-5xx`,
      alarmDescription: `More than ${serverErrorPercent} % of API requests answered 5xx in 5 minutes.`,
      metric: new MathExpression({
        expression: `IF(requests >= ${fewestRequests}, 100 * errors / requests, 0)`,
        usingMetrics: { errors: props.api.metricServerError({ period, statistic: 'Sum' }), requests: props.api.metricCount({ period, statistic: 'Sum' }) },
        period,
        label: '5xx percent',
      }),
      threshold: serverErrorPercent,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }).addAlarmAction(tell);
  }
}
