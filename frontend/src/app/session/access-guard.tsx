import { Loader, View } from '@aws-amplify/ui-react';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router-dom';
import { accessOfPath } from '@frontend/app/route-access';
import { AccessOfContext, decideAccess, GUEST_LOGIN_WAIT_MS } from '@frontend/app/session/access';
import type { AccessGroup } from '@frontend/app/session/access';
import { logoutNoticeState } from '@frontend/app/session/logout-notice';
import { session } from '@frontend/app/session/session-store';
import { useSession, viewerOf } from '@frontend/app/session/use-session';
import { SESSION_TEXTS } from '@frontend/app/session/texts';

/** The layout route of one access group: renders its pages, a loader, or a redirect (app/session/access.ts). */
export function AccessGuard({ access }: { access: AccessGroup }) {
  const state = useSession();
  const location = useLocation();
  const navigation = useNavigation();
  const viewer = viewerOf(state);
  const [waitedOut, setWaitedOut] = useState(false);
  const decision = decideAccess({
    access,
    viewer,
    location,
    stepsDone: state.status === 'signedIn' ? state.user.stepsDone : [],
    waitedOut,
    accessOf: accessOfPath,
  });

  // A logout that was on its way here is over once here.
  const exitTo = state.status === 'visitor' ? state.exitTo : undefined;
  useEffect(() => {
    if (exitTo) session.arrived(location.pathname);
  }, [exitTo, location.pathname]);

  const waiting = decision.kind === 'wait';
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(() => setWaitedOut(true), GUEST_LOGIN_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [waiting]);

  // A logout on its way to its own page (login, or home after deleting the account) wins over the
  // guard's redirect, which would otherwise send the user to login with this page as origin. It
  // carries the logout's notice, as the logout's own navigation does.
  if (decision.kind === 'redirect' && state.status === 'visitor' && state.exitTo) return <Navigate to={state.exitTo} state={logoutNoticeState(state.exitNotice)} replace />;
  if (decision.kind === 'redirect' && navigation.state === 'idle') return <Navigate to={decision.to} replace />;
  if (decision.kind !== 'render') {
    return (
      <View padding="xxxl" textAlign="center">
        <Loader size="large" ariaLabel={SESSION_TEXTS.restoring} />
      </View>
    );
  }
  return (
    <AccessOfContext value={accessOfPath}>
      <Outlet />
    </AccessOfContext>
  );
}
