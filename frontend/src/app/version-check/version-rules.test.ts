import { describe, expect, it } from 'vitest';
import { showsVersionUpdate } from '@frontend/app/version-check/version-rules';

describe('showsVersionUpdate', () => {
  const check = (overrides: Partial<Parameters<typeof showsVersionUpdate>[0]>) => showsVersionUpdate({ serverVersion: '1.1.0', buildVersion: '1.0.0', pathname: '/dashboard', ...overrides });

  it('offers the update when the server’s APP_VERSION differs from the build’s', () => {
    expect(check({})).toBe(true);
    expect(check({ pathname: '/' })).toBe(true);
  });

  it('stays away when the versions match or either is unknown', () => {
    expect(check({ serverVersion: '1.0.0' })).toBe(false);
    expect(check({ serverVersion: undefined })).toBe(false);
    expect(check({ buildVersion: undefined })).toBe(false);
  });

  it('never shows on mock test and practice screens', () => {
    for (const pathname of ['/mock-test', '/mock-test/exercise', '/mock-test/results', '/practice', '/practice/RS-0001', '/exercise', '/desktop-only']) {
      expect(check({ pathname }), pathname).toBe(false);
    }
    expect(check({ pathname: '/mock-test-tips' })).toBe(true);
  });

  it('does not ask again once the account or the tab updated to that version', () => {
    expect(check({ updatedTo: ['1.1.0', null] })).toBe(false);
    expect(check({ updatedTo: [undefined, '1.1.0'] })).toBe(false);
    expect(check({ updatedTo: ['1.0.5', '1.0.5'] })).toBe(true);
  });
});
