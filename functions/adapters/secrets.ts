import { readFile } from 'node:fs/promises';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config } from '@functions/platform/config';

let jwtKey: Promise<Uint8Array> | undefined;

/** The JWT signing key: a Secrets Manager secret in AWS, a generated file under .data/ locally. Read once per container. */
export function getJwtKey(): Promise<Uint8Array> {
  jwtKey ??= readJwtSecret().then((secret) => new TextEncoder().encode(secret.trim()));
  return jwtKey;
}

async function readJwtSecret(): Promise<string> {
  if (config.JWT_SECRET_FILE) return readFile(config.JWT_SECRET_FILE, 'utf8');
  const client = new SecretsManagerClient({ region: config.AWS_REGION });
  const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: config.JWT_SECRET_ARN }));
  if (!SecretString) throw new Error('The JWT secret is empty');
  return SecretString;
}
