import type { Contract, InputOf, OutputOf } from '@shared/api';
import type { Currency } from '@shared/pricing';
import { keepPreviousData, skipToken, useMutation, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@frontend/api/client';
import { pollWhilePending } from '@frontend/app/data/poll-query';
import { queryClient } from '@frontend/app/data/query-client';
import { pricingViewerOf, promotionKeys } from '@frontend/app/promotions/promotions-api';
import { clockOffsetOf } from '@frontend/app/promotions/use-countdown';
import { session } from '@frontend/app/session/session-store';
import { useSession } from '@frontend/app/session/use-session';

export type PackagesPage = OutputOf<Contract['pricing']['fetchAllPackages']> & { clockOffset: number };
export type CartPage = OutputOf<Contract['pricing']['fetchCart']>;
export type PaymentState = OutputOf<Contract['pricing']['checkIfPaymentIsDone']>;

/** How often the thank-you page asks whether the payment is recorded. */
export const PAYMENT_POLL_MS = 1000;

/**
 * Cache keys of the commerce pages. The pricing page's answer depends on the currency and on the
 * viewer (their plan decides the buttons, their personal promotion the prices); a cart's on its
 * extras; a payment's on its id.
 */
export const commerceKeys = {
  packages: (currency: Currency | undefined, viewer: string) => ['pricing.fetchAllPackages', currency ?? 'auto', viewer] as const,
  carts: ['pricing.fetchCart'] as const,
  cart: (cartId: string, extras: number | undefined) => [...commerceKeys.carts, cartId, extras ?? 'as-saved'] as const,
  payment: (paymentIntentId: string) => ['pricing.checkIfPaymentIsDone', paymentIntentId] as const,
};

/** A refusal the page shows where it happened (a cart or payment that is not the caller's, or gone). */
export const isNotFound = (error: Error) => error instanceof ApiError && (error.status === 403 || error.status === 404);

/** The pricing page (pricing.fetchAllPackages) in `currency`, or the visitor's country's when undefined. */
export function useFetchAllPackages(currency: Currency | undefined) {
  const viewer = pricingViewerOf(useSession());
  return useQuery(
    {
      queryKey: commerceKeys.packages(currency, viewer ?? 'restoring'),
      queryFn: viewer
        ? async (): Promise<PackagesPage> => {
            const { data } = await api.pricing.fetchAllPackages({ currency });
            return { ...data, clockOffset: clockOffsetOf(data.dateNow) };
          }
        : skipToken,
      // Another currency keeps the cards in place while its prices load.
      placeholderData: keepPreviousData,
      meta: { ownsError: () => true },
    },
    queryClient,
  );
}

/**
 * A cart for one package (users.createCart); the mailing list hears of it (maillist.didAddToCart,
 * for a reminder), which never holds up the way to checkout.
 */
export function useCreateCart() {
  return useMutation(
    {
      mutationFn: async (input: InputOf<Contract['users']['createCart']>) => (await api.users.createCart(input)).data,
      onSuccess: (_created, { packageId }) => void api.maillist.didAddToCart({ packageId }).catch(() => undefined),
    },
    queryClient,
  );
}

/**
 * A cart with its order summary (pricing.fetchCart). `extras` undefined reads the cart as saved; a
 * number changes its extra mock tests first (the server prices them after the discount).
 */
export function useFetchCart(cartId: string | undefined, extras: number | undefined) {
  return useQuery(
    {
      queryKey: commerceKeys.cart(cartId ?? '', extras),
      queryFn: cartId ? async () => (await api.pricing.fetchCart({ cartId, ...(extras === undefined ? {} : { extras }) })).data : skipToken,
      placeholderData: keepPreviousData,
      meta: { ownsError: isNotFound },
    },
    queryClient,
  );
}

/** The payment of a cart (pricing.createPaymentIntentt): the server computes the amount; the client never sends one. */
export function useCreatePaymentIntent() {
  return useMutation({ mutationFn: async (cartId: string) => (await api.pricing.createPaymentIntentt({ cartId })).data }, queryClient);
}

/** The local platform's test payment (pricing.simulatePayment): succeeded, or declined as a card would be. */
export function useSimulatePayment() {
  return useMutation({ mutationFn: async (input: InputOf<Contract['pricing']['simulatePayment']>) => (await api.pricing.simulatePayment(input)).data }, queryClient);
}

/** Where a payment is (pricing.checkIfPaymentIsDone), asked every PAYMENT_POLL_MS until the webhook has recorded it. */
export function usePaymentState(paymentIntentId: string | undefined) {
  return useQuery(
    {
      queryKey: commerceKeys.payment(paymentIntentId ?? ''),
      queryFn: paymentIntentId ? async () => (await api.pricing.checkIfPaymentIsDone({ paymentIntentId })).data : skipToken,
      ...pollWhilePending<PaymentState>(PAYMENT_POLL_MS),
      meta: { ownsError: () => true },
    },
    queryClient,
  );
}

/**
 * The purchase and the account it left (pricing.savePurchaseToUser): the session's user becomes
 * the server's copy, so the plan and credits change everywhere, and the pricing answers cached
 * for the old plan are dropped.
 */
export function useSavePurchaseToUser() {
  return useMutation(
    {
      mutationFn: async (paymentIntentId: string) => api.pricing.savePurchaseToUser({ paymentIntentId }),
      onSuccess: (result) => {
        if (result.status !== 200) return;
        session.setUser(result.data.user);
        // Prices, buttons, promotions and purchase history change with the plan; the payment itself does not.
        void queryClient.invalidateQueries({ predicate: ({ queryKey: [name] }) => String(name).startsWith('pricing.') && name !== commerceKeys.payment('')[0] });
      },
    },
    queryClient,
  );
}

/** The promo route's activation: by promotion (pricing.activatePromotion) or for an account (pricing.activatePromotionUid). 201 carries the spec's text. */
export function useActivatePromotion() {
  return useMutation(
    {
      mutationFn: async ({ promoId, uid }: { promoId: string; uid: string | undefined }) => {
        const result = uid ? await api.pricing.activatePromotionUid({ uid, promoId }) : await api.pricing.activatePromotion({ promoId });
        return result.status === 200 ? { activated: true as const } : { activated: false as const, error: result.data.error };
      },
      onSuccess: ({ activated }) => {
        if (!activated) return;
        // A personal promotion changes the prices and the banner of this account.
        void queryClient.invalidateQueries({ queryKey: promotionKeys.all });
        void queryClient.invalidateQueries({ queryKey: ['pricing.fetchAllPackages'] });
      },
    },
    queryClient,
  );
}
