import { readFile } from 'node:fs/promises';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config } from '@functions/platform/config';

let jwtKey: Promise<Uint8Array> | undefined;
let originKey: Promise<string> | undefined;

/** The JWT signing key: a Secrets Manager secret in AWS, a generated file under .data/ locally. Read once per container. */
export function getJwtKey(): Promise<Uint8Array> {
  jwtKey ??= readJwtSecret().then((secret) => new TextEncoder().encode(secret.trim()));
  return jwtKey;
}

/**
 * The value CloudFront sends in x-origin-key with every request it forwards (web stack), which
 * proves the request came through CloudFront. Undefined where no CDN stands in front (local).
 */
export function getOriginKey(): Promise<string> | undefined {
  const arn = config.ORIGIN_KEY_SECRET_ARN;
  if (!arn) return undefined;
  originKey ??= readSecret(arn).then((secret) => secret.trim());
  return originKey;
}

async function readJwtSecret(): Promise<string> {
  if (config.JWT_SECRET_FILE) return readFile(config.JWT_SECRET_FILE, 'utf8');
  if (!config.JWT_SECRET_ARN) throw new Error('JWT_SECRET_ARN is not set');
  return readSecret(config.JWT_SECRET_ARN);
}

async function readSecret(arn: string): Promise<string> {
  const client = new SecretsManagerClient({ region: config.AWS_REGION });
  const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: arn }));
  if (!SecretString) throw new Error(`The secret ${arn} is empty`);
  return SecretString;
}
