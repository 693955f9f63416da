/**
 * Reads the payload of a JWT without checking its signature: the browser only needs `exp` to
 * drop a stale session at start-up (spec §4); the server still verifies every call.
 * Returns undefined for anything that is not a well-formed token.
 */
export function decodeJwtPayload(token: string): Record<string, unknown> | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return undefined;
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? (payload as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a stored token can no longer be used: malformed, or its `exp` (seconds) has passed.
 * A token without `exp` is left to the server to judge.
 * Example: isTokenExpired(tokenWithExp(1000), 1_000_001) === true.
 */
export function isTokenExpired(token: string, nowMs: number): boolean {
  const payload = decodeJwtPayload(token);
  if (!payload) return true;
  const { exp } = payload;
  if (exp === undefined) return false;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return true;
  return exp * 1000 <= nowMs;
}
