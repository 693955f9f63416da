import { describe, expect, it } from 'vitest';
import { parseStoredNightMode, resolveColorMode } from '@frontend/components/color-mode/color-mode';

describe('resolveColorMode', () => {
  it('follows a stored choice over the system scheme', () => {
    expect(resolveColorMode('true', false)).toBe('dark');
    expect(resolveColorMode('false', true)).toBe('light');
  });

  it('falls back to the system scheme without a stored choice', () => {
    expect(resolveColorMode(null, true)).toBe('dark');
    expect(resolveColorMode(null, false)).toBe('light');
  });

  it('ignores a stored value it does not understand', () => {
    expect(parseStoredNightMode('dark')).toBeUndefined();
    expect(resolveColorMode('1', true)).toBe('dark');
  });
});
