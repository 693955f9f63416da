export { mobileStatus, resetCredits, syncMobile } from './accounts-sync';
export { cartView, createCart, fetchCart } from './carts';
export { basePricesNow, fetchAllPackages } from './catalogue';
export { createPaymentIntent, handleWebhook, simulatePayment } from './payments';
export { paymentState, purchaseHistory, purchaseWithUser } from './purchases';
export { activatePromotion, activatePromotionUid, expirePromotions, listPromotions, promotionView, savePromotion, seedPromotions, startReferralPromotion } from './promotions';
