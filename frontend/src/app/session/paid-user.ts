import type { User } from '@shared/api';

/**
 * A paid user (spec §6): paidExpiryTime later than the server date. Such a user sees no upgrade
 * banner and is not reset to the free allowance by the account sync.
 * Example: isPaidUser({ paidExpiryTime: 2_000 }, 1_000) === true.
 */
export function isPaidUser(user: Pick<User, 'paidExpiryTime'> | undefined, serverNow: number): boolean {
  return (user?.paidExpiryTime ?? 0) > serverNow;
}
