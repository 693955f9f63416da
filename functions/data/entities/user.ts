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
      /** Mock test credits: one is spent when a full or a section mock starts (absent on accounts older than mock tests: 0). */
      fullMockCredits: { type: 'number' },
      sectionMockCredits: { type: 'number' },
      version: { type: 'string' },
      /** Key of the image in the uploads bucket. */
      profileImageKey: { type: 'string' },
      /** Rotated at each login; a token carrying an older one belongs to a session elsewhere. */
      sessionToken: { type: 'string', required: true },
      isNightMode: { type: 'boolean', required: true, default: false },
      nightTimeStart: { type: 'number', required: true, default: 20 },
      nightTimeEnd: { type: 'number', required: true, default: 8 },
      /** Oldest first (appended), at most notificationsKept once trimmed: pushNotification. */
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
      /** Who invited this user or whose share link they signed up from, for the referral programme. */
      referredBy: { type: 'string' },
      /** This student's id in their share link (spec §3 referralId), given the first time they open /reward (ReferralCode owns it). */
      referralId: { type: 'string' },
      /** How many referral rewards this student has claimed (users/claimReward); absent: none. */
      referralRewardsClaimed: { type: 'number' },
      /** The personal promotion (click ad or referral) the user opened: 24 hours from its start (spec §3, §5). */
      userPromo: {
        type: 'map',
        properties: {
          promoId: { type: 'string', required: true },
          discount: { type: 'number', required: true },
          startTime: { type: 'number', required: true },
          endTime: { type: 'number', required: true },
          target: { type: 'list', items: { type: 'string' }, required: true },
        },
      },
      /** Personal promotions this account redeemed by link (spec §3 uids): each once. */
      redeemedPromoIds: { type: 'set', items: 'string' },
      /** Payment intent ids of the purchases granted to this account (spec §3 purchaseHistory): the grant's once-only guard. */
      purchaseHistory: { type: 'set', items: 'string' },
      /** The mobile subscription service's profile id (spec §3 adaptyId). */
      adaptyId: { type: 'string' },
      /** When the free allowance was last topped up (users/resetCredits); absent: never since the account was made. */
      creditsResetAt: { type: 'number' },
      /** Until when 'Later' keeps the review prompt away (spec §3 postponeReview). */
      postponeReview: { type: 'number' },
      /** When the review's extra section mock test was given: its once-only guard. */
      reviewCreditAt: { type: 'number' },
      /** A random id chosen when the account's deletion starts, under which its purchases, payments and question reports are kept. */
      anonymisedId: { type: 'string' },
      createdAt: { type: 'number', default: () => Date.now(), readOnly: true },
      updatedAt: { type: 'number', watch: '*', set: () => Date.now(), readOnly: true },
    },
    indexes: {
      byId: {
        pk: { field: tableKeys.partitionKey, composite: ['userId'] },
        sk: { field: tableKeys.sortKey, composite: [] },
      },
      // Accounts by when they were made, for the count of free trials started (social proof).
      bySignup: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: [] },
        sk: { field: 'gsi2sk', composite: ['createdAt', 'userId'] },
      },
    },
  },
  tableConfig,
);

export type UserItem = EntityItem<typeof User>;
export type NewUser = Parameters<typeof User.create>[0];

/** Notifications kept on the user item, oldest first; the bell shows the newest 5. */
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

type UserChanges = Partial<Pick<UserItem, 'firstName' | 'passwordHash' | 'examType' | 'isNightMode' | 'nightTimeStart' | 'nightTimeEnd' | 'version' | 'profileImageKey' | 'sessionToken'>>;

// Changes fields of an existing user (guard: the user exists); returns the user after the change
export async function updateUser(userId: string, changes: UserChanges): Promise<UserItem | undefined> {
  return (await unlessRefused(User.patch({ userId }).set(changes).go({ response: 'all_new' })))?.data;
}

type StepsDone = NonNullable<UserItem['stepsDone']>;

// Adds stepsDone flags (a set operation, so concurrent changes of other flags are kept; guard: the user exists)
export async function addStepsDone(userId: string, flags: StepsDone): Promise<UserItem | undefined> {
  return (await unlessRefused(User.patch({ userId }).add({ stepsDone: flags }).go({ response: 'all_new' })))?.data;
}

// Removes stepsDone flags (guard: the user exists)
export async function removeStepsDone(userId: string, flags: StepsDone): Promise<UserItem | undefined> {
  return (await unlessRefused(User.patch({ userId }).delete({ stepsDone: flags }).go({ response: 'all_new' })))?.data;
}

export type StoredNotification = NonNullable<UserItem['notifications']>[number];

// Adds a notification at the end of the list (oldest first; list_append, so concurrent additions
// are all kept), then drops the oldest one when the list holds more than notificationsKept
// (guard: the size, so concurrent trims never drop more than the excess)
export async function pushNotification(userId: string, notification: StoredNotification): Promise<void> {
  if (!(await unlessRefused(User.patch({ userId }).append({ notifications: [notification] }).go()))) return;
  await unlessRefused(
    User.patch({ userId })
      .data((attributes, { remove }) => remove(attributes.notifications[0]!))
      // value() names its placeholder after an attribute; any number attribute serves.
      .where((attributes, { size, value }) => `${size(attributes.notifications)} > ${value(attributes.updatedAt, notificationsKept)}`)
      .go(),
  );
}

// Marks the notification at `index` read (guard: it is still the one with this id, which a trim
// may have moved); false when it is not
export async function markNotificationRead(userId: string, index: number, id: string): Promise<boolean> {
  const written = await unlessRefused(
    User.patch({ userId })
      .data((attributes, { set }) => set(attributes.notifications[index]!.hasRead, true))
      .where((attributes, { eq }) => eq(attributes.notifications[index]!.id, id))
      .go(),
  );
  return written !== undefined;
}

// Marks the first `count` notifications read (guard: the list still holds `count`, so none
// added or trimmed meanwhile is marked by mistake); false when the list changed
export async function markNotificationsRead(userId: string, count: number): Promise<boolean> {
  if (count === 0) return true;
  const written = await unlessRefused(
    User.patch({ userId })
      .data((attributes, { set }) => {
        for (let index = 0; index < count; index += 1) set(attributes.notifications[index]!.hasRead, true);
      })
      // value() names its placeholder after an attribute; any number attribute serves.
      .where((attributes, { size, value }) => `${size(attributes.notifications)} = ${value(attributes.updatedAt, count)}`)
      .go(),
  );
  return written !== undefined;
}

// Gives a user a paid plan until a time (purchases, admin grants)
export async function grantPlan(userId: string, plan: string, paidExpiryTime: number): Promise<UserItem | undefined> {
  return (await unlessRefused(User.patch({ userId }).set({ currentPlan: plan, paidExpiryTime }).go({ response: 'all_new' })))?.data;
}

// The id a deletion keeps the account's records under: chosen once (guard: none chosen yet), so a
// deletion run again after a failure keeps its records together; undefined when the user is gone
export async function anonymisedIdOf(userId: string, candidate: string): Promise<string | undefined> {
  await unlessRefused(User.patch({ userId }).set({ anonymisedId: candidate }).where((attributes, { notExists }) => notExists(attributes.anonymisedId)).go());
  return (await getUser(userId))?.anonymisedId;
}

// Deletes a user
export async function deleteUserItem(userId: string): Promise<void> {
  await User.delete({ userId }).go();
}

// Spends one writing credit (guard: at least one left); false when none is left
export async function spendWritingCredit(userId: string): Promise<boolean> {
  return (await unlessRefused(User.patch({ userId }).subtract({ writingCredits: 1 }).where((attributes, { gt }) => gt(attributes.writingCredits, 0)).go())) !== undefined;
}

// Gives back one writing credit, when the analysis it paid for failed for good
export async function refundWritingCredit(userId: string): Promise<void> {
  await unlessRefused(User.patch({ userId }).add({ writingCredits: 1 }).go());
}

// Spends one speaking credit if one is left (one atomic update, guard: fewer used than given, so
// any number of parallel requests spend exactly the credits there are); the counts after, or
// undefined when none is left
export async function spendSpeakingCredit(userId: string): Promise<{ used: number; total: number } | undefined> {
  const written = await unlessRefused(
    User.patch({ userId })
      .add({ speakingCreditsUsed: 1 })
      .where((attributes, { name }) => `${name(attributes.speakingCreditsUsed)} < ${name(attributes.speakingCredits)}`)
      .go({ response: 'all_new' }),
  );
  return written ? { used: written.data.speakingCreditsUsed, total: written.data.speakingCredits } : undefined;
}

// Gives back one spent speaking credit (guard: one was spent), when the answer it paid for could not be queued
export async function refundSpeakingCredit(userId: string): Promise<void> {
  await unlessRefused(
    User.patch({ userId })
      .subtract({ speakingCreditsUsed: 1 })
      .where((attributes, { gt }) => gt(attributes.speakingCreditsUsed, 0))
      .go(),
  );
}

const mockCreditKinds = ['full', 'section'] as const;
export type MockCreditKind = (typeof mockCreditKinds)[number];

const mockCreditAttribute = { full: 'fullMockCredits', section: 'sectionMockCredits' } as const;

// Spends one full or section mock credit (guard: at least one left); the credits left after, or undefined when none is left
export async function spendMockCredit(userId: string, kind: MockCreditKind): Promise<number | undefined> {
  const attribute = mockCreditAttribute[kind];
  const written = await unlessRefused(
    User.patch({ userId })
      .subtract({ [attribute]: 1 })
      .where((attributes, { gt }) => gt(attributes[attribute], 0))
      .go({ response: 'all_new' }),
  );
  return written ? (written.data[attribute] ?? 0) : undefined;
}

// Gives mock credits (demo accounts; later survey, review and package grants; guard: the user exists)
export async function addMockCredits(userId: string, credits: Partial<Record<MockCreditKind, number>>): Promise<UserItem | undefined> {
  const changes = Object.fromEntries(
    mockCreditKinds.filter((kind) => (credits[kind] ?? 0) > 0).map((kind) => [mockCreditAttribute[kind], credits[kind]]),
  );
  if (Object.keys(changes).length === 0) return getUser(userId);
  return (await unlessRefused(User.patch({ userId }).add(changes).go({ response: 'all_new' })))?.data;
}

export type StoredUserPromo = NonNullable<UserItem['userPromo']>;

// Starts a personal promotion for a user and records it redeemed (guard: the user exists and has
// not redeemed this promotion before); false when refused
export async function redeemUserPromo(userId: string, promo: StoredUserPromo): Promise<boolean> {
  const written = await unlessRefused(
    User.patch({ userId })
      .set({ userPromo: promo })
      .add({ redeemedPromoIds: [promo.promoId] })
      .where((attributes, { notContains }) => notContains(attributes.redeemedPromoIds, promo.promoId))
      .go(),
  );
  return written !== undefined;
}

// Clears a user's personal promotion once it ran out (guard: it is still the one that ended, not a newer one)
export async function clearUserPromo(userId: string, promoId: string, endTime: number): Promise<boolean> {
  const written = await unlessRefused(
    User.patch({ userId })
      .remove(['userPromo'])
      .where((attributes, { eq }) => `${eq(attributes.userPromo.promoId, promoId)} AND ${eq(attributes.userPromo.endTime, endTime)}`)
      .go(),
  );
  return written !== undefined;
}

/** What one purchase changes on an account: the plan and its end (absolute), credits (added). */
export interface PurchaseGrant {
  paymentIntentId: string;
  currentPlan?: string;
  paidExpiryTime?: number;
  credits: Partial<Record<'speakingCredits' | 'writingCredits' | 'fullMockCredits' | 'sectionMockCredits', number>>;
}

// Grants a purchase once (guards: its payment id is not yet in purchaseHistory, and the plan and
// its end are still those the grant was computed from, so a concurrent change is never
// overwritten); 'granted', 'already' when this purchase was granted before, 'changed' when the
// plan changed meanwhile (compute again), 'missing' when the user is gone
export async function grantPurchase(userId: string, grant: PurchaseGrant, seen: { currentPlan?: string | undefined; paidExpiryTime?: number | undefined }): Promise<'granted' | 'already' | 'changed' | 'missing'> {
  const credits = Object.fromEntries(Object.entries(grant.credits).filter(([, amount]) => (amount ?? 0) > 0));
  const plan = { ...(grant.currentPlan ? { currentPlan: grant.currentPlan } : {}), ...(grant.paidExpiryTime ? { paidExpiryTime: grant.paidExpiryTime } : {}) };
  let update = User.patch({ userId }).add({ ...credits, purchaseHistory: [grant.paymentIntentId] });
  if (Object.keys(plan).length > 0) update = update.set(plan);
  const written = await unlessRefused(
    update
      .where((attributes, { notContains, eq, notExists }) =>
        [
          notContains(attributes.purchaseHistory, grant.paymentIntentId),
          seen.currentPlan === undefined ? notExists(attributes.currentPlan) : eq(attributes.currentPlan, seen.currentPlan),
          seen.paidExpiryTime === undefined ? notExists(attributes.paidExpiryTime) : eq(attributes.paidExpiryTime, seen.paidExpiryTime),
        ].join(' AND '),
      )
      .go(),
  );
  if (written) return 'granted';
  const user = await getUser(userId);
  if (!user) return 'missing';
  return user.purchaseHistory?.includes(grant.paymentIntentId) ? 'already' : 'changed';
}

// Tops the free allowance up (guards: not yet topped up since `since`, and the credits are still
// those read, so a credit spent meanwhile is never given back twice); false when refused
export async function topUpCredits(userId: string, credits: { speakingCredits: number; writingCredits: number }, seen: { speakingCredits: number; speakingCreditsUsed: number; writingCredits: number }, since: number, now: number): Promise<boolean> {
  const written = await unlessRefused(
    User.patch({ userId })
      .set({ ...credits, creditsResetAt: now })
      .where((attributes, { eq, notExists, lt }) =>
        [
          `(${notExists(attributes.creditsResetAt)} OR ${lt(attributes.creditsResetAt, since)})`,
          eq(attributes.speakingCredits, seen.speakingCredits),
          eq(attributes.speakingCreditsUsed, seen.speakingCreditsUsed),
          eq(attributes.writingCredits, seen.writingCredits),
        ].join(' AND '),
      )
      .go(),
  );
  return written !== undefined;
}

// Gives a user a mobile subscription's plan (guard: no plan runs now, so a longer one is never cut short)
export async function grantMobilePlan(userId: string, plan: string, paidExpiryTime: number, now: number): Promise<boolean> {
  const written = await unlessRefused(
    User.patch({ userId })
      .set({ currentPlan: plan, paidExpiryTime })
      .where((attributes, { notExists, lte }) => `${notExists(attributes.paidExpiryTime)} OR ${lte(attributes.paidExpiryTime, now)}`)
      .go(),
  );
  return written !== undefined;
}

// Ids of the students (not admins) whose account was made at `since` or later
export async function listStudentsCreatedSince(since: number): Promise<string[]> {
  const { data } = await User.query.bySignup({}).gte({ createdAt: since }).go({ pages: 'all', attributes: ['userId', 'platformAccess'] });
  return data.filter((item) => item.platformAccess === 'student').map((item) => item.userId);
}

// Keeps the review prompt away until a time ('Later'; guard: the user exists)
export async function postponeReview(userId: string, until: number): Promise<UserItem | undefined> {
  return (await unlessRefused(User.patch({ userId }).set({ postponeReview: until }).go({ response: 'all_new' })))?.data;
}

// Gives the review's extra section mock tests and records the review-done step, once (guard: not
// given before, so parallel reviews give it once); the user after, or undefined when it was given before
export async function grantReviewCredit(userId: string, sectionMockCredits: number, step: NonNullable<UserItem['stepsDone']>[number], now: number): Promise<UserItem | undefined> {
  const written = await unlessRefused(
    User.patch({ userId })
      .add({ sectionMockCredits, stepsDone: [step] })
      .set({ reviewCreditAt: now })
      .where((attributes, { notExists }) => notExists(attributes.reviewCreditAt))
      .go({ response: 'all_new' }),
  );
  return written?.data;
}

// Gives a student their referralId (guard: they have none yet, so parallel first visits keep one); the user after, or undefined when refused
export async function setReferralId(userId: string, referralId: string): Promise<UserItem | undefined> {
  return (await unlessRefused(User.patch({ userId }).set({ referralId }).where((attributes, { notExists }) => notExists(attributes.referralId)).go({ response: 'all_new' })))?.data;
}

// Claims referral rewards: records `claimedNow` claimed, adds their mock credits and the
// did_claim_reward step (guard: the claimed count is still `claimedBefore`, so two claims in
// parallel grant once); the user after, or undefined when refused
export async function claimReferralRewards(userId: string, claimedBefore: number, claimedNow: number, fullMockCredits: number): Promise<UserItem | undefined> {
  const written = await unlessRefused(
    User.patch({ userId })
      .set({ referralRewardsClaimed: claimedNow })
      .add({ fullMockCredits, stepsDone: ['did_claim_reward'] })
      .where((attributes, { eq, notExists }) => (claimedBefore === 0 ? `(${notExists(attributes.referralRewardsClaimed)} OR ${eq(attributes.referralRewardsClaimed, 0)})` : eq(attributes.referralRewardsClaimed, claimedBefore)))
      .go({ response: 'all_new' }),
  );
  return written?.data;
}

// Every account, oldest first (the admin's students table; few enough to page in memory)
export async function listAccounts(): Promise<UserItem[]> {
  const { data } = await User.query.bySignup({}).go({ pages: 'all' });
  return data;
}

export type CreditChanges = Partial<Record<'speakingCredits' | 'writingCredits' | 'fullMockCredits' | 'sectionMockCredits', number>>;

// Adds credits an admin grants (one atomic add, so credits spent meanwhile are kept; guard: the user exists)
export async function addCredits(userId: string, credits: CreditChanges): Promise<UserItem | undefined> {
  return (await unlessRefused(User.patch({ userId }).add(credits).go({ response: 'all_new' })))?.data;
}
