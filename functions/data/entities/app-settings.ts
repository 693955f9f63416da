import { Entity } from 'electrodb';
import { unlessRefused } from '../conditional';
import { tableKeys } from '../keys';
import { tableConfig } from '../table';

const appSettingsId = 'app';

/** The app-wide settings (spec/platform.md §3 "App settings"): one item under a fixed id. */
export const AppSettings = new Entity(
  {
    model: { entity: 'appSettings', version: '1', service: 'pte' },
    attributes: {
      settingsId: { type: 'string', required: true, readOnly: true, default: appSettingsId },
      APP_VERSION: { type: 'string', required: true },
      /** Base prices an admin set (AUD cents), in place of the packages' own (shared/pricing). */
      basePrices: {
        type: 'list',
        items: { type: 'map', properties: { packageId: { type: 'string', required: true }, basePrice: { type: 'number', required: true } } },
      },
      /** Feature switches an admin set (shared/admin feature-switches); one not listed is on. */
      featureSwitches: {
        type: 'list',
        items: { type: 'map', properties: { name: { type: 'string', required: true }, on: { type: 'boolean', required: true } } },
      },
      createdAt: { type: 'number', default: () => Date.now(), readOnly: true },
      updatedAt: { type: 'number', watch: '*', set: () => Date.now(), readOnly: true },
    },
    indexes: {
      byId: {
        pk: { field: tableKeys.partitionKey, composite: ['settingsId'] },
        sk: { field: tableKeys.sortKey, composite: [] },
      },
    },
  },
  tableConfig,
);

export type AppSettingsItem = NonNullable<Awaited<ReturnType<typeof getAppSettings>>>;

// The settings item, or undefined before the seed has run
export async function getAppSettings() {
  const { data } = await AppSettings.get({ settingsId: appSettingsId }).go();
  return data ?? undefined;
}

// Seed: writes the settings only when none exist, so a stored value is never overwritten; true when written
export async function createAppSettingsIfMissing(defaults: { APP_VERSION: string }): Promise<boolean> {
  return (await unlessRefused(AppSettings.create({ settingsId: appSettingsId, ...defaults }).go())) !== undefined;
}

// Changes the APP_VERSION (admins/updateFields; guard: the settings exist); the settings after, or undefined before the seed
export async function setAppVersion(APP_VERSION: string) {
  return (await unlessRefused(AppSettings.patch({ settingsId: appSettingsId }).set({ APP_VERSION }).go({ response: 'all_new' })))?.data;
}

// Sets one package's base price (admins/updateFields; guard: the settings exist)
export function setBasePrice(packageId: string, basePrice: number): Promise<boolean> {
  return rewriteSettings((settings) => ({ basePrices: [...(settings.basePrices ?? []).filter((entry) => entry.packageId !== packageId), { packageId, basePrice }] }));
}

// Turns feature switches on or off (admins/updateFields; guard: the settings exist)
export function setFeatureSwitches(changes: { name: string; on: boolean }[]): Promise<boolean> {
  const names = new Set(changes.map((change) => change.name));
  return rewriteSettings((settings) => ({ featureSwitches: [...(settings.featureSwitches ?? []).filter((entry) => !names.has(entry.name)), ...changes] }));
}

// A list of the settings is written whole from the one read, guarded on the settings being
// unchanged since, so two admins never lose a change; false before the seed
async function rewriteSettings(change: (settings: AppSettingsItem) => Pick<AppSettingsItem, 'basePrices'> | Pick<AppSettingsItem, 'featureSwitches'>): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const settings = await getAppSettings();
    if (!settings) return false;
    const written = await unlessRefused(
      AppSettings.patch({ settingsId: appSettingsId })
        .set(change(settings))
        .where((attributes, { eq }) => eq(attributes.updatedAt, settings.updatedAt!))
        .go(),
    );
    if (written) return true;
  }
  return false;
}
