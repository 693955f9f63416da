import { Button, Heading, Text } from '@aws-amplify/ui-react';
import { maxExtras } from '@shared/api';
import { formatPrice } from '@shared/pricing';
import type { CartPage } from '@frontend/features/commerce/commerce-api';
import { COMMERCE_TEXTS } from '@frontend/features/commerce/texts';

const T = COMMERCE_TEXTS.checkout;

/** The order summary of fetchCart's quote: each line (with its base price struck through and the discount), then the total. */
export function OrderSummary({ quote }: { quote: CartPage['quote'] }) {
  return (
    <section className="pte-checkout__card" aria-labelledby="checkout-summary-heading">
      <Heading level={2} id="checkout-summary-heading" fontSize="large" fontWeight="bold">
        {T.summaryHeading}
      </Heading>
      <ul className="pte-checkout__lines">
        {quote.lines.map((line) => {
          const discounted = line.discount !== undefined && line.basePrice !== undefined && line.basePrice > line.unitPrice;
          return (
          <li key={line.packageId} className="pte-checkout__line" data-package={line.packageId}>
            <span className="pte-checkout__line-name">
              {line.name}
              {line.quantity > 1 && <span className="pte-checkout__quantity"> {T.quantity(line.quantity)}</span>}
              {discounted && <span className="pte-checkout__line-discount">{T.discountLine(line.discount!)}</span>}
            </span>
            <span className="pte-checkout__line-price">
              {discounted && (
                <del className="pte-package__base-price">
                  <span className="pte-sr-only">{T.was} </span>
                  {formatPrice(line.basePrice! * line.quantity, quote.currency)}
                </del>
              )}
              {line.totalText}
            </span>
          </li>
          );
        })}
      </ul>
      <p className="pte-checkout__total">
        <span>{T.total}</span>
        <span data-testid="checkout-total">{quote.totalText}</span>
      </p>
    </section>
  );
}

/** The upsell (spec §3 Upsell: full_mock_test_upsell × quantity): a stepper from 0 to maxExtras, priced after the discount. */
export function ExtrasStepper({ extras, unitPriceText, busy, locked, onChange }: { extras: number; unitPriceText: string; busy: boolean; locked: boolean; onChange: (extras: number) => void }) {
  return (
    <section className="pte-checkout__card" aria-labelledby="checkout-extras-heading">
      <Heading level={2} id="checkout-extras-heading" fontSize="large" fontWeight="bold">
        {T.extrasHeading}
      </Heading>
      <Text color="font.secondary" margin="0">
        {T.extrasIntro(unitPriceText)}
      </Text>
      <div className="pte-stepper" role="group" aria-label={T.extrasCount}>
        <Button size="small" onClick={() => onChange(extras - 1)} isDisabled={busy || locked || extras <= 0} aria-label={T.removeExtra}>
          −
        </Button>
        <output className="pte-stepper__value" aria-live="polite" aria-label={T.extrasCount}>
          {extras}
        </output>
        <Button size="small" onClick={() => onChange(extras + 1)} isDisabled={busy || locked || extras >= maxExtras} aria-label={T.addExtra}>
          +
        </Button>
      </div>
      {locked && (
        <Text fontSize="small" color="font.tertiary" margin="0">
          {T.orderLocked}
        </Text>
      )}
    </section>
  );
}
