import { ServiceFailedError } from '@functions/platform/errors';
import { createGroupHandler } from '@functions/platform/router';

// The contract's pricing operations; their use cases (functions/domain/commerce) land next.
const notYet = async (): Promise<never> => {
  throw new ServiceFailedError('Payments are not available yet.');
};

export const handler = createGroupHandler('pricing', {
  fetchAllPackages: notYet,
  fetchAllPromotions: notYet,
  activatePromotion: notYet,
  activatePromotionUid: notYet,
  fetchCart: notYet,
  createPaymentIntentt: notYet,
  createPaymentIntent: notYet,
  stripeWebhook: notYet,
  checkIfPaymentIsDone: notYet,
  savePurchaseToUser: notYet,
  fetchPurchaseHistory: notYet,
  simulatePayment: notYet,
  savePromotion: notYet,
});
