import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '@functions/platform/config';
import { tracer } from '@functions/platform/tracer';

/** The document client of the one table; its endpoint is dynalite's when running locally. Each call is a subsegment of the function's trace. */
export const documentClient = DynamoDBDocumentClient.from(
  tracer.captureAWSv3Client(new DynamoDBClient({ region: config.AWS_REGION, ...(config.DYNAMODB_ENDPOINT ? { endpoint: config.DYNAMODB_ENDPOINT } : {}) })),
  { marshallOptions: { removeUndefinedValues: true } },
);
