import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '@functions/platform/config';

/** The document client of the one table; its endpoint is dynalite's when running locally. */
export const documentClient = DynamoDBDocumentClient.from(
  new DynamoDBClient({ region: config.AWS_REGION, ...(config.DYNAMODB_ENDPOINT ? { endpoint: config.DYNAMODB_ENDPOINT } : {}) }),
  { marshallOptions: { removeUndefinedValues: true } },
);
