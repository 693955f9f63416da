import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { HttpApi, HttpMethod } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
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
}

/** The HTTP API: one function per route group of functions/http/registry.ts, each granted only what it needs. */
export class ApiStack extends Stack {
  readonly api: HttpApi;
  readonly functions: Record<string, NodejsFunction> = {};

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { stage, table } = props;

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
          LOG_LEVEL: 'INFO',
        },
      });
      if (needs.table === 'readWrite') table.grantReadWriteData(fn);
      else table.grantReadData(fn);
      jwtKey.grantRead(fn);
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
