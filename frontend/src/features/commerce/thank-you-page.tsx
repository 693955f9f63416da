import '@frontend/features/commerce/commerce.css';
import { accountTexts } from '@shared/accounts';
import { Alert, Flex, Loader, Text } from '@aws-amplify/ui-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAYMENT_INTENT_PARAM, PRICING_PATH, PROFILE_PATH, REDIRECT_TO_PROFILE_PARAM } from '@frontend/app/paths/commerce-paths';
import { handleApiError } from '@frontend/app/errors/handle-api-error';
import { PageSection } from '@frontend/components/page-section';
import { RetryAlert } from '@frontend/components/retry-alert';
import { ButtonLink, TextLink } from '@frontend/components/router-links';
import { usePageMeta } from '@frontend/components/use-page-meta';
import { usePaymentState, useSavePurchaseToUser } from '@frontend/features/commerce/commerce-api';
import { COMMERCE_TEXTS } from '@frontend/features/commerce/texts';
import { PageTitle } from '@frontend/components/page-title/page-title';

const T = COMMERCE_TEXTS.thankYou;

/**
 * Polls the payment until the webhook has recorded it, then saves the purchase to the user once
 * (pricing.savePurchaseToUser), which puts the new plan and credits in the session everywhere.
 */
function usePurchase(paymentIntentId: string | undefined) {
  const payment = usePaymentState(paymentIntentId);
  const save = useSavePurchaseToUser();
  const saved = useRef<string>(undefined);
  const succeeded = payment.data?.status === 'succeeded';
  const { mutate } = save;
  useEffect(() => {
    if (!succeeded || !paymentIntentId || saved.current === paymentIntentId) return;
    saved.current = paymentIntentId;
    mutate(paymentIntentId, { onError: (error) => void handleApiError(error) });
  }, [succeeded, paymentIntentId, mutate]);
  return { payment, save };
}

function Success({ notification, purchased, mobile, redirectToProfile }: { notification: string; purchased: string; mobile: boolean; redirectToProfile: boolean }) {
  return (
    <Flex direction="column" gap="medium" alignItems="flex-start">
      <PageTitle id="thank-you-heading">
        {T.successHeading}
      </PageTitle>
      <Text as="p" role="status" fontSize="large" fontWeight="semibold" margin="0">
        {notification}
      </Text>
      <Text as="p" color="font.secondary" margin="0">
        {purchased}
      </Text>
      {mobile ? (
        <Text as="p" margin="0">
          {T.mobileReturn}
        </Text>
      ) : (
        <Flex gap="small" wrap="wrap">
          {redirectToProfile ? (
            <ButtonLink to={PROFILE_PATH} variation="primary">
              {T.backToProfile}
            </ButtonLink>
          ) : (
            <ButtonLink to="/practice" variation="primary">
              {T.startPractising}
            </ButtonLink>
          )}
          <ButtonLink to="/dashboard">{T.dashboard}</ButtonLink>
        </Flex>
      )}
    </Flex>
  );
}

function Failed({ message, mobile }: { message: string; mobile: boolean }) {
  return (
    <Flex direction="column" gap="medium" alignItems="flex-start">
      <PageTitle id="thank-you-heading">
        {T.failedHeading}
      </PageTitle>
      <Alert variation="error" role="alert">
        {message}
      </Alert>
      {!mobile && (
        <Flex gap="medium" alignItems="center" wrap="wrap">
          <ButtonLink to={PRICING_PATH} variation="primary">
            {T.backToPricing}
          </ButtonLink>
          <TextLink to="/contact-us">{T.contact}</TextLink>
        </Flex>
      )}
    </Flex>
  );
}

/** After a completed survey (spec §2 /survey then /thank-you): its reward, as the notification says it. */
function SurveyDone() {
  return (
    <Flex direction="column" gap="medium" alignItems="flex-start">
      <PageTitle id="thank-you-heading">
        {T.surveyDone}
      </PageTitle>
      <Text as="p" role="status" fontSize="large" fontWeight="semibold" margin="0">
        {accountTexts.surveyCompleted}
      </Text>
      <Flex gap="small" wrap="wrap">
        <ButtonLink to="/mock-test" variation="primary">
          {T.takeMock}
        </ButtonLink>
        <ButtonLink to="/dashboard">{T.dashboard}</ButtonLink>
      </Flex>
    </Flex>
  );
}

function Waiting() {
  return (
    <Flex direction="column" gap="medium" alignItems="center" padding="xl">
      <PageTitle id="thank-you-heading">
        {T.confirming}
      </PageTitle>
      <Loader size="large" ariaLabel={T.confirming} />
      <Text color="font.secondary" role="status">
        {T.pending}
      </Text>
    </Flex>
  );
}

function ThankYou({ mobile }: { mobile: boolean }) {
  usePageMeta(T.meta);
  const [params] = useSearchParams();
  const paymentIntentId = params.get(PAYMENT_INTENT_PARAM) ?? undefined;
  const redirectToProfile = params.get(REDIRECT_TO_PROFILE_PARAM) === 'true';
  const { payment, save } = usePurchase(paymentIntentId);
  const state = payment.data;

  let body;
  if (params.get('from') === 'survey' && !paymentIntentId) {
    body = <SurveyDone />;
  } else if (!paymentIntentId) {
    body = (
      <Alert variation="warning">
        {T.noPayment} <TextLink to={PRICING_PATH}>{T.backToPricing}</TextLink>
      </Alert>
    );
  } else if (state?.status === 'failed') {
    body = <Failed message={state.message ?? COMMERCE_TEXTS.checkout.cancelled} mobile={mobile} />;
  } else if (state?.status === 'succeeded' && state.purchase && save.data) {
    const saved = save.data.status === 200 ? save.data.data.purchase : state.purchase;
    body = <Success notification={saved.notification} purchased={T.purchased(saved.name, saved.amountText)} mobile={mobile} redirectToProfile={redirectToProfile} />;
  } else if (payment.isError || save.isError) {
    body = <RetryAlert message={T.failed} retry={T.retry} onRetry={() => (payment.isError ? void payment.refetch() : save.mutate(paymentIntentId))} />;
  } else {
    body = <Waiting />;
  }

  return (
    <PageSection aria-labelledby="thank-you-heading" className="pte-thank-you">
      <div className="pte-thank-you__card">{body}</div>
    </PageSection>
  );
}

/** /thank-you?payment_intent=… (login required): waits for the payment, then the purchase's text ('Purchase successful! You can start practicing.' or 'Purchase successful. Thank you!'). */
export function ThankYouPage() {
  return <ThankYou mobile={false} />;
}

/** /thank-you-mobile: the same, for a purchase made from the mobile app, which the student then goes back to. */
export function ThankYouMobilePage() {
  return <ThankYou mobile />;
}
