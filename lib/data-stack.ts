import { RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, Billing, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { globalIndexes, tableKeys, ttlAttribute } from '../functions/data/keys';
import { isLongLived } from './stage';

export interface DataStackProps extends StackProps {
  stage: string;
  /** Browser origins allowed to PUT to presigned upload URLs; the signature is what authorises. */
  uploadOrigins: string[];
}

/** The one table (keys from functions/data/keys.ts), the media buckets and the secrets (JWT key, origin key, Stripe and mobile keys). */
export class DataStack extends Stack {
  readonly table: TableV2;
  readonly contentBucket: Bucket;
  readonly uploadsBucket: Bucket;
  readonly jwtKey: Secret;
  /** Sent by CloudFront to the API, so the API can believe the viewer address CloudFront passes. */
  readonly originKey: Secret;
  /** Stripe's keys, put in by an operator (README); until then payments are off. */
  readonly stripeKeys: Secret;
  /** The mobile subscription service's API key, put in by an operator. */
  readonly mobileApiKey: Secret;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const keep = isLongLived(props.stage);
    // Long-lived stages keep students' data if the stack goes; branch stages are disposable.
    const removalPolicy = keep ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    this.table = new TableV2(this, 'Table', {
      tableName: `pte-${props.stage}`,
      partitionKey: { name: tableKeys.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableKeys.sortKey, type: AttributeType.STRING },
      globalSecondaryIndexes: globalIndexes.map((index) => ({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
      })),
      timeToLiveAttribute: ttlAttribute,
      billing: Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: keep },
      removalPolicy,
    });

    const bucketDefaults = {
      encryption: BucketEncryption.S3_MANAGED,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      removalPolicy,
      autoDeleteObjects: !keep,
    };
    // Question audio and images, scorecards: served through the files routes, never public.
    this.contentBucket = new Bucket(this, 'ContentBucket', bucketDefaults);
    // Recordings and profile images: written by browsers through presigned PUT URLs.
    this.uploadsBucket = new Bucket(this, 'UploadsBucket', {
      ...bucketDefaults,
      cors: [{ allowedMethods: [HttpMethods.PUT, HttpMethods.GET], allowedOrigins: props.uploadOrigins, allowedHeaders: ['*'], maxAge: 3000 }],
    });

    // Generated inside AWS: the value never passes through this code, a template or the repo.
    this.jwtKey = new Secret(this, 'JwtKey', {
      secretName: `pte/${props.stage}/jwt-key`,
      description: `Signs access tokens of the ${props.stage} stage`,
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    this.originKey = new Secret(this, 'OriginKey', {
      secretName: `pte/${props.stage}/origin-key`,
      description: `Proves that a request to the ${props.stage} API came through CloudFront`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    // Made with a generated placeholder only, so no key ever passes through a template or the
    // repo: an operator puts {"secretKey","webhookSecret","publishableKey"} in (README), and until
    // then the pricing functions report payments as off.
    this.stripeKeys = new Secret(this, 'StripeKeys', {
      secretName: `pte/${props.stage}/stripe`,
      description: `Stripe keys of the ${props.stage} stage: JSON { secretKey, webhookSecret, publishableKey }`,
      generateSecretString: { secretStringTemplate: '{}', generateStringKey: 'placeholder', passwordLength: 32, excludePunctuation: true },
    });
    this.mobileApiKey = new Secret(this, 'MobileApiKey', {
      secretName: `pte/${props.stage}/mobile-api-key`,
      description: `The mobile subscription service's server API key for the ${props.stage} stage`,
      generateSecretString: { passwordLength: 32, excludePunctuation: true },
    });
  }
}
