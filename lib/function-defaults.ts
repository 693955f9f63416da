import { Duration } from 'aws-cdk-lib';
import { Architecture, LoggingFormat, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { OutputFormat, type NodejsFunctionProps } from 'aws-cdk-lib/aws-lambda-nodejs';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { join } from 'node:path';

export const projectRoot = join(import.meta.dirname, '..');

/** The defaults of every NodejsFunction: Node 24 on arm64, bundled by the project's esbuild (never Docker), traced by X-Ray (Powertools Tracer, functions/platform/tracer.ts). */
export const functionDefaults = {
  runtime: Runtime.NODEJS_24_X,
  architecture: Architecture.ARM_64,
  memorySize: 512,
  timeout: Duration.seconds(10),
  loggingFormat: LoggingFormat.JSON,
  tracing: Tracing.ACTIVE,
  projectRoot,
  depsLockFilePath: join(projectRoot, 'package-lock.json'),
  bundling: {
    format: OutputFormat.ESM,
    target: 'node24',
    minify: true,
    sourceMap: true,
    forceDockerBundling: false,
    mainFields: ['module', 'main'],
    // Bundled CommonJS dependencies still call require(); ESM output needs it defined.
    banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
    tsconfig: join(projectRoot, 'tsconfig.json'),
  },
} satisfies Partial<NodejsFunctionProps>;

/** Logs are kept a month: long enough to investigate a report, short enough to cost little. */
export const logRetention = RetentionDays.ONE_MONTH;
