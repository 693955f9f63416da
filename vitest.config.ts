import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// One alias table for every test project; it mirrors tsconfig.json "paths".
const alias = {
  '@shared': here('./shared'),
  '@functions': here('./functions'),
  '@frontend': here('./frontend/src'),
  '@local': here('./local'),
  '@lib': here('./lib'),
  '@test': here('./test'),
  '@content': here('./content'),
};

// The component test files (frontend/src, *.test.tsx) that call vi.mock or vi.doMock.
const mockingComponentFiles = readdirSync(here('./frontend/src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.tsx'))
  .map((file) => `frontend/src/${file}`)
  .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(here(`./${file}`), 'utf8')))
  .sort();

export default defineConfig({
  resolve: { alias },
  test: {
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    // `npm run test:unit` measures the back end and the shared code (the front end has its own
    // component tests), prints the files not fully covered, a summary and, after the run, the
    // figures per folder (scripts/coverage/print.ts), and fails when coverage drops: the scoring
    // rules and text utilities under 95 % of lines (every rule tested at its boundaries), the
    // whole under the figures below, set just under what the unit tests reach.
    coverage: {
      provider: 'v8',
      include: ['functions/**/*.ts', 'shared/**/*.ts'],
      exclude: [
        '**/*.test.ts',
        // Declarations and type-only modules: nothing runs.
        '**/*.d.ts',
        'shared/scoring/recognition.ts',
        // The route groups' Lambda entry points: each hands a contract group to the router and
        // the domain, and only the integration suite runs them, over HTTP through the local
        // platform, which this unit run does not measure (the router itself is measured).
        'functions/http/**',
      ],
      reporter: [['text', { skipFull: true }], 'text-summary', 'json-summary'],
      // Reached when these were set (issue 17): 96.5 % of lines, 86.9 % of branches, 94.4 % of
      // statements, 96.1 % of functions.
      thresholds: {
        lines: 96,
        branches: 86,
        statements: 94,
        functions: 95,
        'shared/scoring/**/*.ts': { lines: 95 },
        'shared/text/**/*.ts': { lines: 95 },
      },
    },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['*.test.ts', '{shared,functions,local,lib,scripts}/**/*.test.ts', 'frontend/src/**/*.test.ts'],
          setupFiles: ['test/fixtures/unit-env.ts'],
          // Both cores: vitest's default leaves one to itself, and on 2 cores that ran one file at a
          // time while the other core idled (the PocketSphinx file alone took a minute of it). A
          // test gets 20 s: scrypt-hashed logins and the store's round trips took over vitest's
          // default 5 s on a busy machine, even one file at a time.
          maxWorkers: 2,
          testTimeout: 20_000,
          // A file's table set-up (beforeAll) shares the machine with the browser tests in `npm test`.
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // React component tests (*.test.tsx) in a simulated DOM; logic tests stay in 'unit'. The
          // files share one worker instead of starting one each (which loaded React, Amplify UI and
          // the DOM again for every file, most of the stage's time); the setup file starts each
          // file afresh (test/fixtures/component-env.ts).
          name: 'component',
          include: ['frontend/src/**/*.test.tsx'],
          exclude: mockingComponentFiles,
          environment: 'happy-dom',
          setupFiles: ['test/fixtures/component-env.ts'],
          isolate: false,
          // A file's first test loads its lazy pages (recharts, the runner): on a busy 2-core
          // machine that took over vitest's default 5 s.
          testTimeout: 15_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // The component test files that replace a module (vi.mock), each in its own worker: a
          // mocked module must not leak into another file, nor a real one, already loaded, into it.
          name: 'component-mocking',
          include: mockingComponentFiles.length > 0 ? mockingComponentFiles : ['no-files'],
          environment: 'happy-dom',
          setupFiles: ['test/fixtures/component-env.ts'],
          testTimeout: 15_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          globalSetup: ['test/fixtures/seeded-data-dir.ts'],
          // Two files at once, each with its own platform on its own copy of the seeded data: a
          // suite waits on its platform (the queue, a decoder) much of its time. Not beside the
          // browser tests (scripts/test-gate.ts): with both, a request ran past API Gateway's 29 s.
          maxWorkers: 2,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: { name: 'infra', include: ['test/infra/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 120_000 },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          // One platform per worker, started once for all the files it runs (test/fixtures/e2e-platforms.ts).
          globalSetup: ['test/fixtures/e2e-platforms.ts'],
          // Room for a test's CPU-bound moments (recognition) shared with the other file running
          // beside it and the other stages of `npm test` on a busy machine.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Three files at once, each on its worker's platform with its own Chromium: a browser
          // test spends much of its time waiting (a recording in real time, the recogniser, page
          // loads), which another file fills; four at once left every file waiting for a core.
          maxWorkers: 3,
          // A browser waits on the server and on rendering; 1 s (vitest's default) is too tight for a busy CI machine.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
