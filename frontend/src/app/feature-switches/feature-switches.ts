import type { FeatureSwitches, FeatureSwitchName } from '@shared/admin';
import { useEffect, useState } from 'react';
import { api } from '@frontend/api/client';

// Not through the query cache: the shell's banner reads them, and the query library stays out of the first load.
let asked: Promise<FeatureSwitches | undefined> | undefined;

/** The feature switches (settings/fetchFeatureSwitches), asked once per load by whatever first needs them; undefined when they could not be read. */
function featureSwitches(): Promise<FeatureSwitches | undefined> {
  asked ??= api.settings.fetchFeatureSwitches({}).then(
    (result) => result.data,
    () => undefined,
  );
  return asked;
}

/**
 * Whether an admin left a feature on: false until the switches are known, and when they cannot be
 * read (an optional feature never interrupts by mistake). Nothing is asked while `wanted` is false.
 */
export function useFeatureSwitch(name: FeatureSwitchName, wanted: boolean): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void featureSwitches().then((switches) => {
      if (live) setOn(switches?.[name] ?? false);
    });
    return () => {
      live = false;
    };
  }, [name, wanted]);
  return on;
}
