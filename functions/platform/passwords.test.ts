import { describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords';

describe('passwords', () => {
  it('verifies the password that was hashed and refuses another', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(hash).not.toContain('correct horse battery');
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
  });

  it('hashes at N=2^15 outside tests, and verifies a hash of either cost', async () => {
    const testHash = await hashPassword('correct horse battery');
    vi.stubEnv('VITEST', '');
    vi.resetModules();
    try {
      const production = await import('./passwords');
      const hash = await production.hashPassword('correct horse battery');
      expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
      expect(await production.verifyPassword('correct horse battery', testHash)).toBe(true);
      expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('salts each hash', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
  });

  it('refuses a malformed stored hash and always refuses the decoy', async () => {
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
    expect(await verifyAgainstDecoy('anything')).toBe(false);
  });
});
