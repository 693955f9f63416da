import type { Currency } from './currency';

/**
 * The ways to pay that checkout offers (spec/platform.md §9): card everywhere, with Apple Pay and
 * Google Pay as the card's wallets (shown by the browser where it has one); PayPal, Alipay,
 * WeChat Pay and Bancontact where they are used and take the currency charged; a US PayPal
 * option for the countries whose students mostly hold US PayPal accounts.
 */
export const paymentMethodIds = ['card', 'apple_pay', 'google_pay', 'paypal', 'paypal_us', 'alipay', 'wechat_pay', 'bancontact'] as const;
export type PaymentMethodId = (typeof paymentMethodIds)[number];

/** Stripe's payment method types a PaymentIntent is created with; the wallets ride on 'card'. */
export type StripePaymentMethodType = 'card' | 'paypal' | 'alipay' | 'wechat_pay' | 'bancontact';

interface PaymentMethodRule {
  label: string;
  stripeType: StripePaymentMethodType;
  /** ISO 3166 countries it is offered in; every country when absent. */
  countries?: readonly string[];
  /** Currencies it can charge in; every one when absent. */
  currencies?: readonly Currency[];
}

const euroArea = ['AT', 'BE', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PT', 'SI', 'SK'];

/** Which method is offered where: our reading of spec §9, which names the methods but not their countries. */
export const paymentMethodRules: Readonly<Record<PaymentMethodId, PaymentMethodRule>> = {
  card: { label: 'Card', stripeType: 'card' },
  apple_pay: { label: 'Apple Pay', stripeType: 'card' },
  google_pay: { label: 'Google Pay', stripeType: 'card' },
  // Stripe offers PayPal to European accounts' customers, in euros and pounds.
  paypal: { label: 'PayPal', stripeType: 'paypal', countries: [...euroArea, 'GB'], currencies: ['EUR', 'GBP'] },
  paypal_us: { label: 'PayPal (US)', stripeType: 'paypal', countries: ['US', 'CA', 'AU', 'NZ', 'PH', 'IN'], currencies: ['USD'] },
  alipay: { label: 'Alipay', stripeType: 'alipay', countries: ['CN', 'HK', 'SG', 'MY'], currencies: ['CNY', 'HKD', 'SGD', 'MYR', 'AUD', 'USD', 'EUR', 'GBP', 'CAD', 'NZD'] },
  wechat_pay: { label: 'WeChat Pay', stripeType: 'wechat_pay', countries: ['CN', 'HK'], currencies: ['CNY', 'HKD', 'AUD', 'USD', 'EUR', 'GBP', 'CAD', 'SGD'] },
  bancontact: { label: 'Bancontact', stripeType: 'bancontact', countries: ['BE'], currencies: ['EUR'] },
};

export interface PaymentMethod {
  id: PaymentMethodId;
  label: string;
}

/**
 * The methods checkout shows to a visitor from `country` paying in `currency`, card first.
 * Example: paymentMethodsFor('BE', 'EUR') lists card, Apple Pay, Google Pay, PayPal and Bancontact.
 */
export function paymentMethodsFor(country: string | undefined, currency: Currency): PaymentMethod[] {
  const code = (country ?? '').toUpperCase();
  return paymentMethodIds
    .filter((id) => {
      const rule = paymentMethodRules[id];
      return (!rule.countries || rule.countries.includes(code)) && (!rule.currencies || rule.currencies.includes(currency));
    })
    .map((id) => ({ id, label: paymentMethodRules[id].label }));
}

/** The distinct Stripe payment method types behind a list of methods, for creating the PaymentIntent. */
export function stripeTypesOf(methods: readonly PaymentMethod[]): StripePaymentMethodType[] {
  return [...new Set(methods.map((method) => paymentMethodRules[method.id].stripeType))];
}

