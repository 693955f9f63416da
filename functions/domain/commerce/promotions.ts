import type { PromotionView } from '@shared/api';
import { accountTexts } from '@shared/accounts';
import { bestPromotion, defaultPromotion, isRunning, pricingTexts, referralPromotion, userPromotion, type PackageId, type Promotion } from '@shared/pricing';
import {
  clearUserPromo,
  createPromotionIfMissing,
  deleteUserPromoExpiry,
  endPromotion,
  getPromotion,
  getUser,
  listPromotionsEndedBy,
  listRunningPromotions,
  listUserPromosEndedBy,
  putUserPromoExpiry,
  redeemUserPromo,
  savePromotion as writePromotion,
  type NewPromotion,
  type PromotionItem,
  type UserItem,
} from '@functions/data';
import { PromotionAccountNotFoundError } from '@functions/platform/errors';

const day = 24 * 60 * 60 * 1000;

/** A stored promotion as the app sees it. */
export function promotionView(promotion: Pick<PromotionItem, 'promoId' | 'discount' | 'startTime' | 'endTime' | 'target' | 'personal'>): PromotionView {
  return {
    promoId: promotion.promoId,
    discount: promotion.discount,
    startTime: promotion.startTime,
    endTime: promotion.endTime,
    target: promotion.target as PackageId[],
    personal: promotion.personal,
  };
}

/** A user's personal promotion while it runs, as the app sees it. */
export function userPromoView(user: Pick<UserItem, 'userPromo'> | undefined, now: number): PromotionView | undefined {
  const promo = user?.userPromo;
  if (!promo || !isRunning(promo, now)) return undefined;
  return { ...promo, target: promo.target as PackageId[], personal: true };
}

/** The site-wide promotions running now. */
export async function sitewidePromotions(now: number): Promise<PromotionView[]> {
  return (await listRunningPromotions()).filter((promotion) => !promotion.personal && isRunning(promotion, now)).map(promotionView);
}

/** Every promotion that prices packages for this caller now: the site-wide ones and, signed in, their own. */
export async function promotionsFor(user: Pick<UserItem, 'userPromo'> | undefined, now: number): Promise<Promotion[]> {
  const own = userPromoView(user, now);
  return [...(await sitewidePromotions(now)), ...(own ? [own] : [])];
}

/** pricing/fetchAllPromotions: what runs now, the caller's own, and the banner's best (highest discount). */
export async function listPromotions(user: UserItem | undefined, now: number) {
  const promotions = await sitewidePromotions(now);
  const userPromo = userPromoView(user, now);
  const all = [...promotions, ...(userPromo ? [userPromo] : [])];
  const best = all.reduce<PromotionView | undefined>((top, promotion) => (!top || promotion.discount > top.discount ? promotion : top), undefined);
  return { promotions, ...(userPromo ? { userPromo } : {}), ...(best ? { best } : {}), dateNow: now };
}

/** The best running promotion for one package and caller (spec §4), if any. */
export async function bestPromotionFor(packageId: PackageId, user: UserItem | undefined, now: number): Promise<Promotion | undefined> {
  return bestPromotion(packageId, await promotionsFor(user, now), now);
}

type Activation = { promotion: PromotionView } | { expired: string };

/**
 * pricing/activatePromotion: a site-wide promotion while it runs; a personal one starts the
 * signed-in caller's 24 hours (or shows them the 24 hours they already have). Over, not started
 * or unknown: 'This promo has expired!'.
 */
export async function activatePromotion(promoId: string, user: UserItem | undefined, now: number): Promise<Activation> {
  const promotion = await getPromotion(promoId);
  if (!promotion || !isRunning(promotion, now)) return { expired: pricingTexts.promoExpired };
  if (!promotion.personal || !user) return { promotion: promotionView(promotion) };
  const started = await startUserPromotion(user.userId, promotion, now);
  if (started) return { promotion: started };
  const own = userPromoView(await getUser(user.userId), now);
  return own?.promoId === promoId ? { promotion: own } : { expired: pricingTexts.promoExpired };
}

/**
 * pricing/activatePromotionUid: the account a promotion link names gets the promotion for 24
 * hours from now (spec §5), once per account and promotion.
 */
export async function activatePromotionUid(uid: string, promoId: string, now: number): Promise<{ userPromo: PromotionView } | { refused: string }> {
  const promotion = await getPromotion(promoId);
  if (!promotion || !isRunning(promotion, now)) return { refused: pricingTexts.promoExpired };
  const user = await getUser(uid);
  if (!user) throw new PromotionAccountNotFoundError(uid, accountTexts.accountNotRecognized);
  const started = await startUserPromotion(uid, promotion, now);
  return started ? { userPromo: started } : { refused: pricingTexts.promoRedeemed };
}

/**
 * The referral promotion (shared/pricing referralPromotion) for a visitor who signed up from a
 * share link: 24 hours from now (spec §5), once per account; undefined when they had it before.
 */
export function startReferralPromotion(userId: string, now: number): Promise<PromotionView | undefined> {
  return startUserPromotion(userId, referralPromotion, now);
}

/** Starts a user's 24 hours of a promotion and records when they end, for the expiry job; undefined when the user redeemed it before. */
async function startUserPromotion(userId: string, promotion: { promoId: string; discount: number; target: readonly string[] }, now: number): Promise<PromotionView | undefined> {
  const running = userPromotion({ promoId: promotion.promoId, discount: promotion.discount, target: promotion.target as readonly PackageId[] }, now);
  const stored = { promoId: running.promoId, discount: running.discount, startTime: running.startTime, endTime: running.endTime, target: [...running.target] };
  if (!(await redeemUserPromo(userId, stored))) return undefined;
  await putUserPromoExpiry(userId, stored.promoId, stored.endTime);
  return { ...stored, target: stored.target as PackageId[], personal: true };
}

/** pricing/savePromotion (admin): creates or changes a promotion. */
export async function savePromotion(promotion: NewPromotion, now: number): Promise<PromotionView> {
  return promotionView(await writePromotion(promotion, now));
}

/** The promotions every stage starts with: the default 30 % on Ultimate, site-wide, for 30 days from the first seed. */
export async function seedPromotions(now: number): Promise<boolean> {
  return createPromotionIfMissing({ ...defaultPromotion, target: [...defaultPromotion.target], personal: false, startTime: now, endTime: now + 30 * day }, now);
}

/**
 * The scheduled expiry job: marks ended the promotions past their end, and clears the personal
 * promotions whose 24 hours are over. Each step is one guarded write, so a rerun or an
 * overlapping run changes nothing twice. Prices never wait for it: whether a promotion runs is
 * always checked against the clock.
 */
export async function expirePromotions(now: number): Promise<{ promotionsEnded: number; userPromosCleared: number }> {
  let promotionsEnded = 0;
  for (const promotion of await listPromotionsEndedBy(now)) if (await endPromotion(promotion.promoId, promotion.endTime)) promotionsEnded += 1;
  let userPromosCleared = 0;
  for (const expiry of await listUserPromosEndedBy(now)) {
    if (await clearUserPromo(expiry.userId, expiry.promoId, expiry.endTime)) userPromosCleared += 1;
    await deleteUserPromoExpiry(expiry.userId, expiry.endTime);
  }
  return { promotionsEnded, userPromosCleared };
}
