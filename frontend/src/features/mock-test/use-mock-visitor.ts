import { useSession } from '@frontend/app/session/use-session';
import { useSpeakingCredits } from '@frontend/components/speaking/use-speaking-credits';

/**
 * A visitor's anonymous id, the one the speaking feature keeps in browser storage; undefined once
 * a token is held (signed in, or being restored). Every mock call of a visitor sends it, as the
 * server names the free mock's session by it.
 */
export function useMockVisitorId(): string | undefined {
  const { status } = useSession();
  const { anonymousId } = useSpeakingCredits();
  return status === 'visitor' ? anonymousId : undefined;
}
