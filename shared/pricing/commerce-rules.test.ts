import { describe, expect, it } from 'vitest';
import { packageIds, packages } from './packages';
import { paymentMethodsFor, stripeTypesOf } from './payment-methods';
import { purchaseNotificationOf } from './texts';

describe('paymentMethodsFor', () => {
  const ids = (country: string | undefined, currency: Parameters<typeof paymentMethodsFor>[1]) => paymentMethodsFor(country, currency).map((method) => method.id);

  it('offers the card and its wallets everywhere, card first', () => {
    for (const [country, currency] of [['AU', 'AUD'], ['JP', 'USD'], [undefined, 'USD'], ['NG', 'NGN']] as const) {
      expect(ids(country, currency).slice(0, 3)).toEqual(['card', 'apple_pay', 'google_pay']);
    }
  });

  it('adds Bancontact and PayPal in Belgium, Alipay and WeChat Pay in China, and US PayPal where students pay in dollars', () => {
    expect(ids('BE', 'EUR')).toEqual(['card', 'apple_pay', 'google_pay', 'paypal', 'bancontact']);
    expect(ids('be', 'EUR')).toContain('bancontact');
    expect(ids('CN', 'CNY')).toEqual(['card', 'apple_pay', 'google_pay', 'alipay', 'wechat_pay']);
    expect(ids('US', 'USD')).toEqual(['card', 'apple_pay', 'google_pay', 'paypal_us']);
    expect(ids('GB', 'GBP')).toContain('paypal');
    expect(ids('IN', 'INR')).toEqual(['card', 'apple_pay', 'google_pay']);
  });

  it('drops a method that cannot charge the currency picked', () => {
    expect(ids('BE', 'USD')).toEqual(['card', 'apple_pay', 'google_pay']);
    expect(ids('CN', 'INR')).toEqual(['card', 'apple_pay', 'google_pay']);
  });

  it("creates the PaymentIntent with Stripe's types, the wallets riding on the card", () => {
    expect(stripeTypesOf(paymentMethodsFor('BE', 'EUR'))).toEqual(['card', 'paypal', 'bancontact']);
    expect(stripeTypesOf(paymentMethodsFor('AU', 'AUD'))).toEqual(['card']);
  });
});

describe('purchaseNotificationOf', () => {
  it("sends 'Purchase successful! You can start practicing.' for a study plan and 'Purchase successful. Thank you!' for the rest", () => {
    const withText = (text: string) => packageIds.filter((id) => purchaseNotificationOf(id).message === text);
    expect(withText('Purchase successful! You can start practicing.').every((id) => packages[id].grant.plan)).toBe(true);
    expect(withText('Purchase successful. Thank you!')).toEqual(['package_extend', 'package_speaking_credits', 'package_combo', 'package_full_mock', 'package_sect_mock', 'full_mock_test_upsell']);
    expect(purchaseNotificationOf('package_ultimate_upgrade_from_silver')).toEqual({ type: 'purchase_success', message: 'Purchase successful! You can start practicing.' });
  });
});
