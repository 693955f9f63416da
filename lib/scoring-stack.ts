import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { join } from 'node:path';
import { maxDeliveries, workers } from '../functions/workers/registry';
import { functionDefaults, logRetention, projectRoot } from './function-defaults';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { functionEnvironment, type EnvironmentProps, type ScoringQueue } from './function-environment';

export interface ScoringStackProps extends StackProps, Omit<EnvironmentProps, 'queueUrls'> {}


/**
 * The AI scoring queues, each with a dead-letter queue, and their workers (functions/workers/registry.ts).
 */
export class ScoringStack extends Stack {
  readonly queues: Record<ScoringQueue, Queue>;
  readonly workers: Record<string, NodejsFunction> = {};

  constructor(scope: Construct, id: string, props: ScoringStackProps) {
    super(scope, id, props);
    this.queues = {
      speech: this.queueWithDeadLetters('speech', props.stage, workers.speech.timeoutSeconds),
      writing: this.queueWithDeadLetters('writing', props.stage, workers.writing.timeoutSeconds),
    };
    const environment = functionEnvironment({ ...props, queueUrls: { speech: this.queues.speech.queueUrl, writing: this.queues.writing.queueUrl } });

    for (const [name, { entry, queue, timeoutSeconds, memorySize, nodeModules, transcribe }] of Object.entries(workers)) {
      const fn = new NodejsFunction(this, `${name}Worker`, {
        ...functionDefaults,
        functionName: `pte-${props.stage}-${name}-worker`,
        entry: join(projectRoot, entry),
        handler: 'handler',
        memorySize,
        timeout: Duration.seconds(timeoutSeconds),
        bundling: {
          ...functionDefaults.bundling,
          nodeModules: [...nodeModules],
        },
        logGroup: new LogGroup(this, `${name}WorkerLogs`, { logGroupName: `/aws/lambda/pte-${props.stage}-${name}-worker`, retention: logRetention }),
        environment,
      });
      props.data.table.grantReadWriteData(fn);
      if (transcribe) {
        // The worker reads each recording and streams its samples to Transcribe, which stores nothing.
        props.data.uploadsBucket.grantRead(fn, 'recordings/*');
        // Streams have no resource-level permissions. The SDK streams over HTTP/2 in Node, so the
        // WebSocket action (transcribe:StartStreamTranscriptionWebSocket) is not needed.
        fn.addToRolePolicy(new PolicyStatement({ actions: ['transcribe:StartStreamTranscription'], resources: ['*'] }));
      }
      fn.addEventSource(new SqsEventSource(this.queues[queue], { batchSize: 5, reportBatchItemFailures: true }));
      this.workers[name] = fn;
    }
  }

  private queueWithDeadLetters(name: string, stage: string, workerTimeoutSeconds: number): Queue {
    const common = { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true };
    // Two weeks, SQS's longest: time to look at a failed job and redrive it.
    const deadLetters = new Queue(this, `${name}DeadLetters`, { ...common, queueName: `pte-${stage}-${name}-dlq`, retentionPeriod: Duration.days(14) });
    return new Queue(this, `${name}Queue`, {
      ...common,
      queueName: `pte-${stage}-${name}`,
      // Six times the worker's timeout, as AWS advises for Lambda consumers.
      visibilityTimeout: Duration.seconds(workerTimeoutSeconds * 6),
      deadLetterQueue: { queue: deadLetters, maxReceiveCount: maxDeliveries },
    });
  }
}
