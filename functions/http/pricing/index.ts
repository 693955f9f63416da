import { Accounts } from '@functions/domain/accounts';
import { Commerce } from '@functions/domain/commerce';
import type { Caller } from '@functions/platform/auth';
import { createGroupHandler, other } from '@functions/platform/router';

/** The signed-in caller's account for a public operation, if a token was sent. */
const accountOf = async (caller: Caller | undefined) => (caller ? Accounts.readUser(caller) : undefined);

export const handler = createGroupHandler('pricing', {
  fetchAllPackages: async ({ currency, 'cloudfront-viewer-country': country }, { caller }) =>
    Commerce.fetchAllPackages({ user: await accountOf(caller), currency, country, now: Date.now() }),
  fetchAllPromotions: async (_input, { caller }) => Commerce.listPromotions(await accountOf(caller), Date.now()),
  activatePromotion: async ({ promoId }, { caller }) => {
    const result = await Commerce.activatePromotion(promoId, await accountOf(caller), Date.now());
    return 'expired' in result ? other({ error: result.expired }) : result;
  },
  activatePromotionUid: async ({ uid, promoId }) => {
    const result = await Commerce.activatePromotionUid(uid, promoId, Date.now());
    return 'refused' in result ? other({ error: result.refused }) : result;
  },
  fetchCart: async ({ cartId, extras, currency, 'cloudfront-viewer-country': country }, { caller }) =>
    Commerce.fetchCart({ user: await Accounts.readUser(caller), cartId, extras, currency, country, now: Date.now() }),
  createPaymentIntentt: async ({ cartId }, { caller }) => Commerce.createPaymentIntent({ user: await Accounts.readUser(caller), cartId, now: Date.now() }),
  createPaymentIntent: async ({ cartId }, { caller }) => Commerce.createPaymentIntent({ user: await Accounts.readUser(caller), cartId, now: Date.now() }),
  stripeWebhook: ({ rawBody, 'stripe-signature': signature }) => Commerce.handleWebhook(rawBody, signature),
  checkIfPaymentIsDone: async ({ paymentIntentId }, { caller }) => Commerce.paymentState(await Accounts.readUser(caller), paymentIntentId),
  savePurchaseToUser: async ({ paymentIntentId }, { caller }) => {
    const result = await Commerce.purchaseWithUser(await Accounts.readUser(caller), paymentIntentId);
    return 'refused' in result ? other(result.refused) : result;
  },
  fetchPurchaseHistory: async ({ userId }, { caller }) => {
    await Accounts.readUser(caller);
    return { purchases: await Commerce.purchaseHistory(caller, userId) };
  },
  simulatePayment: async (input, { caller }) => Commerce.simulatePayment({ user: await Accounts.readUser(caller), ...input }),
  savePromotion: async (promotion) => ({ promotion: await Commerce.savePromotion(promotion, Date.now()) }),
});
