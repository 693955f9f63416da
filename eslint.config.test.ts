import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

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
