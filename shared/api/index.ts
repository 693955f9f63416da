import type { Operation } from './operation';
import * as maillist from './groups/maillist';
import * as settings from './groups/settings';
import * as users from './groups/users';

export * from './operation';
export * from './errors';
export * from './fields';

/** Every /api operation by route group. A group is one Lambda in AWS and one handler locally. */
export const contract = { settings, users, maillist } as const satisfies Record<string, Record<string, Operation>>;

export type Contract = typeof contract;
export type GroupName = keyof Contract;
export const groupNames = Object.keys(contract) as GroupName[];
