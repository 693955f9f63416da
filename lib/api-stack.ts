import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { HttpApi, HttpMethod } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { join } from 'node:path';
import { fallbackRouteGroup, routeGroups } from '../functions/http/registry';
import { functionDefaults, logRetention, projectRoot } from './function-defaults';
import { functionEnvironment, publicUrlParameterName, type EnvironmentProps, type ScoringQueue } from './function-environment';

export interface ApiStackProps extends StackProps, Omit<EnvironmentProps, 'queueUrls'> {
  queues: Record<ScoringQueue, Queue>;
}

/** The HTTP API: one function per route group of functions/http/registry.ts, each granted only what it needs. */
export class ApiStack extends Stack {
  readonly api: HttpApi;
  readonly functions: Record<string, NodejsFunction> = {};

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { stage, data, mail, queues } = props;
    const environment = functionEnvironment({ ...props, queueUrls: { speech: queues.speech.queueUrl, writing: queues.writing.queueUrl } });
    // SES authorises sending per verified identity: the sender's address and its domain.
    const senderAddress = /<([^>]+)>/.exec(mail.from)?.[1] ?? mail.from;
    const sesIdentities = [senderAddress, senderAddress.split('@')[1]!].map((identity) => this.formatArn({ service: 'ses', resource: 'identity', resourceName: identity }));
    const publicUrlParameterArn = this.formatArn({ service: 'ssm', resource: 'parameter', resourceName: publicUrlParameterName(stage).slice(1) });

    this.api = new HttpApi(this, 'HttpApi', { apiName: `pte-${stage}-api`, createDefaultStage: true });

    for (const [group, { entry, needs, nodeModules }] of Object.entries(routeGroups)) {
      const fn = new NodejsFunction(this, `${group}Function`, {
        ...functionDefaults,
        functionName: `pte-${stage}-${group}`,
        entry: join(projectRoot, entry),
        handler: 'handler',
        ...(nodeModules ? { bundling: { ...functionDefaults.bundling, nodeModules: [...nodeModules] } } : {}),
        logGroup: new LogGroup(this, `${group}Logs`, { logGroupName: `/aws/lambda/pte-${stage}-${group}`, retention: logRetention }),
        environment,
      });
      if (needs.table === 'readWrite') data.table.grantReadWriteData(fn);
      else data.table.grantReadData(fn);
      data.jwtKey.grantRead(fn);
      data.originKey.grantRead(fn);
      if (needs.uploads) data.uploadsBucket.grantReadWrite(fn, 'profile-images/*');
      if (needs.content) data.contentBucket.grantRead(fn);
      if (needs.recordings) data.uploadsBucket.grantReadWrite(fn, 'recordings/*');
      if (needs.scorecards) data.uploadsBucket.grantReadWrite(fn, 'scorecards/*');
      for (const queue of needs.queues ?? []) queues[queue].grantSendMessages(fn);
      if (needs.mail) fn.addToRolePolicy(new PolicyStatement({ actions: ['ses:SendEmail'], resources: sesIdentities }));
      if (needs.payments) data.stripeKeys.grantRead(fn);
      if (needs.mobile) data.mobileApiKey.grantRead(fn);
      if (needs.publicUrl && !props.publicUrl) fn.addToRolePolicy(new PolicyStatement({ actions: ['ssm:GetParameter'], resources: [publicUrlParameterArn] }));
      this.functions[group] = fn;
      this.api.addRoutes({
        path: `/api/${group}/{proxy+}`,
        methods: [HttpMethod.ANY],
        integration: new HttpLambdaIntegration(`${group}Integration`, fn),
      });
    }

    // Stripe's webhook, named on its own: public (no authorizer; Stripe's signature over the raw
    // body, which the HTTP API passes to the function unchanged, is what authorises it).
    const pricing = this.functions.pricing;
    if (!pricing) throw new Error('The pricing route group has no function');
    this.api.addRoutes({ path: '/api/pricing/stripeWebhook', methods: [HttpMethod.POST], integration: new HttpLambdaIntegration('StripeWebhookIntegration', pricing) });

    // Any other /api path reaches a router that answers the §4 404 body, not API Gateway's own.
    const fallback = this.functions[fallbackRouteGroup];
    if (!fallback) throw new Error(`The fallback route group ${fallbackRouteGroup} has no function`);
    this.api.addRoutes({ path: '/api/{proxy+}', methods: [HttpMethod.ANY], integration: new HttpLambdaIntegration('FallbackIntegration', fallback) });

    new CfnOutput(this, 'ApiEndpoint', { value: this.api.apiEndpoint });
  }
}
