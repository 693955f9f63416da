import { Entity, type EntityItem } from 'electrodb';
import { examTypes, stepsDoneFlags } from '@shared/accounts';
import { NotificationSchema } from '@shared/api';
import { unlessRefused } from '../conditional';
import { tableKeys } from '../keys';
import { tableConfig } from '../table';

/** A student or admin account (spec/platform.md §3 User). Found by e-mail through EmailOwner. */
export const User = new Entity(
  {
    model: { entity: 'user', version: '1', service: 'pte' },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      email: { type: 'string', required: true, readOnly: true },
      firstName: { type: 'string', required: true },
      /** scrypt hash (functions/platform/passwords.ts); absent until an invited user sets one. */
      passwordHash: { type: 'string' },
      stepsDone: { type: 'set', items: [...stepsDoneFlags] },
      examType: { type: [...examTypes], required: true, default: 'Academic' },
      platformAccess: { type: ['admin', 'student'] as const, required: true, default: 'student' },
      currentPlan: { type: 'string' },
      paidExpiryTime: { type: 'number' },
      writingCredits: { type: 'number', required: true, default: 0 },
      speakingCredits: { type: 'number', required: true, default: 0 },
      speakingCreditsUsed: { type: 'number', required: true, default: 0 },
      version: { type: 'string' },
      /** Key of the image in the uploads bucket. */
      profileImageKey: { type: 'string' },
      /** Rotated at each login; a token carrying an older one belongs to a session elsewhere. */
      sessionToken: { type: 'string', required: true },
      isNightMode: { type: 'boolean', required: true, default: false },
      nightTimeStart: { type: 'number', required: true, default: 20 },
      nightTimeEnd: { type: 'number', required: true, default: 8 },
      /** Newest first, at most notificationsKept. */
      notifications: {
        type: 'list',
        items: {
          type: 'map',
          properties: {
            id: { type: 'string', required: true },
            type: { type: [...NotificationSchema.shape.type.options], required: true },
            message: { type: 'string', required: true },
            hasRead: { type: 'boolean', required: true },
            createdAt: { type: 'number', required: true },
          },
        },
      },
      /** Who invited this user, for the referral programme. */
      referredBy: { type: 'string' },
      createdAt: { type: 'number', default: () => Date.now(), readOnly: true },
      updatedAt: { type: 'number', watch: '*', set: () => Date.now(), readOnly: true },
    },
    indexes: {
      byId: {
        pk: { field: tableKeys.partitionKey, composite: ['userId'] },
        sk: { field: tableKeys.sortKey, composite: [] },
      },
    },
  },
  tableConfig,
);

export type UserItem = EntityItem<typeof User>;
export type NewUser = Parameters<typeof User.create>[0];

/** Notifications kept on the user item; the bell shows the first 5. */
export const notificationsKept = 20;

// One user by id (strongly consistent: right after a write the user reads what was written)
export async function getUser(userId: string): Promise<UserItem | undefined> {
  const { data } = await User.get({ userId }).go({ consistent: true });
  return data ?? undefined;
}

// A new user; false when the id is taken (guard: the item must not exist)
export async function createUser(user: NewUser): Promise<boolean> {
  return (await unlessRefused(User.create(user).go())) !== undefined;
}

type UserChanges = Partial<Pick<UserItem, 'firstName' | 'passwordHash' | 'examType' | 'isNightMode' | 'nightTimeStart' | 'nightTimeEnd' | 'version' | 'profileImageKey' | 'sessionToken' | 'notifications'>>;

// Changes fields of an existing user (guard: the user exists); returns the user after the change
export async function updateUser(userId: string, changes: UserChanges): Promise<UserItem | undefined> {
  return (await unlessRefused(User.patch({ userId }).set(changes).go({ response: 'all_new' })))?.data as UserItem | undefined;
}

type StepsDone = NonNullable<UserItem['stepsDone']>;

// Adds stepsDone flags (a set operation, so concurrent changes of other flags are kept; guard: the user exists)
export async function addStepsDone(userId: string, flags: StepsDone): Promise<UserItem | undefined> {
  return (await unlessRefused(User.patch({ userId }).add({ stepsDone: flags }).go({ response: 'all_new' })))?.data as UserItem | undefined;
}

// Removes stepsDone flags (guard: the user exists)
export async function removeStepsDone(userId: string, flags: StepsDone): Promise<UserItem | undefined> {
  return (await unlessRefused(User.patch({ userId }).delete({ stepsDone: flags }).go({ response: 'all_new' })))?.data as UserItem | undefined;
}

// Replaces the notification list only if nobody changed the user since it was read (optimistic lock on updatedAt)
export async function replaceNotifications(user: UserItem, notifications: NonNullable<UserItem['notifications']>): Promise<UserItem | undefined> {
  const written = await unlessRefused(
    User.patch({ userId: user.userId })
      .set({ notifications })
      .where((attributes, { eq }) => eq(attributes.updatedAt, user.updatedAt!))
      .go({ response: 'all_new' }),
  );
  return written?.data as UserItem | undefined;
}

// Gives a user a paid plan until a time (purchases, admin grants)
export async function grantPlan(userId: string, plan: string, paidExpiryTime: number): Promise<UserItem | undefined> {
  return (await unlessRefused(User.patch({ userId }).set({ currentPlan: plan, paidExpiryTime }).go({ response: 'all_new' })))?.data as UserItem | undefined;
}

// Deletes a user
export async function deleteUserItem(userId: string): Promise<void> {
  await User.delete({ userId }).go();
}

// Spends one writing credit (guard: at least one left); false when none is left
export async function spendWritingCredit(userId: string): Promise<boolean> {
  return (await unlessRefused(User.patch({ userId }).subtract({ writingCredits: 1 }).where((attributes, { gt }) => gt(attributes.writingCredits, 0)).go())) !== undefined;
}
