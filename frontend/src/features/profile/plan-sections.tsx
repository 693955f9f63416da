import { Button, Flex, Loader, Text } from '@aws-amplify/ui-react';
import { userSpeakingCredits } from '@shared/accounts';
import type { User } from '@shared/api';
import { activePlan, packages } from '@shared/pricing';
import { useNavigate } from 'react-router-dom';
import { handleApiError } from '@frontend/app/errors/handle-api-error';
import { checkoutPath, PRICING_PATH } from '@frontend/app/paths/commerce-paths';
import { RetryAlert } from '@frontend/components/retry-alert';
import { TextLink } from '@frontend/components/router-links';
import { useCreateProfileCart, useFetchPurchaseHistory } from '@frontend/features/profile/profile-api';
import { ProfileCard } from '@frontend/features/profile/profile-sections';
import { PROFILE_TEXTS } from '@frontend/features/profile/texts';

const T = PROFILE_TEXTS.plan;
const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long', year: 'numeric' });

function Figure({ label, value, detail }: { label: string; value: string; detail?: string | undefined }) {
  return (
    <div className="pte-profile-figure">
      <Text as="dt" fontSize="small" fontWeight="semibold" color="font.secondary">
        {label}
      </Text>
      <Text as="dd" fontSize="large" fontWeight="bold" margin="0">
        {value}
      </Text>
      {detail && (
        <Text as="dd" fontSize="small" color="font.tertiary" margin="0">
          {detail}
        </Text>
      )}
    </div>
  );
}

/**
 * The plan with its expiry and the credits left, and 'Get more credits', which opens a cart for
 * the AI speaking credits package from the profile (checkout then leads back here).
 */
export function PlanSection({ user }: { user: User }) {
  const navigate = useNavigate();
  const { mutateAsync: createCart, isPending } = useCreateProfileCart();
  const now = Date.now();
  const plan = activePlan(user, now);
  const speaking = userSpeakingCredits(user, now);
  const planDetail = plan
    ? T.paidUntil(dateFormat.format(user.paidExpiryTime!))
    : user.paidExpiryTime && user.paidExpiryTime <= now
      ? T.expiredOn(dateFormat.format(user.paidExpiryTime))
      : T.freeHint;

  async function getMoreCredits() {
    try {
      const { cartId } = await createCart('package_speaking_credits');
      navigate(checkoutPath(cartId, true));
    } catch (error) {
      handleApiError(error);
    }
  }

  return (
    <ProfileCard id="profile-plan" heading={T.heading}>
      <dl className="pte-profile-figures">
        <Figure label={T.plan} value={plan ? packages[plan].name : T.free} detail={planDetail} />
        <Figure label={T.speaking} value={speaking.unlimited ? T.unlimited : T.speakingLeft(speaking.left, speaking.total)} />
        <Figure label={T.writing} value={T.writingLeft(user.writingCredits)} />
      </dl>
      <Flex gap="medium" alignItems="center" wrap="wrap">
        <Button variation="primary" onClick={() => void getMoreCredits()} isLoading={isPending} loadingText={T.opening}>
          {T.getMore}
        </Button>
        <TextLink to={PRICING_PATH}>{T.comparePlans}</TextLink>
      </Flex>
    </ProfileCard>
  );
}

/** The student's purchases, newest first: date, package (and extras) and amount paid. */
export function PurchaseHistorySection({ user }: { user: User }) {
  const P = PROFILE_TEXTS.purchases;
  const { data: purchases, isError, refetch } = useFetchPurchaseHistory(user.id);
  return (
    <ProfileCard id="profile-purchases" heading={P.heading}>
      {!purchases && !isError && <Loader ariaLabel={P.loading} />}
      {!purchases && isError && <RetryAlert message={P.failed} retry={P.retry} onRetry={() => void refetch()} />}
      {purchases?.length === 0 && <Text color="font.secondary">{P.none}</Text>}
      {purchases && purchases.length > 0 && (
        <ul className="pte-purchases">
          {purchases.map((purchase) => (
            <li key={purchase.paymentIntentId} className="pte-purchases__row">
              <span>
                <Text as="span" fontWeight="semibold">
                  {purchase.name}
                  {purchase.extras > 0 && P.extras(purchase.extras)}
                </Text>
                <Text as="span" display="block" fontSize="small" color="font.tertiary">
                  {dateFormat.format(purchase.createdAt)}
                </Text>
              </span>
              <Text as="span" fontWeight="bold" className="pte-purchases__amount">
                {purchase.amountText}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </ProfileCard>
  );
}
