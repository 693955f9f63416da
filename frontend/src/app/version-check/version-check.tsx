import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { api } from '@frontend/api/client';
import { session } from '@frontend/app/session/session-store';
import { useCurrentUser } from '@frontend/app/session/use-session';
import { VERSION_TEXTS as T } from '@frontend/app/version-check/texts';
import { showsVersionUpdate } from '@frontend/app/version-check/version-rules';

/** This tab's last update (session storage): the server version it reloaded for. */
const UPDATED_TO_KEY = 'pte.updatedToVersion';

function readUpdatedTo(): string | null {
  try {
    return window.sessionStorage.getItem(UPDATED_TO_KEY);
  } catch {
    return null;
  }
}

/**
 * The version check (spec §4): compares this build's version with the server's APP_VERSION
 * (users/checkAppVersion, once per load) and, when they differ, offers 'New features available'
 * with Update, which records the version on the student's account (users/updateAppVersion) and
 * reloads the app from the server. Never on a mock test or practice screen: it waits until the
 * student leaves it.
 */
export function VersionCheck() {
  const { pathname } = useLocation();
  const [serverVersion, setServerVersion] = useState<string>();
  const [updating, setUpdating] = useState(false);
  const user = useCurrentUser();
  const titleId = useId();

  useEffect(() => {
    let live = true;
    api.users
      .checkAppVersion({})
      .then((result) => {
        if (live) setServerVersion(result.data.APP_VERSION);
      })
      // Unknown is no reason to interrupt: the check runs again on the next load.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  if (!showsVersionUpdate({ serverVersion, buildVersion: import.meta.env.VITE_APP_VERSION, pathname, updatedTo: [user?.version, readUpdatedTo()] })) return null;

  async function update(version: string) {
    setUpdating(true);
    try {
      window.sessionStorage.setItem(UPDATED_TO_KEY, version);
    } catch {
      // Blocked storage: a signed-in student's account still records the update.
    }
    // The account records the version the student now runs (spec §3 user version), so the dialog
    // does not come back for it in another tab or after a reload that still served the old build.
    if (user) {
      try {
        session.setUser((await api.users.updateAppVersion({ version })).data.user);
      } catch {
        // Not recorded (offline, signed out meanwhile): the update itself matters more, and this tab remembers it.
      }
    }
    window.location.reload();
  }

  return (
    <div className="pte-version-check" role="alertdialog" aria-labelledby={titleId}>
      <Flex direction="column" gap="small">
        <Heading level={2} id={titleId} fontSize="large">
          {T.title}
        </Heading>
        <Text fontSize="small">{T.body}</Text>
        <Button variation="primary" size="small" alignSelf="flex-start" isLoading={updating} onClick={() => void update(serverVersion!)}>
          {T.update}
        </Button>
      </Flex>
    </div>
  );
}
