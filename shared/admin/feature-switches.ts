/**
 * The feature switches an admin turns on and off (admins/updateFields): each names a feature the
 * server or the app checks before it runs. A switch never set is on.
 */
export const featureSwitchNames = ['socialProofToast', 'mobileAppBanner', 'reviewPrompt', 'referralRewards'] as const;
export type FeatureSwitchName = (typeof featureSwitchNames)[number];
export type FeatureSwitches = Record<FeatureSwitchName, boolean>;

/**
 * Every switch, with the stored ones in place of the default (on).
 * Example: featureSwitchesOf([{ name: 'reviewPrompt', on: false }]).reviewPrompt === false.
 */
export function featureSwitchesOf(stored: readonly { name: string; on: boolean }[] | undefined): FeatureSwitches {
  const switches = Object.fromEntries(featureSwitchNames.map((name) => [name, true])) as FeatureSwitches;
  for (const { name, on } of stored ?? []) if ((featureSwitchNames as readonly string[]).includes(name)) switches[name as FeatureSwitchName] = on;
  return switches;
}
