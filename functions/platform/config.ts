import { z } from 'zod';

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
    DYNAMODB_ENDPOINT: z.url().optional(),
    LOG_LEVEL: z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR', 'SILENT']).default('INFO'),
  })
  .refine((env) => Boolean(env.JWT_SECRET_ARN) !== Boolean(env.JWT_SECRET_FILE), {
    message: 'Set exactly one of JWT_SECRET_ARN and JWT_SECRET_FILE',
    path: ['JWT_SECRET_ARN'],
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
