import { Badge, Button, Heading, Text } from '@aws-amplify/ui-react';
import type { PricedPackage } from '@shared/api';
import { useId } from 'react';
import { PROMOTION_BANNER_TEXTS } from '@frontend/app/promotions/texts';
import { useMsLeft } from '@frontend/app/promotions/use-countdown';
import { grantLines } from '@frontend/features/commerce/grant-lines';
import { COMMERCE_TEXTS } from '@frontend/features/commerce/texts';

const T = COMMERCE_TEXTS.pricing;

/** A promotion's discount and its countdown (spec §4: days left above one day, else HH:mm:ss, ticking). */
function PromotionLine({ discount, endTime, clockOffset }: { discount: number; endTime: number; clockOffset: number }) {
  const msLeft = useMsLeft(endTime, clockOffset) ?? 0;
  if (msLeft <= 0) return null;
  return (
    <p className="pte-package__promotion">
      <span className="pte-package__discount">{T.discount(discount)}</span>
      <span className="pte-package__countdown" aria-label={`${T.promotionEnds}: ${PROMOTION_BANNER_TEXTS.countdown(msLeft)}`}>
        {PROMOTION_BANNER_TEXTS.countdown(msLeft)}
      </span>
    </p>
  );
}

interface PackageCardProps {
  pkg: PricedPackage;
  clockOffset: number;
  /** For an 'Upgrade' button: what the upgrade costs. */
  upgrade?: PricedPackage | undefined;
  /** The card's button is opening a cart. */
  busy: boolean;
  /** Another card's button is opening a cart. */
  locked: boolean;
  onChoose: (pkg: PricedPackage) => void;
}

/**
 * One package of the pricing page: its name and label, what it grants and for how long, its
 * price in the visitor's currency (the base price struck through while a promotion runs, with the
 * discount and its countdown) and the button the server gives the viewer (spec §6).
 */
export function PackageCard({ pkg, clockOffset, upgrade, busy, locked, onChoose }: PackageCardProps) {
  const headingId = useId();
  const discounted = pkg.promotion !== undefined && pkg.price < pkg.basePrice;
  const current = pkg.button.text === 'Current';
  return (
    <article className="pte-package" aria-labelledby={headingId} data-package={pkg.packageId} data-current={current} data-promoted={discounted}>
      <div className="pte-package__head">
        <Heading level={3} id={headingId} fontSize="large" fontWeight="bold">
          {pkg.name}
        </Heading>
        {pkg.label && (
          <Badge size="small" variation="info" className="pte-package__label">
            {pkg.label}
          </Badge>
        )}
      </div>
      {/* The price first, so the amounts of a row of cards line up; a struck-through base price follows. */}
      <div className="pte-package__price">
        <Text as="span" className="pte-package__amount">
          {discounted && <span className="pte-sr-only">{T.now} </span>}
          {pkg.priceText}
        </Text>
        {discounted && (
          <del className="pte-package__base-price">
            <span className="pte-sr-only">{T.was} </span>
            {pkg.basePriceText}
          </del>
        )}
      </div>
      {discounted && pkg.promotion && <PromotionLine discount={pkg.promotion.discount} endTime={pkg.promotion.endTime} clockOffset={clockOffset} />}
      <ul className="pte-package__grants">
        {grantLines(pkg).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="pte-package__action">
        {pkg.packageId === 'package_extend' && pkg.button.disabled && (
          <Text as="p" fontSize="small" color="font.secondary" margin="0">
            {T.extendNeedsPlan}
          </Text>
        )}
        {upgrade && pkg.button.text === 'Upgrade' && (
          <Text as="p" fontSize="small" color="font.secondary" margin="0">
            {T.upgradeFor(upgrade.priceText)}
          </Text>
        )}
        <Button
          variation={current ? undefined : 'primary'}
          isFullWidth
          isDisabled={pkg.button.disabled || locked}
          isLoading={busy}
          loadingText={T.opening}
          onClick={() => onChoose(pkg)}
          aria-describedby={headingId}
        >
          {pkg.button.text}
        </Button>
      </div>
    </article>
  );
}
