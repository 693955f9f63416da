import type { Operation } from './operation';
import * as admins from './groups/admins';
import * as analysis from './groups/analysis';
import * as aws from './groups/aws';
import * as blog from './groups/blog';
import * as email from './groups/email';
import * as landing from './groups/landing';
import * as maillist from './groups/maillist';
import * as mocktest from './groups/mocktest';
import * as pricing from './groups/pricing';
import * as questions from './groups/questions';
import * as settings from './groups/settings';
import * as users from './groups/users';

export * from './operation';
export * from './errors';
export * from './fields';
export * from './user';
export * from './uploads';
export * from './practice';
export * from './files';
export * from './writing';
export * from './speaking';
export * from './pricing';
export * from './reviews';
export * from './blog';
export * from './statistics';
export * from './landing';
export * from './vocabulary';
export * from './admin';
export * from './surveys';

/** Every /api operation by route group. A group is one Lambda in AWS and one handler locally. */
export const contract = { settings, users, email, aws, maillist, admins, questions, analysis, mocktest, pricing, blog, landing } as const satisfies Record<string, Record<string, Operation>>;

export type Contract = typeof contract;
export type GroupName = keyof Contract;
export const groupNames = Object.keys(contract) as GroupName[];
