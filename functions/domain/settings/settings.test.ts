import { describe, expect, it, vi } from 'vitest';

vi.mock('@functions/data/client', () => import('@test/fixtures/memory-table').then((table) => table.memoryDocumentClient()));

import { SettingsMissingError } from '@functions/platform/errors';
import { adminSettings, appVersion, dateNow, health, seedDefaults } from './settings';

describe('settings', () => {
  it('answers 404 for the app version before the seed, then the version it wrote, which a later seed keeps', async () => {
    await expect(appVersion()).rejects.toBeInstanceOf(SettingsMissingError);

    expect(await seedDefaults({ APP_VERSION: '2.0.0' })).toBe(true);
    expect(await seedDefaults({ APP_VERSION: '3.0.0' })).toBe(false);

    expect(await appVersion()).toBe('2.0.0');
    expect(await adminSettings()).toEqual({ APP_VERSION: '2.0.0', stage: 'unit' });
  });

  it("answers the stage when the table answers, and the server's clock", async () => {
    const before = Date.now();

    expect(await health()).toEqual({ status: 'ok', stage: 'unit' });
    expect(dateNow()).toBeGreaterThanOrEqual(before);
  });
});
