import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalIndexes, tableKeys, ttlAttribute } from '@functions/data/keys';
import { routeGroups } from '@functions/http/registry';
import { jobs } from '@functions/jobs/registry';
import { workers } from '@functions/workers/registry';
import { buildPlatform } from '@lib/app';
import { groupNames } from '@shared/api';

const stage = 'ci-check';

type Resources = Record<string, { Type: string; Properties?: Record<string, unknown> }>;

describe('CDK stacks', () => {
  let templates: Record<'data' | 'api' | 'web' | 'scoring' | 'jobs' | 'monitoring', Template>;
  let stackNames: string[];
  let siteDir: string;

  afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

  beforeAll(() => {
    siteDir = mkdtempSync(join(tmpdir(), 'pte-site-'));
    writeFileSync(join(siteDir, 'index.html'), '<!doctype html><div id="root"></div>');
    // One prerendered post, landing page and public page, as scripts/web/site-pages.ts writes them.
    mkdirSync(join(siteDir, 'blog'));
    writeFileSync(join(siteDir, 'blog', 'pte-guide.html'), '<!doctype html><title>PTE guide</title>');
    writeFileSync(join(siteDir, 'blog.html'), '<!doctype html><title>PTE Blog</title>');
    mkdirSync(join(siteDir, 'academic'));
    writeFileSync(join(siteDir, 'academic.html'), '<!doctype html><title>PTE Academic</title>');
    writeFileSync(join(siteDir, 'academic', 'scoring.html'), '<!doctype html><title>Scoring</title>');
    writeFileSync(join(siteDir, 'read-aloud-tips.html'), '<!doctype html><title>Read Aloud tips</title>');
    mkdirSync(join(siteDir, 'resources'));
    writeFileSync(join(siteDir, 'resources', 'vocabulary.html'), '<!doctype html><title>Vocabulary</title>');
    // Skipping bundling keeps this a test of the templates, not of esbuild (`npm run synth` bundles).
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
    const stacks = buildPlatform(app, { stage, siteDir, mail: { from: 'PTE Practice <no-reply@pte.example>', team: 'team@pte.example' } });
    stackNames = Object.values(stacks).map((stack) => stack.stackName);
    templates = {
      data: Template.fromStack(stacks.data),
      api: Template.fromStack(stacks.api),
      web: Template.fromStack(stacks.web),
      scoring: Template.fromStack(stacks.scoring),
      jobs: Template.fromStack(stacks.jobs),
      monitoring: Template.fromStack(stacks.monitoring),
    };
  });

  const allResources = (): Resources => Object.assign({}, ...Object.values(templates).map((template) => template.toJSON().Resources as Resources));

  it('builds the table from functions/data keys: pk/sk, both GSIs and TTL', () => {
    templates.data.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      TableName: `pte-${stage}`,
      KeySchema: [
        { AttributeName: tableKeys.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableKeys.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: globalIndexes.map((index) =>
        Match.objectLike({
          IndexName: index.indexName,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
        }),
      ),
      TimeToLiveSpecification: { AttributeName: ttlAttribute, Enabled: true },
      BillingMode: 'PAY_PER_REQUEST',
    });
  });

  it('makes one Node 24 arm64 function per route group of the contract', () => {
    expect(Object.keys(routeGroups).sort()).toEqual([...groupNames].sort());
    const functions = templates.api.findResources('AWS::Lambda::Function', { Properties: { FunctionName: Match.stringLikeRegexp(`^pte-${stage}-`) } });
    expect(Object.values(functions).map((fn) => (fn as { Properties: { FunctionName: string } }).Properties.FunctionName).sort()).toEqual(groupNames.map((group) => `pte-${stage}-${group}`).sort());
    for (const group of groupNames) {
      templates.api.hasResourceProperties('AWS::Lambda::Function', { FunctionName: `pte-${stage}-${group}`, Runtime: 'nodejs24.x', Architectures: ['arm64'] });
      templates.api.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: `ANY /api/${group}/{proxy+}` });
    }
    templates.api.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: 'ANY /api/{proxy+}' });
  });

  it('lets only the groups that send mail use SES, on the sender identity alone', () => {
    const policies = templates.api.findResources('AWS::IAM::Policy');
    const sesStatements = Object.entries(policies).flatMap(([id, policy]) =>
      ((policy.Properties.PolicyDocument.Statement as { Action: unknown; Resource: unknown }[]) ?? []).filter((statement) => statement.Action === 'ses:SendEmail').map((statement) => ({ id, statement })),
    );
    const groupsWithMail = Object.entries(routeGroups).filter(([, group]) => group.needs.mail).map(([name]) => name);
    expect(sesStatements.map(({ id }) => id.replace(/FunctionServiceRoleDefaultPolicy.*/, '')).sort()).toEqual(groupsWithMail.sort());
    for (const { statement } of sesStatements) expect(JSON.stringify(statement.Resource)).toContain('identity/no-reply@pte.example');
    templates.web.hasResourceProperties('AWS::SSM::Parameter', { Name: `/pte/${stage}/public-url` });
  });

  it('references the JWT key as a generated secret, never a value', () => {
    templates.data.hasResourceProperties('AWS::SecretsManager::Secret', { Name: `pte/${stage}/jwt-key`, GenerateSecretString: Match.objectLike({ PasswordLength: 64 }) });
    for (const template of Object.values(templates)) expect(JSON.stringify(template.toJSON())).not.toContain('"SecretString"');
  });

  it('subscribes each worker to its queue with partial batch failures, the writing one sized for harper.js', () => {
    templates.scoring.hasResourceProperties('AWS::Lambda::Function', { FunctionName: `pte-${stage}-writing-worker`, MemorySize: 1024, Timeout: 30 });
    templates.scoring.hasResourceProperties('AWS::Lambda::Function', { FunctionName: `pte-${stage}-speech-worker`, Timeout: 120, Environment: { Variables: Match.objectLike({ TRANSCRIBER: 'aws' }) } });
    expect(templates.scoring.findResources('AWS::Lambda::EventSourceMapping', { Properties: { FunctionResponseTypes: ['ReportBatchItemFailures'] } })).toSatisfy((found: object) => Object.keys(found).length === 2);
  });

  it('lets only the speech worker stream to Transcribe and read recordings, scoped to their prefix', () => {
    const policies = Object.values(templates.scoring.findResources('AWS::IAM::Policy')).map((policy) => JSON.stringify(policy));
    const transcribing = policies.filter((policy) => policy.includes('transcribe:'));
    expect(transcribing).toHaveLength(1);
    expect(transcribing[0]).toContain('"transcribe:StartStreamTranscription"');
    expect(transcribing[0]).not.toMatch(/transcribe:(StartTranscriptionJob|GetTranscriptionJob|StartStreamTranscriptionWebSocket)/);
    expect(transcribing[0]).toContain('/recordings/*');
    expect(transcribing[0]).not.toContain('s3:PutObject');
    expect(transcribing[0]).not.toContain('profile-images');
    const analysis = Object.values(templates.api.findResources('AWS::IAM::Policy')).map((policy) => JSON.stringify(policy)).find((policy) => policy.includes('analysis'));
    expect(analysis).toContain('/recordings/*');
  });

  it("passes the viewer's address to the API with the generated origin key, which only the API functions may read", () => {
    templates.data.hasResourceProperties('AWS::SecretsManager::Secret', { Name: `pte/${stage}/origin-key`, GenerateSecretString: Match.objectLike({ PasswordLength: 48 }) });
    const distribution = JSON.stringify(templates.web.findResources('AWS::CloudFront::Distribution'));
    expect(distribution).toContain('"HeaderName":"x-origin-key"');
    expect(distribution).toContain('resolve:secretsmanager:');
    const viewerAddress = Object.values(templates.web.findResources('AWS::CloudFront::Function')).map((fn) => String(fn.Properties.FunctionCode)).filter((code) => code.includes("'x-viewer-address'"));
    expect(viewerAddress).toEqual([expect.stringContaining('event.viewer.ip')]);
    const apiPolicies = Object.values(templates.api.findResources('AWS::IAM::Policy')).map((policy) => JSON.stringify(policy));
    expect(apiPolicies.filter((policy) => policy.includes('OriginKey') && policy.includes('secretsmanager:GetSecretValue'))).toHaveLength(apiPolicies.length);
    expect(JSON.stringify(templates.scoring.findResources('AWS::IAM::Policy'))).not.toContain('OriginKey');
  });

  it('gives every queue a dead-letter queue', () => {
    const queues = templates.scoring.findResources('AWS::SQS::Queue');
    const main = Object.entries(queues).filter(([, queue]) => !String(queue.Properties.QueueName).endsWith('-dlq'));
    expect(main.map(([, queue]) => queue.Properties.QueueName).sort()).toEqual([`pte-${stage}-speech`, `pte-${stage}-writing`]);
    for (const [, queue] of main) {
      expect(queue.Properties.RedrivePolicy).toMatchObject({ deadLetterTargetArn: expect.anything(), maxReceiveCount: 3 });
    }
  });

  it('routes /api/* through CloudFront to the HTTP API, uncached, and everything else to the private site bucket', () => {
    templates.web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: [
          Match.objectLike({ PathPattern: '/api/*', AllowedMethods: Match.arrayWith(['GET', 'POST']), ViewerProtocolPolicy: 'https-only', FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })] }),
        ],
        Origins: [
          Match.objectLike({ S3OriginConfig: Match.anyValue(), OriginAccessControlId: Match.anyValue() }),
          Match.objectLike({ DomainName: { 'Fn::Select': [2, { 'Fn::Split': ['/', Match.anyValue()] }] }, CustomOriginConfig: Match.anyValue() }),
        ],
        DefaultCacheBehavior: Match.objectLike({ ViewerProtocolPolicy: 'redirect-to-https', FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })] }),
      }),
    });
    templates.web.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({ SecurityHeadersConfig: Match.objectLike({ FrameOptions: { FrameOption: 'DENY', Override: true } }) }),
    });
  });

  it('serves a prerendered page for its path (blog posts, landing and public pages), moves old slugs with a 301 and falls back to index.html', () => {
    // Prepare: the site function's code as CloudFront runs it (ES5, a global handler).
    const codes = Object.values(templates.web.findResources('AWS::CloudFront::Function')).map((fn) => String(fn.Properties.FunctionCode));
    const code = codes.find((candidate) => candidate.includes('/index.html'))!;
    const handler = new Function(`${code}; return handler;`)() as (event: { request: { uri: string } }) => { uri?: string; statusCode?: number; headers?: { location: { value: string } } };
    const uriOf = (uri: string) => handler({ request: { uri } }).uri;

    // Act and assess
    expect(uriOf('/blog/pte-guide')).toBe('/blog/pte-guide.html');
    expect(uriOf('/blog/pte-guide/')).toBe('/blog/pte-guide.html');
    expect(uriOf('/blog')).toBe('/blog.html');
    expect(uriOf('/blog/not-prerendered')).toBe('/index.html');
    expect(uriOf('/blog/constructor')).toBe('/index.html');
    expect(uriOf('/practice')).toBe('/index.html');
    expect(uriOf('/')).toBe('/index.html');
    expect(uriOf('/academic')).toBe('/academic.html');
    expect(uriOf('/academic/scoring')).toBe('/academic/scoring.html');
    expect(uriOf('/academic/unknown')).toBe('/index.html');
    expect(uriOf('/read-aloud-tips')).toBe('/read-aloud-tips.html');
    expect(uriOf('/resources/vocabulary')).toBe('/resources/vocabulary.html');
    expect(uriOf('/resources')).toBe('/index.html');
    expect(uriOf('/blog/covers/pte-guide.png')).toBe('/blog/covers/pte-guide.png');
    expect(handler({ request: { uri: '/blog/how-to-pass-the-pte-test' } })).toMatchObject({ statusCode: 301, headers: { location: { value: '/blog/pte-exam-tips' } } });
    templates.web.hasResourceProperties('Custom::CDKBucketDeployment', { DistributionPaths: ['/*'] });
  });

  it('encrypts every bucket and blocks public access to it', () => {
    const buckets = Object.values(allResources()).filter((resource) => resource.Type === 'AWS::S3::Bucket');
    expect(buckets.length).toBe(3);
    for (const bucket of buckets) {
      expect(bucket.Properties?.PublicAccessBlockConfiguration).toEqual({ BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true });
      expect(bucket.Properties?.BucketEncryption).toBeDefined();
    }
  });

  it('has no IAM statement allowing every action on every resource', () => {
    const statements = Object.values(allResources())
      .filter((resource) => ['AWS::IAM::Policy', 'AWS::IAM::Role', 'AWS::IAM::ManagedPolicy'].includes(resource.Type))
      .flatMap((resource) => {
        const properties = resource.Properties ?? {};
        const documents = [properties.PolicyDocument, ...((properties.Policies as { PolicyDocument: unknown }[] | undefined) ?? []).map((policy) => policy.PolicyDocument)];
        return documents.flatMap((document) => ((document as { Statement?: unknown[] } | undefined)?.Statement ?? []) as { Effect: string; Action: unknown; Resource: unknown }[]);
      });
    expect(statements.length).toBeGreaterThan(0);
    const includesStar = (value: unknown) => value === '*' || (Array.isArray(value) && value.includes('*'));
    expect(statements.filter((statement) => statement.Effect === 'Allow' && includesStar(statement.Action) && includesStar(statement.Resource))).toEqual([]);
  });

  it('carries the stage in every stack name and every named resource', () => {
    for (const name of stackNames) expect(name).toMatch(new RegExp(`^pte-${stage}-`));
    const nameProperties = ['TableName', 'FunctionName', 'QueueName', 'Name'];
    for (const resource of Object.values(allResources())) {
      for (const property of nameProperties) {
        const value = resource.Properties?.[property];
        if (typeof value === 'string') expect(value, `${resource.Type}.${property}`).toContain(stage);
      }
    }
  });

  it("traces every function with X-Ray and names its service and its stage's metrics namespace for Powertools", () => {
    const functions = Object.values(allResources())
      .filter((resource) => resource.Type === 'AWS::Lambda::Function' && String(resource.Properties?.FunctionName).startsWith(`pte-${stage}-`))
      .map((resource) => resource.Properties as { FunctionName: string; TracingConfig?: unknown; Environment?: { Variables?: Record<string, unknown> } });
    expect(functions.map((fn) => fn.FunctionName).sort()).toEqual(
      [...groupNames.map((group) => `pte-${stage}-${group}`), ...Object.keys(workers).map((worker) => `pte-${stage}-${worker}-worker`), ...Object.keys(jobs).map((job) => `pte-${stage}-${job}`)].sort(),
    );
    for (const fn of functions) {
      expect(fn.TracingConfig, fn.FunctionName).toEqual({ Mode: 'Active' });
      expect(fn.Environment?.Variables, fn.FunctionName).toMatchObject({ POWERTOOLS_SERVICE_NAME: 'pte-practice', POWERTOOLS_METRICS_NAMESPACE: `pte-${stage}` });
      // Locally the platform turns metrics and tracing off; in AWS nothing may.
      expect(fn.Environment?.Variables, fn.FunctionName).not.toHaveProperty('POWERTOOLS_METRICS_DISABLED');
      expect(fn.Environment?.Variables, fn.FunctionName).not.toHaveProperty('POWERTOOLS_TRACE_ENABLED');
    }
    // Active tracing lets each function's role send its segments to X-Ray.
    for (const template of [templates.api, templates.scoring, templates.jobs]) {
      const policies = Object.values(template.findResources('AWS::IAM::Policy')).map((policy) => JSON.stringify(policy));
      expect(policies.filter((policy) => policy.includes('xray:PutTraceSegments')).length).toBe(Object.keys(template.findResources('AWS::Lambda::Function', { Properties: { FunctionName: Match.stringLikeRegexp(`^pte-${stage}-`) } })).length);
    }
  });

  it('tells the team by e-mail when a scoring job reaches a dead-letter queue or the API answers 5xx to more than 2 % of requests', () => {
    templates.monitoring.hasResourceProperties('AWS::SNS::Topic', { TopicName: `pte-${stage}-alarms` });
    templates.monitoring.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'team@pte.example' });
    const alarms = templates.monitoring.findResources('AWS::CloudWatch::Alarm');
    const byName = Object.fromEntries(Object.values(alarms).map((alarm) => [(alarm.Properties as { AlarmName: string }).AlarmName, alarm.Properties as Record<string, unknown>]));
    expect(Object.keys(byName).sort()).toEqual([`pte-${stage}-api-5xx`, `pte-${stage}-speech-dead-letters`, `pte-${stage}-writing-dead-letters`]);
    for (const queue of ['speech', 'writing']) {
      expect(byName[`pte-${stage}-${queue}-dead-letters`]).toMatchObject({ MetricName: 'ApproximateNumberOfMessagesVisible', Namespace: 'AWS/SQS', Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold', AlarmActions: [expect.anything()] });
      // The alarm watches the dead-letter queue itself, not the queue students' jobs go through.
      expect(JSON.stringify(byName[`pte-${stage}-${queue}-dead-letters`]!.Dimensions)).toContain(`${queue}DeadLetters`);
    }
    const serverErrors = byName[`pte-${stage}-api-5xx`]!;
    expect(serverErrors).toMatchObject({ Threshold: 2, ComparisonOperator: 'GreaterThanThreshold', AlarmActions: [expect.anything()] });
    expect(JSON.stringify(serverErrors.Metrics)).toContain('5xx');
  });

  const policiesOf = (template: Template) => Object.entries(template.findResources('AWS::IAM::Policy')).map(([id, policy]) => ({ id, text: JSON.stringify(policy) }));

  it("routes Stripe's webhook publicly to the pricing function, which alone reads the Stripe keys", () => {
    const routes = templates.api.findResources('AWS::ApiGatewayV2::Route', { Properties: { RouteKey: 'POST /api/pricing/stripeWebhook' } });
    const [route] = Object.values(routes) as { Properties: { AuthorizationType?: string; Target: unknown } }[];
    expect(route).toBeDefined();
    expect(route!.Properties.AuthorizationType ?? 'NONE').toBe('NONE');
    expect(JSON.stringify(route!.Properties.Target)).toContain('StripeWebhookIntegration');
    const integration = Object.entries(templates.api.findResources('AWS::ApiGatewayV2::Integration')).find(([id]) => id.includes('StripeWebhookIntegration'))!;
    expect(JSON.stringify(integration[1])).toContain('pricingFunction');

    templates.data.hasResourceProperties('AWS::SecretsManager::Secret', { Name: `pte/${stage}/stripe`, GenerateSecretString: Match.objectLike({ SecretStringTemplate: '{}', GenerateStringKey: 'placeholder' }) });
    const readingStripe = [...policiesOf(templates.api), ...policiesOf(templates.scoring), ...policiesOf(templates.jobs)].filter((policy) => policy.text.includes('StripeKeys'));
    expect(readingStripe.map((policy) => policy.id.replace(/FunctionServiceRoleDefaultPolicy.*/, ''))).toEqual(['pricing']);
    expect(readingStripe[0]!.text).toContain('secretsmanager:GetSecretValue');
    const readingMobile = policiesOf(templates.api).filter((policy) => policy.text.includes('MobileApiKey'));
    expect(readingMobile.map((policy) => policy.id.replace(/FunctionServiceRoleDefaultPolicy.*/, ''))).toEqual(['users']);
  });

  it('runs the promotion expiry job every 15 minutes from EventBridge, granted the table and nothing else', () => {
    templates.jobs.hasResourceProperties('AWS::Lambda::Function', { FunctionName: `pte-${stage}-promotionExpiry`, Runtime: 'nodejs24.x', Architectures: ['arm64'] });
    templates.jobs.hasResourceProperties('AWS::Events::Rule', {
      Name: `pte-${stage}-promotionExpiry`,
      ScheduleExpression: 'rate(15 minutes)',
      State: 'ENABLED',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^promotionExpiryJob'), 'Arn'] } })],
    });
    templates.jobs.hasResourceProperties('AWS::Lambda::Permission', { Action: 'lambda:InvokeFunction', Principal: 'events.amazonaws.com' });
    const [policy, ...others] = policiesOf(templates.jobs);
    expect(others).toEqual([]);
    expect(policy!.text).toContain('dynamodb:UpdateItem');
    for (const action of ['secretsmanager:', 'ses:', 'sqs:', 's3:']) expect(policy!.text).not.toContain(action);
  });
});
