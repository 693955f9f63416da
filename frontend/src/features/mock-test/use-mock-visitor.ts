import { useSession } from '@frontend/app/session/use-session';
import { storedAnonymousId, useSpeakingCredits } from '@frontend/components/speaking/use-speaking-credits';

/**
 * The anonymous id every mock call sends beside the token, as the server names a visitor's free
 * mock by it: a visitor's own (made for the speaking credits), or for a signed-in student the one
 * this browser had as a visitor, if any, so the free mock taken before signing up stays theirs.
 * Undefined while a token is being restored.
 */
export function useMockVisitorId(): string | undefined {
  const { status } = useSession();
  const { anonymousId } = useSpeakingCredits();
  if (status === 'visitor') return anonymousId;
  return status === 'signedIn' ? storedAnonymousId() : undefined;
}
