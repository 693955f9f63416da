import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { api } from '@frontend/api/client';
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
 * with Update, which reloads the app from the server, bypassing the cached page. Never on a mock
 * test or practice screen: it waits until the student leaves it.
 */
export function VersionCheck() {
  const { pathname } = useLocation();
  const [serverVersion, setServerVersion] = useState<string>();
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

  if (!showsVersionUpdate({ serverVersion, buildVersion: import.meta.env.VITE_APP_VERSION, pathname, updatedTo: readUpdatedTo() })) return null;

  function update() {
    try {
      window.sessionStorage.setItem(UPDATED_TO_KEY, serverVersion!);
    } catch {
      // Blocked storage: the reload still happens.
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
        <Button variation="primary" size="small" alignSelf="flex-start" onClick={update}>
          {T.update}
        </Button>
      </Flex>
    </div>
  );
}
