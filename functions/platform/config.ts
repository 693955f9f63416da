import { z } from 'zod';
import { transcriberNames } from '@shared/api/speaking';

/**
 * The environment of every function, read and validated once at module load.
 * In AWS the CDK stacks set these; locally bin/local.ts sets them before loading any handler.
 * Endpoints are set only locally, where they point at the emulators. Every variable is one that
 * some function reads; add a variable here together with its first reader.
 */
const ConfigSchema = z
  .object({
    STAGE: z.string().min(1),
    AWS_REGION: z.string().min(1),
    TABLE_NAME: z.string().min(3),
    /** Either a Secrets Manager ARN (AWS) or a file path (local) holding the JWT signing key. */
    JWT_SECRET_ARN: z.string().min(1).optional(),
    JWT_SECRET_FILE: z.string().min(1).optional(),
    /**
     * The Stripe keys, JSON { secretKey?, webhookSecret?, publishableKey? }: a Secrets Manager ARN
     * (AWS) or a file the local platform writes. Without a secretKey payments are simulated locally
     * (file) and off in AWS (ARN). Only the pricing group reads them.
     */
    STRIPE_SECRET_ARN: z.string().min(1).optional(),
    STRIPE_SECRET_FILE: z.string().min(1).optional(),
    /** The mobile subscription service's API key (Secrets Manager, AWS), or the local simulator's file of subscriptions. */
    MOBILE_SECRET_ARN: z.string().min(1).optional(),
    MOBILE_SUBSCRIPTIONS_FILE: z.string().min(1).optional(),
    /** The secret CloudFront sends to the API (see adapters/secrets.ts getOriginKey); unset locally. */
    ORIGIN_KEY_SECRET_ARN: z.string().min(1).optional(),
    /** The queue of writing analyses (locally just its name, for the in-process queue). */
    WRITING_QUEUE_URL: z.string().min(1),
    /** The queue of speaking analyses, like WRITING_QUEUE_URL. */
    SPEECH_QUEUE_URL: z.string().min(1),
    /**
     * Which transcriber turns recordings into words: AWS Transcribe streaming in the cloud, Moonshine
     * aligned by PocketSphinx on the local platform when Debian's pocketsphinx is installed, else the
     * browser's own transcript.
     */
    TRANSCRIBER: z.enum(transcriberNames),
    /** Question audio and images. */
    CONTENT_BUCKET: z.string().min(3),
    /** Recordings and profile images. */
    UPLOADS_BUCKET: z.string().min(3),
    /** Sender of every mail, and the team's inbox for contact messages. */
    MAIL_FROM: z.string().min(3),
    TEAM_EMAIL: z.email(),
    /**
     * Where the app is served, for links in mails: given directly (locally, or a custom domain), or
     * as the SSM parameter the web stack writes with the CloudFront address (which the API stack
     * cannot reference without a cycle).
     */
    PUBLIC_URL: z.url().optional(),
    PUBLIC_URL_PARAMETER: z.string().min(1).optional(),
    DYNAMODB_ENDPOINT: z.url().optional(),
    S3_ENDPOINT: z.url().optional(),
    SES_ENDPOINT: z.url().optional(),
    LOG_LEVEL: z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR', 'SILENT']).default('INFO'),
  })
  .refine((env) => Boolean(env.JWT_SECRET_ARN) !== Boolean(env.JWT_SECRET_FILE), {
    message: 'Set exactly one of JWT_SECRET_ARN and JWT_SECRET_FILE',
    path: ['JWT_SECRET_ARN'],
  })
  .refine((env) => !(env.STRIPE_SECRET_ARN && env.STRIPE_SECRET_FILE), {
    message: 'Set at most one of STRIPE_SECRET_ARN and STRIPE_SECRET_FILE',
    path: ['STRIPE_SECRET_ARN'],
  })
  .refine((env) => !(env.MOBILE_SECRET_ARN && env.MOBILE_SUBSCRIPTIONS_FILE), {
    message: 'Set at most one of MOBILE_SECRET_ARN and MOBILE_SUBSCRIPTIONS_FILE',
    path: ['MOBILE_SECRET_ARN'],
  })
  .refine((env) => Boolean(env.PUBLIC_URL) !== Boolean(env.PUBLIC_URL_PARAMETER), {
    message: 'Set exactly one of PUBLIC_URL and PUBLIC_URL_PARAMETER',
    path: ['PUBLIC_URL'],
  });

export type Config = z.infer<typeof ConfigSchema>;

/** Parses an environment; throws one error naming every missing or invalid variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = ConfigSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  return result.data;
}

export const config: Config = parseConfig(process.env);
