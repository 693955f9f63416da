import { REFERRAL_PARAM } from '@shared/accounts';
import { Alert, Button, Flex, PasswordField, Tabs, Text, TextField } from '@aws-amplify/ui-react';
import { useContext } from 'react';
import type { FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { AccessOfContext, REDIRECT_PARAM, decideAccess } from '@frontend/app/session/access';
import { logoutNoticeIn } from '@frontend/app/session/logout-notice';
import { useSession, viewerOf } from '@frontend/app/session/use-session';
import { ButtonLink, TextLink } from '@frontend/components/router-links';
import { usePageMeta } from '@frontend/components/use-page-meta';
import { AuthCard } from '@frontend/features/accounts/auth-card';
import { AUTH_TEXTS } from '@frontend/features/accounts/texts';
import { useLoginForm, useRegisterForm } from '@frontend/features/accounts/use-auth';
import type { PendingVerification } from '@frontend/features/accounts/use-auth';

type AuthTab = 'login' | 'register';

const valueOf = (form: HTMLFormElement, name: string) => {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
};

/** After a 201: the account waits for its email to be confirmed. */
function CheckInboxPanel({ pending, onBack }: { pending: PendingVerification; onBack: () => void }) {
  return (
    <Flex direction="column" gap="medium">
      <Alert variation="info" heading={AUTH_TEXTS.checkInbox.heading} role="status">
        {AUTH_TEXTS.checkInbox.body(pending.email)}
      </Alert>
      <Button onClick={onBack}>{AUTH_TEXTS.checkInbox.back}</Button>
    </Flex>
  );
}

function LoginForm({ redirect }: { redirect: string | undefined }) {
  const login = useLoginForm(redirect);
  if (login.pending) return <CheckInboxPanel pending={login.pending} onBack={login.clearPending} />;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void login.submit({ email: valueOf(event.currentTarget, 'email'), password: valueOf(event.currentTarget, 'password') });
  }

  return (
    <form className="pte-auth__form" onSubmit={onSubmit} noValidate aria-label={AUTH_TEXTS.tabs.login}>
      <TextField label={AUTH_TEXTS.email} type="email" autoComplete="email" isRequired {...login.fieldProps('email')} />
      <PasswordField label={AUTH_TEXTS.password} autoComplete="current-password" isRequired {...login.fieldProps('password')} />
      <div className="pte-auth__row">
        <TextLink to="/reset-password" fontSize="small">
          {AUTH_TEXTS.forgotPassword}
        </TextLink>
      </div>
      <Button type="submit" variation="primary" isLoading={login.busy} loadingText={AUTH_TEXTS.submitting}>
        {AUTH_TEXTS.submitLogin}
      </Button>
    </form>
  );
}

function RegisterForm({ referralId }: { referralId: string | undefined }) {
  const register = useRegisterForm(referralId);
  if (register.pending) return <CheckInboxPanel pending={register.pending} onBack={register.clearPending} />;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    void register.submit({ firstName: valueOf(form, 'firstName'), email: valueOf(form, 'email'), password: valueOf(form, 'password') });
  }

  return (
    <form className="pte-auth__form" onSubmit={onSubmit} noValidate aria-label={AUTH_TEXTS.tabs.register}>
      {referralId && (
        <Alert variation="success" role="status">
          {AUTH_TEXTS.referred}
        </Alert>
      )}
      <TextField label={AUTH_TEXTS.firstName} autoComplete="given-name" {...register.fieldProps('firstName')} />
      <TextField label={AUTH_TEXTS.email} type="email" autoComplete="email" isRequired {...register.fieldProps('email')} />
      <PasswordField
        label={AUTH_TEXTS.password}
        autoComplete="new-password"
        descriptiveText={AUTH_TEXTS.passwordHint}
        isRequired
        {...register.fieldProps('password')}
      />
      <Button type="submit" variation="primary" isLoading={register.busy} loadingText={AUTH_TEXTS.submitting}>
        {AUTH_TEXTS.submitRegister}
      </Button>
    </form>
  );
}

/**
 * /login and /register (guest-only): sign-up and login share one screen as two tabs (spec §2).
 * Switching tabs changes the address between the two routes, keeping the query.
 */
export function AuthPage() {
  const { pathname, search, state: historyState } = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = useSession();
  const accessOf = useContext(AccessOfContext);
  const tab: AuthTab = pathname === '/register' ? 'register' : 'login';
  const redirect = params.get(REDIRECT_PARAM) ?? undefined;
  // A share link's referrer (checked by the server, which ignores an unknown one).
  const referralId = params.get(REFERRAL_PARAM) ?? undefined;
  usePageMeta(AUTH_TEXTS.meta[tab]);
  // Why the app just logged the user out (blocked account, another session), if that is how they came here.
  const logoutNotice = logoutNoticeIn(historyState);

  // Rendered for a signed-in user only when the redirect needs an admin (see decideAccess).
  const signedInNonAdmin = state.status === 'signedIn' && decideAccess({ access: 'guest', viewer: viewerOf(state), location: { pathname, search }, stepsDone: state.user.stepsDone, waitedOut: true, accessOf }).kind === 'render';

  return (
    <AuthCard heading={AUTH_TEXTS.heading[tab]} intro={AUTH_TEXTS.intro[tab]}>
      {logoutNotice && (
        <Alert variation={logoutNotice.severity} role="alert" hasIcon>
          {logoutNotice.text}
        </Alert>
      )}
      {signedInNonAdmin && (
        <Alert variation="warning">
          <Flex direction="column" gap="xs" alignItems="flex-start">
            <Text as="span">{AUTH_TEXTS.adminRequired}</Text>
            <ButtonLink to="/dashboard" size="small">
              {AUTH_TEXTS.goToDashboard}
            </ButtonLink>
          </Flex>
        </Alert>
      )}
      <Tabs
        spacing="equal"
        isLazy
        value={tab}
        onValueChange={(value) => void navigate({ pathname: value === 'register' ? '/register' : '/login', search }, { replace: true, state: { keepFocus: true } })}
        items={[
          { value: 'register', label: AUTH_TEXTS.tabs.register, content: <div className="pte-auth__panel"><RegisterForm referralId={referralId} /></div> },
          { value: 'login', label: AUTH_TEXTS.tabs.login, content: <div className="pte-auth__panel"><LoginForm redirect={redirect} /></div> },
        ]}
      />
    </AuthCard>
  );
}

export const LoginPage = AuthPage;
export const RegisterPage = AuthPage;
