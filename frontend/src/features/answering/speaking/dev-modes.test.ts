import { describe, expect, it } from 'vitest';
import { isDeveloperHost } from '@frontend/features/answering/speaking/dev-modes';

describe('isDeveloperHost', () => {
  it.each(['localhost', '127.0.0.1', 'pte.local', 'staging.pte.test'])('offers the developer modes on %s', (hostname) => {
    expect(isDeveloperHost(hostname)).toBe(true);
  });

  it.each(['pte-practice.com', 'www.pte-practice.com', 'localhost.example.com', 'test.example.com', '127.0.0.2', ''])('hides them on %s', (hostname) => {
    expect(isDeveloperHost(hostname)).toBe(false);
  });
});
