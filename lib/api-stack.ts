import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { HttpApi, HttpMethod } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { join } from 'node:path';
import { fallbackRouteGroup, routeGroups } from '../functions/http/registry';
import { functionDefaults, logRetention, projectRoot } from './function-defaults';

export interface ApiStackProps extends StackProps {
  stage: string;
  table: TableV2;
  uploadsBucket: Bucket;
  contentBucket: Bucket;
  mail: { from: string; team: string };
  /** A fixed app address (custom domain); without it, functions read the web stack's parameter. */
  publicUrl?: string;
}

/** The SSM parameter where the web stack records the app's address (read at cold start, no cross-stack cycle). */
export const publicUrlParameterName = (stage: string) => `/pte/${stage}/public-url`;

/** The HTTP API: one function per route group of functions/http/registry.ts, each granted only what it needs. */
export class ApiStack extends Stack {
  readonly api: HttpApi;
  readonly functions: Record<string, NodejsFunction> = {};

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { stage, table, uploadsBucket, contentBucket, mail } = props;
    const publicUrlParameter = publicUrlParameterName(stage);
    // SES authorises sending per verified identity: the sender's address and its domain.
    const senderAddress = /<([^>]+)>/.exec(mail.from)?.[1] ?? mail.from;
    const sesIdentities = [senderAddress, senderAddress.split('@')[1]!].map((identity) => this.formatArn({ service: 'ses', resource: 'identity', resourceName: identity }));

    // Generated inside AWS: the value never passes through this code, a template or the repo.
    const jwtKey = new Secret(this, 'JwtKey', {
      secretName: `pte/${stage}/jwt-key`,
      description: `Signs access tokens of the ${stage} stage`,
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });

    this.api = new HttpApi(this, 'HttpApi', { apiName: `pte-${stage}-api`, createDefaultStage: true });

    for (const [group, { entry, needs }] of Object.entries(routeGroups)) {
      const fn = new NodejsFunction(this, `${group}Function`, {
        ...functionDefaults,
        functionName: `pte-${stage}-${group}`,
        entry: join(projectRoot, entry),
        handler: 'handler',
        logGroup: new LogGroup(this, `${group}Logs`, { logGroupName: `/aws/lambda/pte-${stage}-${group}`, retention: logRetention }),
        environment: {
          ...functionDefaults.environment,
          STAGE: stage,
          TABLE_NAME: table.tableName,
          JWT_SECRET_ARN: jwtKey.secretArn,
          CONTENT_BUCKET: contentBucket.bucketName,
          UPLOADS_BUCKET: uploadsBucket.bucketName,
          MAIL_FROM: mail.from,
          TEAM_EMAIL: mail.team,
          ...(props.publicUrl ? { PUBLIC_URL: props.publicUrl } : { PUBLIC_URL_PARAMETER: publicUrlParameter }),
          LOG_LEVEL: 'INFO',
        },
      });
      if (needs.table === 'readWrite') table.grantReadWriteData(fn);
      else table.grantReadData(fn);
      jwtKey.grantRead(fn);
      if (needs.uploads) uploadsBucket.grantReadWrite(fn, 'profile-images/*');
      if (needs.content) contentBucket.grantRead(fn);
      if (needs.mail) fn.addToRolePolicy(new PolicyStatement({ actions: ['ses:SendEmail'], resources: sesIdentities }));
      if (needs.publicUrl && !props.publicUrl) {
        fn.addToRolePolicy(new PolicyStatement({ actions: ['ssm:GetParameter'], resources: [this.formatArn({ service: 'ssm', resource: 'parameter', resourceName: publicUrlParameter.slice(1) })] }));
      }
      this.functions[group] = fn;
      this.api.addRoutes({
        path: `/api/${group}/{proxy+}`,
        methods: [HttpMethod.ANY],
        integration: new HttpLambdaIntegration(`${group}Integration`, fn),
      });
    }

    // Any other /api path reaches a router that answers the §4 404 body, not API Gateway's own.
    const fallback = this.functions[fallbackRouteGroup];
    if (!fallback) throw new Error(`The fallback route group ${fallbackRouteGroup} has no function`);
    this.api.addRoutes({ path: '/api/{proxy+}', methods: [HttpMethod.ANY], integration: new HttpLambdaIntegration('FallbackIntegration', fallback) });

    new CfnOutput(this, 'ApiEndpoint', { value: this.api.apiEndpoint });
  }
}
