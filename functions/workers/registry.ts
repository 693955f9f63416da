/** The SQS workers: the scoring stack gives each a function and its queue; the local platform delivers to the same entry. */
export const workers = {
  writing: { entry: 'functions/workers/writing/index.ts', queue: 'writing' },
} as const;
