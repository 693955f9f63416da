import '@frontend/features/commerce/commerce.css';
import { Flex, Heading, Loader, SelectField, Text } from '@aws-amplify/ui-react';
import type { PricedPackage } from '@shared/api';
import type { Currency } from '@shared/pricing';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { handleApiError } from '@frontend/app/errors/handle-api-error';
import { ADD_TO_CART_PARAM, checkoutPath, pricingAddToCartPath } from '@frontend/app/paths/commerce-paths';
import { loginPathFor } from '@frontend/app/session/access';
import { useSession } from '@frontend/app/session/use-session';
import { PageSection } from '@frontend/components/page-section';
import { RetryAlert } from '@frontend/components/retry-alert';
import { usePageMeta } from '@frontend/components/use-page-meta';
import { useCreateCart, useFetchAllPackages, type PackagesPage } from '@frontend/features/commerce/commerce-api';
import { readStoredCurrency, storeCurrency } from '@frontend/features/commerce/currency';
import { PackageCard } from '@frontend/features/commerce/package-card';
import { COMMERCE_TEXTS } from '@frontend/features/commerce/texts';
import { PageTitle } from '@frontend/components/page-title/page-title';

const T = COMMERCE_TEXTS.pricing;

function PackageGroup({ id, heading, intro, children }: { id: string; heading: string; intro: string; children: ReactNode }) {
  return (
    <section className="pte-pricing__group" aria-labelledby={id}>
      <div>
        <Heading level={2} id={id} fontSize="xl" fontWeight="bold">
          {heading}
        </Heading>
        <Text color="font.secondary" margin="0">
          {intro}
        </Text>
      </div>
      <div className="pte-pricing__grid">{children}</div>
    </section>
  );
}

/**
 * Opens a cart for a package and goes to checkout (spec §2 "After a cart is created"). A visitor
 * goes to login first, carrying this page with the package to add, which it adds on the way back.
 */
function useChoosePackage(page: PackagesPage | undefined) {
  const state = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { mutateAsync: createCart } = useCreateCart();
  const [opening, setOpening] = useState<string>();

  async function open(packageId: PricedPackage['packageId'], currency: Currency | undefined) {
    setOpening(packageId);
    try {
      const { cartId } = await createCart({ packageId, currency });
      navigate(checkoutPath(cartId));
    } catch (error) {
      handleApiError(error);
      setOpening(undefined);
    }
  }

  function choose(pkg: PricedPackage) {
    if (state.status === 'visitor') {
      const back = new URL(pricingAddToCartPath(pkg.button.cartPackage), 'https://app.invalid');
      navigate(loginPathFor({ pathname: back.pathname, search: back.search }));
      return;
    }
    void open(pkg.button.cartPackage, page?.currency);
  }

  // Back from login with a package to add: its cart opens once, in the currency the page shows.
  const pending = params.get(ADD_TO_CART_PARAM);
  const started = useRef(false);
  useEffect(() => {
    if (!pending || state.status !== 'signedIn' || !page || started.current) return;
    started.current = true;
    const pkg = [...page.packages, ...page.upgrades].find((candidate) => candidate.packageId === pending || candidate.button.cartPackage === pending);
    setParams(
      (current) => {
        current.delete(ADD_TO_CART_PARAM);
        return current;
      },
      { replace: true },
    );
    // The button as it reads for this account now: an 'Upgrade' moves to the upgrade id, a 'Current' plan is not bought again.
    if (pkg && !pkg.button.disabled) void open(pkg.button.cartPackage, page.currency);
    // open and setParams are left out: they change with every render, and the ref keeps this to one run.
  }, [pending, state.status, page]);

  return { choose, opening };
}

/** The currency picker (spec §9 currencies): the server's list, remembered in this browser. */
function CurrencyPicker({ page, onChange }: { page: PackagesPage; onChange: (currency: Currency) => void }) {
  return (
    <SelectField label={T.currency} value={page.currency} onChange={(event) => onChange(event.target.value as Currency)} size="small" className="pte-pricing__currency">
      {page.currencies.map((currency) => (
        <option key={currency} value={currency}>
          {currency}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * /pricing (public): every package sold alone, priced in the visitor's currency at its best
 * promotion, the upgrades open to the viewer's plan, and each package's button as the server
 * gives it ('Upgrade', 'Current', 'ADD TO CART').
 */
export function PricingPage() {
  usePageMeta(T.meta);
  const [currency, setCurrency] = useState<Currency | undefined>(readStoredCurrency);
  const { data: page, isError, isPlaceholderData, refetch } = useFetchAllPackages(currency);
  const { choose, opening } = useChoosePackage(page);

  function pickCurrency(next: Currency) {
    storeCurrency(next);
    setCurrency(next);
  }

  const card = (pkg: PricedPackage) => (
    <PackageCard
      key={pkg.packageId}
      pkg={pkg}
      clockOffset={page?.clockOffset ?? 0}
      upgrade={page?.upgrades.find((upgrade) => upgrade.packageId === pkg.button.cartPackage)}
      busy={opening === pkg.button.cartPackage}
      locked={opening !== undefined}
      onChoose={choose}
    />
  );
  const plans = page?.packages.filter((pkg) => pkg.grant.plan) ?? [];
  const others = page?.packages.filter((pkg) => !pkg.grant.plan) ?? [];

  return (
    <PageSection aria-labelledby="pricing-heading" className="pte-pricing">
      <Flex direction="column" gap="xl">
        <div className="pte-pricing__header">
          <Flex direction="column" gap="xxs">
            <PageTitle id="pricing-heading">
              {T.heading}
            </PageTitle>
            <Text color="font.secondary" margin="0">
              {T.intro}
            </Text>
          </Flex>
          {page && <CurrencyPicker page={page} onChange={pickCurrency} />}
        </div>

        {!page && !isError && (
          <Flex padding="xl" justifyContent="center">
            <Loader size="large" ariaLabel={T.loading} />
          </Flex>
        )}
        {isError && <RetryAlert message={T.failed} retry={T.retry} onRetry={() => void refetch()} />}
        {page && (
          <div className="pte-pricing__groups" aria-busy={isPlaceholderData}>
            <PackageGroup id="pricing-plans" heading={T.plansHeading} intro={T.plansIntro}>
              {plans.map(card)}
            </PackageGroup>
            {page.upgrades.length > 0 && (
              <PackageGroup id="pricing-upgrades" heading={T.upgradesHeading} intro={T.upgradesIntro}>
                {page.upgrades.map(card)}
              </PackageGroup>
            )}
            <PackageGroup id="pricing-extras" heading={T.extrasHeading} intro={T.extrasIntro}>
              {others.map(card)}
            </PackageGroup>
            <Text fontSize="small" color="font.tertiary">
              {T.notice}
            </Text>
          </div>
        )}
      </Flex>
    </PageSection>
  );
}
