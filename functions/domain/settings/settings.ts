import { createAppSettingsIfMissing, getAppSettings } from '@functions/data';
import { config } from '@functions/platform/config';
import { SettingsMissingError } from '@functions/platform/errors';

/** The server's clock in milliseconds since the epoch. */
export function dateNow(): number {
  return Date.now();
}

/** The APP_VERSION stored in the settings, which the app compares with its own build. */
export async function appVersion(): Promise<string> {
  const settings = await getAppSettings();
  if (!settings) throw new SettingsMissingError();
  return settings.APP_VERSION;
}

/** Proves the table answers; returns the stage served. */
export async function health(): Promise<{ status: 'ok'; stage: string }> {
  await getAppSettings();
  return { status: 'ok', stage: config.STAGE };
}

/** Writes the default settings when none are stored; a stored value is kept. True when written. */
export function seedDefaults(defaults: { APP_VERSION: string }): Promise<boolean> {
  return createAppSettingsIfMissing(defaults);
}

/** The settings an admin sees. */
export async function adminSettings(): Promise<{ APP_VERSION: string; stage: string }> {
  return { APP_VERSION: await appVersion(), stage: config.STAGE };
}
