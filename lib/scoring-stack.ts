import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

export interface ScoringStackProps extends StackProps {
  stage: string;
}

/** How many deliveries a scoring message gets before it is set aside in its dead-letter queue. */
export const maxReceiveCount = 3;

/**
 * The AI scoring queues, each with a dead-letter queue. Their workers (speech, writing) join with
 * their issues and are subscribed here.
 */
export class ScoringStack extends Stack {
  readonly queues: Record<'speech' | 'writing', Queue>;

  constructor(scope: Construct, id: string, props: ScoringStackProps) {
    super(scope, id, props);
    this.queues = {
      speech: this.queueWithDeadLetters('speech', props.stage),
      writing: this.queueWithDeadLetters('writing', props.stage),
    };
  }

  private queueWithDeadLetters(name: string, stage: string): Queue {
    const common = { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true };
    // Two weeks, SQS's longest: time to look at a failed job and redrive it.
    const deadLetters = new Queue(this, `${name}DeadLetters`, { ...common, queueName: `pte-${stage}-${name}-dlq`, retentionPeriod: Duration.days(14) });
    return new Queue(this, `${name}Queue`, {
      ...common,
      queueName: `pte-${stage}-${name}`,
      // Six times a worker's timeout, as AWS advises for Lambda consumers.
      visibilityTimeout: Duration.minutes(3),
      deadLetterQueue: { queue: deadLetters, maxReceiveCount },
    });
  }
}
