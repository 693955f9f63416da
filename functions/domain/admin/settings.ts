import type { z } from 'zod';
import type { AdminSettingsSchema, PromotionFieldsSchema } from '@shared/api';
import { featureSwitchNames, type FeatureSwitches } from '@shared/admin';
import { basePriceOf, formatPrice, packageIds, packages, type PackageId } from '@shared/pricing';
import { listRunningPromotions, setAppVersion, setBasePrice, setFeatureSwitches } from '@functions/data';
import { Commerce } from '@functions/domain/commerce';
import { Settings } from '@functions/domain/settings';
import type { Caller } from '@functions/platform/auth';
import { SettingsMissingError } from '@functions/platform/errors';
import { record } from './audit';

type AdminSettings = z.infer<typeof AdminSettingsSchema>;

/** admins/fetchAllAdminSettings: APP_VERSION and stage, the feature switches, the promotions not yet ended by the expiry job, and the packages a promotion may target. */
export async function adminSettings(): Promise<AdminSettings> {
  const [settings, featureSwitches, promotions, basePrices] = await Promise.all([Settings.adminSettings(), Settings.featureSwitches(), listRunningPromotions(), Commerce.basePricesNow()]);
  return {
    ...settings,
    featureSwitches,
    promotions: promotions
      .map((promotion) => ({ ...Commerce.promotionView(promotion), status: promotion.status }))
      .sort((a, b) => a.endTime - b.endTime),
    packages: packageIds.map((packageId) => ({ packageId, name: packages[packageId].name, basePrice: basePriceOf(packageId, basePrices), defaultBasePrice: packages[packageId].basePrice })),
  };
}

/**
 * admins/updateFields: a new APP_VERSION (the app then offers 'New features available'), a
 * package's base price, feature switches and/or a promotion created or changed, which price the
 * pricing page from the next request on. Each change is audited; a switch only when it changed.
 */
export async function updateFields(
  admin: Caller,
  fields: {
    APP_VERSION?: string | undefined;
    promotion?: z.output<typeof PromotionFieldsSchema> | undefined;
    basePrice?: { packageId: PackageId; basePrice: number } | undefined;
    featureSwitches?: Partial<FeatureSwitches> | undefined;
  },
  now = Date.now(),
): Promise<AdminSettings> {
  if (fields.APP_VERSION !== undefined) {
    if (!(await setAppVersion(fields.APP_VERSION))) throw new SettingsMissingError();
    await record(admin, 'updateFields', 'APP_VERSION', `APP_VERSION set to ${fields.APP_VERSION}`, now);
  }
  if (fields.basePrice) {
    const { packageId, basePrice } = fields.basePrice;
    const previous = await Commerce.basePricesNow();
    if (!(await setBasePrice(packageId, basePrice))) throw new SettingsMissingError();
    await record(admin, 'updateFields', `base price ${packageId}`, `${formatPrice(basePrice, 'AUD')} (was ${formatPrice(basePriceOf(packageId, previous), 'AUD')})`, now);
  }
  if (fields.featureSwitches) await switchFeatures(admin, fields.featureSwitches, now);
  if (fields.promotion) {
    const saved = await Commerce.savePromotion({ ...fields.promotion, target: [...fields.promotion.target] }, now);
    const window = `${new Date(saved.startTime).toISOString()} to ${new Date(saved.endTime).toISOString()}`;
    await record(admin, 'updateFields', `promotion ${saved.promoId}`, `${saved.discount}% off ${saved.target.join(', ')}${saved.personal ? ' (personal)' : ''}, ${window}`, now);
  }
  return adminSettings();
}

async function switchFeatures(admin: Caller, wanted: Partial<FeatureSwitches>, now: number): Promise<void> {
  const before = await Settings.featureSwitches();
  const changes = featureSwitchNames.flatMap((name) => (wanted[name] === undefined || wanted[name] === before[name] ? [] : [{ name, on: wanted[name] }]));
  if (changes.length === 0) return;
  if (!(await setFeatureSwitches(changes))) throw new SettingsMissingError();
  for (const { name, on } of changes) await record(admin, 'updateFields', `feature switch ${name}`, on ? 'Switched on' : 'Switched off', now);
}
