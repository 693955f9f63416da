import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { join } from 'node:path';
import { workers } from '../functions/workers/registry';
import { functionDefaults, logRetention, projectRoot } from './function-defaults';
import { functionEnvironment, type EnvironmentProps } from './function-environment';

export interface ScoringStackProps extends StackProps, Omit<EnvironmentProps, 'writingQueueUrl'> {}

/** How many deliveries a scoring message gets before it is set aside in its dead-letter queue. */
export const maxReceiveCount = 3;

const workerTimeout = Duration.seconds(30);

/**
 * The AI scoring queues, each with a dead-letter queue, and their workers (functions/workers/registry.ts).
 */
export class ScoringStack extends Stack {
  readonly queues: Record<'speech' | 'writing', Queue>;
  readonly workers: Record<string, NodejsFunction> = {};

  constructor(scope: Construct, id: string, props: ScoringStackProps) {
    super(scope, id, props);
    this.queues = {
      speech: this.queueWithDeadLetters('speech', props.stage),
      writing: this.queueWithDeadLetters('writing', props.stage),
    };
    const environment = functionEnvironment({ ...props, writingQueueUrl: this.queues.writing.queueUrl });

    for (const [name, { entry, queue }] of Object.entries(workers)) {
      const fn = new NodejsFunction(this, `${name}Worker`, {
        ...functionDefaults,
        functionName: `pte-${props.stage}-${name}-worker`,
        entry: join(projectRoot, entry),
        handler: 'handler',
        // harper.js holds about 0.5 GB once loaded (toolchain findings: 460-500 MiB RSS); more memory is also more CPU.
        memorySize: 1024,
        timeout: workerTimeout,
        bundling: {
          ...functionDefaults.bundling,
          // Installed beside the bundle: they read their wasm and dictionary files relative to themselves.
          nodeModules: ['harper.js', 'dictionary-en', 'dictionary-en-gb'],
        },
        logGroup: new LogGroup(this, `${name}WorkerLogs`, { logGroupName: `/aws/lambda/pte-${props.stage}-${name}-worker`, retention: logRetention }),
        environment,
      });
      props.data.table.grantReadWriteData(fn);
      fn.addEventSource(new SqsEventSource(this.queues[queue], { batchSize: 5, reportBatchItemFailures: true }));
      this.workers[name] = fn;
    }
  }

  private queueWithDeadLetters(name: string, stage: string): Queue {
    const common = { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true };
    // Two weeks, SQS's longest: time to look at a failed job and redrive it.
    const deadLetters = new Queue(this, `${name}DeadLetters`, { ...common, queueName: `pte-${stage}-${name}-dlq`, retentionPeriod: Duration.days(14) });
    return new Queue(this, `${name}Queue`, {
      ...common,
      queueName: `pte-${stage}-${name}`,
      // Six times the worker's timeout, as AWS advises for Lambda consumers.
      visibilityTimeout: Duration.seconds(workerTimeout.toSeconds() * 6),
      deadLetterQueue: { queue: deadLetters, maxReceiveCount },
    });
  }
}
