import { readFile } from 'node:fs/promises';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { z } from 'zod';
import { config } from '@functions/platform/config';

/**
 * The Stripe keys of a stage. The secret the CDK makes holds only a generated placeholder until an
 * operator puts the real keys in (README); the local platform writes its own file.
 */
const StripeKeysSchema = z.object({
  secretKey: z.string().startsWith('sk_').optional(),
  webhookSecret: z.string().min(1).optional(),
  publishableKey: z.string().startsWith('pk_').optional(),
});
export type StripeKeys = z.infer<typeof StripeKeysSchema>;

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

let stripeKeys: Promise<StripeKeys> | undefined;

/** The Stripe keys: a Secrets Manager secret (JSON) in AWS, the local platform's file locally, none when neither is configured. Read once per container. */
export function getStripeKeys(): Promise<StripeKeys> {
  stripeKeys ??= readStripeKeys();
  return stripeKeys;
}

async function readStripeKeys(): Promise<StripeKeys> {
  const text = config.STRIPE_SECRET_FILE ? await readFile(config.STRIPE_SECRET_FILE, 'utf8') : config.STRIPE_SECRET_ARN ? await readSecret(config.STRIPE_SECRET_ARN) : '{}';
  // Keys an operator left empty count as not set.
  const parsed = StripeKeysSchema.safeParse(Object.fromEntries(Object.entries(JSON.parse(text) as Record<string, unknown>).filter(([, value]) => value !== '')));
  if (!parsed.success) throw new Error(`The Stripe keys are not valid: ${parsed.error.issues.map((issue) => issue.path.join('.')).join(', ')}`);
  return parsed.data;
}

let mobileApiKey: Promise<string> | undefined;

/** The mobile subscription service's API key (AWS only; the local simulator needs none). */
export function getMobileApiKey(): Promise<string> {
  const arn = config.MOBILE_SECRET_ARN;
  if (!arn) return Promise.reject(new Error('MOBILE_SECRET_ARN is not set'));
  mobileApiKey ??= readSecret(arn).then((secret) => secret.trim());
  return mobileApiKey;
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
