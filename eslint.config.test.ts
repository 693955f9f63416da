import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { engineLoadBudgetMs } from '@test/fixtures/slow-loads';

const eslint = new ESLint();
// The boundary tests read one import each; without the cycle rule they do not walk the whole graph
// behind it (seconds per file on a busy 2-core machine).
const eslintWithoutCycles = new ESLint({ overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });

// Loading the config, its plugins and the TypeScript parser is the slow part of the first lint:
// done once here, within its own budget, so that no test pays for it.
beforeAll(async () => {
  await eslintWithoutCycles.lintText('export {};', { filePath: 'shared/x.ts' });
}, engineLoadBudgetMs);

async function messagesOf(ruleId: string, filePath: string, code: string): Promise<string[]> {
  const linter = ruleId === 'import-x/no-cycle' ? eslint : eslintWithoutCycles;
  const [result] = await linter.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === ruleId).map((message) => message.message);
}

const restrictedImports = (filePath: string, code: string) => messagesOf('no-restricted-imports', filePath, code);
const layerViolations = (filePath: string, code: string) => messagesOf('import-x/no-restricted-paths', filePath, `${code}\nexport {};`);

describe('import boundaries', () => {
  it.each([
    ['shared/exam/x.ts', "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';"],
    ['shared/exam/x.ts', "import { Entity } from 'electrodb';"],
    ['shared/exam/x.ts', "import { useState } from 'react';"],
    ['shared/exam/x.ts', "import { config } from '@functions/platform/config';"],
    ['shared/exam/x.ts', "import { api } from '../../frontend/src/api/client';"],
    ['frontend/src/x.ts', "import { db } from '@functions/data';"],
    ['frontend/src/x.ts', "import { db } from '../../functions/data';"],
    ['functions/http/x.ts', "import { startPlatform } from '@local/platform';"],
  ])('refuses in %s: %s', async (filePath, code) => {
    expect(await restrictedImports(filePath, `${code}\nexport {};`)).not.toEqual([]);
  });

  it('allows shared code in the front end and the back end', async () => {
    expect(await restrictedImports('frontend/src/x.ts', "import { contract } from '@shared/api';\nexport { contract };")).toEqual([]);
    expect(await restrictedImports('functions/x.ts', "import { contract } from '@shared/api';\nexport { contract };")).toEqual([]);
  });
});

describe('layers', () => {
  it.each([
    ['frontend/src/features/practice/x.ts', "import { MOCK_TEST_TEXTS } from '@frontend/features/mock-test/texts';"],
    ['frontend/src/features/practice/x.ts', "import { MOCK_TEST_TEXTS } from '../mock-test/texts';"],
    ['frontend/src/features/practice/x.ts', "import { SpeakingScreen } from '@frontend/features/answering/speaking/speaking-screen';"],
    ['frontend/src/features/answering/x.ts', "import { PRACTICE_TEXTS } from '@frontend/features/practice/texts';"],
    ['frontend/src/components/x.ts', "import { useSession } from '@frontend/app/session/use-session';"],
    ['frontend/src/components/x.ts', "import { useSession } from '../app/session/use-session';"],
    ['frontend/src/components/x.ts', "import { QuestionScreen } from '@frontend/features/answering';"],
    ['functions/http/x.ts', "import { db } from '@functions/data';"],
    ['functions/workers/x.ts', "import { db } from '../data';"],
    ['functions/jobs/x.ts', "import { db } from '@functions/data';"],
  ])('refuses in %s: %s', async (filePath, code) => {
    expect(await layerViolations(filePath, code)).not.toEqual([]);
  });

  it.each([
    ['frontend/src/features/practice/x.ts', "import { QuestionScreen } from '@frontend/features/answering';"],
    ['frontend/src/features/answering/x.ts', "import { SpeakingScreen } from '@frontend/features/answering/speaking/speaking-screen';"],
    ['frontend/src/features/practice/x.ts', "import { useSession } from '@frontend/app/session/use-session';"],
    ['frontend/src/features/practice/x.ts', "import { RetryAlert } from '@frontend/components/retry-alert';"],
    ['functions/http/x.ts', "import { Accounts } from '@functions/domain/accounts';"],
  ])('allows in %s: %s', async (filePath, code) => {
    expect(await layerViolations(filePath, code)).toEqual([]);
  });
});

// The first cycle check reads the whole front end's import graph: seconds on a busy 2-core machine.
describe('import cycles', { timeout: 90_000 }, () => {
  it('refuses a module that imports the route table when a lazy page imports it back', async () => {
    // auth-page (loaded lazily by the route table) imports access.ts: this version of access.ts closes the cycle.
    const code = "import { appRoutes } from '@frontend/app/routes';\nexport const paths = appRoutes.map((route) => route.path);";
    expect(await messagesOf('import-x/no-cycle', 'frontend/src/app/session/access.ts', code)).not.toEqual([]);
  });

  it('allows the same import from a module no page imports', async () => {
    const code = "import { appRoutes } from '@frontend/app/routes';\nexport const paths = appRoutes.map((route) => route.path);";
    expect(await messagesOf('import-x/no-cycle', 'frontend/src/app/x.ts', code)).toEqual([]);
  });
});
