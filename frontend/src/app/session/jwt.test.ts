import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, isTokenExpired } from '@frontend/app/session/jwt';

const base64Url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenWith = (payload: unknown) => `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.signature`;

describe('decodeJwtPayload', () => {
  it('reads the claims of a token, including base64url characters and non-ASCII text', () => {
    const token = tokenWith({ sub: 'user-1', name: 'Zoë ~~??>>', exp: 1700000000 });

    expect(decodeJwtPayload(token)).toEqual({ sub: 'user-1', name: 'Zoë ~~??>>', exp: 1700000000 });
  });

  it('returns undefined for text that is not a token', () => {
    expect(decodeJwtPayload('not-a-token')).toBeUndefined();
    expect(decodeJwtPayload('a.%%%.c')).toBeUndefined();
    expect(decodeJwtPayload(`a.${base64Url([1, 2])}.c`)).toBeUndefined();
  });
});

describe('isTokenExpired', () => {
  const exp = 1_700_000_000;

  it('keeps a token whose exp is still ahead', () => {
    expect(isTokenExpired(tokenWith({ exp }), exp * 1000 - 1)).toBe(false);
  });

  it('drops a token at and after its exp', () => {
    expect(isTokenExpired(tokenWith({ exp }), exp * 1000)).toBe(true);
    expect(isTokenExpired(tokenWith({ exp }), exp * 1000 + 60_000)).toBe(true);
  });

  it('drops a malformed token or one with a non-numeric exp', () => {
    expect(isTokenExpired('garbage', 0)).toBe(true);
    expect(isTokenExpired(tokenWith({ exp: 'tomorrow' }), 0)).toBe(true);
  });

  it('leaves a token without exp to the server', () => {
    expect(isTokenExpired(tokenWith({ sub: 'user-1' }), Date.now())).toBe(false);
  });
});
