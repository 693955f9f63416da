import { describe, expect, it, vi } from 'vitest';

vi.mock('@functions/data/client', () => import('@test/fixtures/memory-table').then((table) => table.memoryDocumentClient()));

import { storedStudent } from '@test/fixtures/accounts';
import { Settings } from '@functions/domain/settings';
import { SettingsMissingError } from '@functions/platform/errors';
import { auditLog } from './audit';
import { adminSettings, updateFields } from './settings';

describe('admin: feature switches', () => {
  it('changes only the switches given, audits each one that changed, and leaves the rest on', async () => {
    const { caller: admin } = await storedStudent({ platformAccess: 'admin' });
    await expect(updateFields(admin, { featureSwitches: { reviewPrompt: false } })).rejects.toBeInstanceOf(SettingsMissingError);
    await Settings.seedDefaults({ APP_VERSION: '1.0.0' });

    const first = await updateFields(admin, { featureSwitches: { reviewPrompt: false, mobileAppBanner: true } });
    const again = await updateFields(admin, { featureSwitches: { reviewPrompt: false, referralRewards: false } });

    const off = { socialProofToast: true, mobileAppBanner: true, reviewPrompt: false, referralRewards: true };
    expect(first.featureSwitches).toEqual(off);
    expect(again.featureSwitches).toEqual({ ...off, referralRewards: false });
    expect((await adminSettings()).featureSwitches).toEqual(await Settings.featureSwitches());
    const log = await auditLog({ search: 'feature switch', page: 0, rowsPerPage: 10, rowsProperty: 'createdAt', rowsOrder: 'asc' });
    // Two calls may share a millisecond: compared in the subject's order.
    expect(log.rows.map((entry) => [entry.action, entry.adminId, entry.subject, entry.details]).sort((a, b) => a[2]!.localeCompare(b[2]!))).toEqual([
      ['updateFields', admin.userId, 'feature switch referralRewards', 'Switched off'],
      ['updateFields', admin.userId, 'feature switch reviewPrompt', 'Switched off'],
    ]);
  });
});
