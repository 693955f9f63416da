import { CfnOutput, Duration, Fn, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  OriginRequestPolicy,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { prerenderedPaths, siteRoutingCode } from './site-routing';

export interface WebStackProps extends StackProps {
  stage: string;
  api: HttpApi;
  /** Sent to the API with every request, so it believes the viewer address (functions/platform/client-address.ts). */
  originKey: ISecret;
  /** The built SPA (dist/web). */
  siteDir: string;
  /** Where to record the app's address for the functions (see ApiStack). */
  publicUrlParameterName: string;
}

/** The SPA in a private bucket behind CloudFront, which also routes /api/* to the HTTP API. */
export class WebStack extends Stack {
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { stage } = props;

    // Rebuilt from the repo at every deploy, so nothing is lost when it goes.
    const siteBucket = new Bucket(this, 'SiteBucket', {
      encryption: BucketEncryption.S3_MANAGED,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      responseHeadersPolicyName: `pte-${stage}-security-headers`,
      securityHeadersBehavior: {
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: true, override: true },
        contentSecurityPolicy: {
          contentSecurityPolicy:
            "default-src 'self'; img-src 'self' data: blob: https:; media-src 'self' blob: https:; style-src 'self' 'unsafe-inline'; connect-src 'self' https://*.amazonaws.com; frame-ancestors 'none'; base-uri 'self'",
          override: true,
        },
      },
    });

    // History fallback, the prerendered pages (blog, landing, public) and the blog's old slugs (lib/site-routing.ts).
    const spaFallback = new CloudFrontFunction(this, 'SpaFallback', {
      functionName: `pte-${stage}-spa-fallback`,
      code: FunctionCode.fromInline(siteRoutingCode({ pages: prerenderedPaths(props.siteDir) })),
    });

    // API Gateway sees the edge server's address; limits per address need the viewer's. Set here,
    // so a header of the same name sent by the viewer is overwritten.
    const viewerAddress = new CloudFrontFunction(this, 'ViewerAddress', {
      functionName: `pte-${stage}-viewer-address`,
      code: FunctionCode.fromInline("function handler(event) { var request = event.request; request.headers['x-viewer-address'] = { value: event.viewer.ip }; return request; }"),
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `PTE practice ${stage}`,
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [{ function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          // apiEndpoint is https://<id>.execute-api.<region>.amazonaws.com; the origin wants the host.
          origin: new HttpOrigin(Fn.select(2, Fn.split('/', props.api.apiEndpoint)), {
            // Resolved by CloudFormation at deploy time: the value is in no template or repo.
            customHeaders: { 'x-origin-key': props.originKey.secretValue.unsafeUnwrap() },
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
          functionAssociations: [{ function: viewerAddress, eventType: FunctionEventType.VIEWER_REQUEST }],
        },
      },
    });

    new BucketDeployment(this, 'DeploySite', {
      sources: [Source.asset(props.siteDir)],
      destinationBucket: siteBucket,
      distribution: this.distribution,
      // Hashed assets never change; the pages that hold the current asset names do, and the
      // prerendered shells sit at many paths (blog, landing, public pages): one wildcard covers them.
      distributionPaths: ['/*'],
    });

    const appUrl = `https://${this.distribution.distributionDomainName}`;
    new StringParameter(this, 'PublicUrl', { parameterName: props.publicUrlParameterName, stringValue: appUrl, description: `Where the ${stage} app is served, for links in mails` });
    new CfnOutput(this, 'AppUrl', { value: appUrl });
  }
}
