import { featureSwitchNames, type FeatureSwitches } from '@shared/admin';
import { BasePriceFieldsSchema, PromotionFieldsSchema, type AdminSettingsSchema } from '@shared/api';
import type { z } from 'zod';
import { formatPrice, type PackageId } from '@shared/pricing';
import { Badge, Button, Card, CheckboxField, Flex, Heading, Loader, SelectField, SwitchField, Text, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useFieldErrors } from '@frontend/app/errors/use-field-errors';
import { snackbar } from '@frontend/components/snackbar/snackbar-store';
import { useAdminChange, useAdminRead } from '@frontend/features/admin/admin-api';
import { fromLocalInput, toLocalInput } from '@frontend/features/admin/local-time';
import { ADMIN_TEXTS } from '@frontend/features/admin/texts';

const T = ADMIN_TEXTS.settings;
const day = 24 * 60 * 60 * 1000;

function VersionForm({ current }: { current: string }) {
  const [version, setVersion] = useState(current);
  const update = useAdminChange('updateFields');
  const { fieldProps, fail } = useFieldErrors(['APP_VERSION'] as const);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ APP_VERSION: version }, { onSuccess: () => snackbar.show('userUpdated', ADMIN_TEXTS.saved), onError: fail });
  };
  return (
    <Card variation="outlined" borderRadius="large">
      <form onSubmit={submit}>
        <Flex direction="column" gap="small">
          <Heading level={2} fontSize="large" fontWeight="bold">{T.versionHeading}</Heading>
          <Text color="font.secondary">{T.versionHint}</Text>
          <Flex alignItems="flex-end" gap="small" wrap="wrap">
            <TextField label={T.version} value={version} onChange={(event) => setVersion(event.target.value)} {...fieldProps('APP_VERSION')} />
            <Button type="submit" isLoading={update.isPending}>
              {T.saveVersion}
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}

/** A package's base price in AUD (admins.updateFields basePrice), the list of prices beside it. */
function BasePricesCard({ packages }: { packages: z.infer<typeof AdminSettingsSchema>['packages'] }) {
  const update = useAdminChange('updateFields');
  const [packageId, setPackageId] = useState<PackageId>(packages[0]!.packageId);
  const current = packages.find((pkg) => pkg.packageId === packageId)!;
  const [price, setPrice] = useState((current.basePrice / 100).toFixed(2));
  const { fieldProps, validate, fail } = useFieldErrors(['basePrice'] as const);
  const choose = (id: PackageId) => {
    setPackageId(id);
    setPrice((packages.find((pkg) => pkg.packageId === id)!.basePrice / 100).toFixed(2));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const basePrice = validate(BasePriceFieldsSchema, { packageId, basePrice: Math.round(Number(price) * 100) });
    if (basePrice) update.mutate({ basePrice }, { onSuccess: () => snackbar.show('userUpdated', ADMIN_TEXTS.saved), onError: fail });
  };
  return (
    <Card variation="outlined" borderRadius="large">
      <Flex direction="column" gap="small">
        <Heading level={2} fontSize="large" fontWeight="bold">
          {T.pricesHeading}
        </Heading>
        <Text color="font.secondary">{T.pricesHint}</Text>
        <form onSubmit={submit} aria-label={T.savePrice}>
          <Flex alignItems="flex-end" gap="small" wrap="wrap">
            <SelectField label={T.package} value={packageId} onChange={(event) => choose(event.target.value as PackageId)} flex="2 1 16rem">
              {packages.map((pkg) => (
                <option key={pkg.packageId} value={pkg.packageId}>
                  {pkg.name} ({pkg.packageId}): {formatPrice(pkg.basePrice, 'AUD')}
                </option>
              ))}
            </SelectField>
            <TextField label={T.price} type="number" min={1} step={0.01} value={price} onChange={(event) => setPrice(event.target.value)} {...fieldProps('basePrice')} flex="1 1 9rem" />
            <Button type="submit" isLoading={update.isPending}>
              {T.savePrice}
            </Button>
          </Flex>
        </form>
        {current.basePrice !== current.defaultBasePrice && (
          <Text fontSize="small" color="font.secondary">
            {T.ownPrice(formatPrice(current.defaultBasePrice, 'AUD'))}
          </Text>
        )}
      </Flex>
    </Card>
  );
}

/** The feature switches (admins.updateFields featureSwitches): toggled here, then saved together. */
function FeatureSwitchesCard({ saved }: { saved: FeatureSwitches }) {
  const update = useAdminChange('updateFields');
  const [draft, setDraft] = useState(saved);
  const { fieldProps, fail } = useFieldErrors(['featureSwitches'] as const);
  const changed = Object.fromEntries(featureSwitchNames.filter((name) => draft[name] !== saved[name]).map((name) => [name, draft[name]]));
  const error = fieldProps('featureSwitches');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ featureSwitches: changed }, { onSuccess: () => snackbar.show('userUpdated', ADMIN_TEXTS.saved), onError: fail });
  };
  return (
    <Card variation="outlined" borderRadius="large">
      <form onSubmit={submit} aria-labelledby="feature-switches-heading">
        <Flex direction="column" gap="small">
          <Heading level={2} fontSize="large" fontWeight="bold" id="feature-switches-heading">
            {T.switchesHeading}
          </Heading>
          <Text color="font.secondary">{T.switchesHint}</Text>
          {featureSwitchNames.map((name) => (
            <Flex key={name} direction="column" gap="xxs">
              <SwitchField label={T.switches[name].label} isChecked={draft[name]} onChange={(event) => setDraft({ ...draft, [name]: event.target.checked })} labelPosition="start" className="pte-admin-switch" />
              <Text fontSize="small" color="font.tertiary">
                {T.switches[name].hint}
              </Text>
            </Flex>
          ))}
          {error.hasError && (
            <Text color="font.error" fontSize="small" role="alert">
              {error.errorMessage}
            </Text>
          )}
          <Button type="submit" variation="primary" alignSelf="flex-start" isLoading={update.isPending} isDisabled={Object.keys(changed).length === 0}>
            {T.saveSwitches}
          </Button>
        </Flex>
      </form>
    </Card>
  );
}

interface PromotionDraft {
  promoId: string;
  discount: string;
  startTime: string;
  endTime: string;
  target: PackageId[];
  personal: boolean;
}

const promotionFields = ['promoId', 'discount', 'startTime', 'endTime', 'target'] as const;

function PromotionForm({ draft, setDraft, packages }: { draft: PromotionDraft; setDraft: (draft: PromotionDraft) => void; packages: readonly { packageId: PackageId; name: string }[] }) {
  const update = useAdminChange('updateFields');
  const { fieldProps, validate, setErrors } = useFieldErrors(promotionFields);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const promotion = validate(PromotionFieldsSchema, { ...draft, discount: Number(draft.discount), startTime: fromLocalInput(draft.startTime), endTime: fromLocalInput(draft.endTime) });
    if (!promotion) return;
    update.mutate(
      { promotion },
      {
        onSuccess: () => snackbar.show('userUpdated', ADMIN_TEXTS.saved),
        onError: (error) => {
          // The server names the fields under promotion.
          const fields = (error as { fields?: Record<string, string> }).fields;
          if (fields) setErrors(Object.fromEntries(Object.entries(fields).map(([field, message]) => [field.replace(/^promotion\./, ''), message])));
          else snackbar.show('criticalError', (error as Error).message);
        },
      },
    );
  };
  const toggle = (packageId: PackageId, checked: boolean) => setDraft({ ...draft, target: checked ? [...draft.target, packageId] : draft.target.filter((id) => id !== packageId) });
  const targetError = fieldProps('target');
  return (
    <form onSubmit={submit} aria-label={T.savePromotion}>
      <Flex direction="column" gap="small">
        <Flex gap="small" wrap="wrap">
          <TextField label={T.promoId} value={draft.promoId} onChange={(event) => setDraft({ ...draft, promoId: event.target.value })} {...fieldProps('promoId')} flex="1 1 12rem" />
          <TextField label={T.discount} type="number" min={1} max={99} value={draft.discount} onChange={(event) => setDraft({ ...draft, discount: event.target.value })} {...fieldProps('discount')} flex="0 1 8rem" />
          <TextField label={T.startTime} type="datetime-local" value={draft.startTime} onChange={(event) => setDraft({ ...draft, startTime: event.target.value })} {...fieldProps('startTime')} flex="1 1 12rem" />
          <TextField label={T.endTime} type="datetime-local" value={draft.endTime} onChange={(event) => setDraft({ ...draft, endTime: event.target.value })} {...fieldProps('endTime')} flex="1 1 12rem" />
        </Flex>
        <fieldset className="pte-admin-fieldset" aria-invalid={targetError.hasError || undefined}>
          <legend>{T.target}</legend>
          <div className="pte-admin-checks">
            {packages.map((pkg) => (
              <CheckboxField key={pkg.packageId} name="target" value={pkg.packageId} label={`${pkg.name} (${pkg.packageId})`} checked={draft.target.includes(pkg.packageId)} onChange={(event) => toggle(pkg.packageId, event.target.checked)} />
            ))}
          </div>
          {targetError.hasError && (
            <Text color="font.error" fontSize="small" role="alert">
              {targetError.errorMessage}
            </Text>
          )}
        </fieldset>
        <CheckboxField name="personal" value="personal" label={T.personal} checked={draft.personal} onChange={(event) => setDraft({ ...draft, personal: event.target.checked })} />
        <Button type="submit" variation="primary" alignSelf="flex-start" isLoading={update.isPending}>
          {T.savePromotion}
        </Button>
      </Flex>
    </form>
  );
}

/** APP_VERSION, the feature switches, base prices and the promotions (admins.updateFields), which the app and the pricing page use from the next request on. */
export function SettingsSection() {
  const settings = useAdminRead('fetchAllAdminSettings', {});
  const now = Date.now();
  const [draft, setDraft] = useState<PromotionDraft>({ promoId: '', discount: '20', startTime: toLocalInput(now), endTime: toLocalInput(now + 7 * day), target: [], personal: false });
  if (!settings.data) return <Loader ariaLabel={ADMIN_TEXTS.status.loading} />;
  const { APP_VERSION, promotions, packages, featureSwitches } = settings.data;
  const nameOf = (id: string) => packages.find((pkg) => pkg.packageId === id)?.name ?? id;
  return (
    <Flex direction="column" gap="large">
      <VersionForm current={APP_VERSION} />
      <FeatureSwitchesCard saved={featureSwitches} />
      <BasePricesCard packages={packages} />
      <Card variation="outlined" borderRadius="large">
        <Flex direction="column" gap="medium">
          <Heading level={2} fontSize="large" fontWeight="bold">{T.promotionsHeading}</Heading>
          <Text color="font.secondary">{T.promotionsHint}</Text>
          <ul className="pte-admin-list" aria-label={T.promotionsHeading}>
            {promotions.map((promotion) => (
              <li key={promotion.promoId} className="pte-admin-list__item">
                <Flex justifyContent="space-between" alignItems="center" gap="small" wrap="wrap">
                  <Flex direction="column" gap="xxxs">
                    <Text fontWeight="bold">
                      {promotion.promoId} · {promotion.discount}% <Badge size="small" variation={promotion.status === 'running' && promotion.endTime > now ? 'success' : 'info'}>{T.status[promotion.endTime > now ? 'running' : 'ended']}</Badge>
                    </Text>
                    <Text fontSize="small" color="font.secondary">
                      {ADMIN_TEXTS.date(promotion.startTime)} – {ADMIN_TEXTS.date(promotion.endTime)} · {promotion.target.map(nameOf).join(', ')}
                    </Text>
                  </Flex>
                  <Button
                    size="small"
                    onClick={() =>
                      setDraft({ promoId: promotion.promoId, discount: String(promotion.discount), startTime: toLocalInput(promotion.startTime), endTime: toLocalInput(promotion.endTime), target: [...promotion.target], personal: promotion.personal })
                    }
                  >
                    {T.edit} {promotion.promoId}
                  </Button>
                </Flex>
              </li>
            ))}
          </ul>
          <PromotionForm draft={draft} setDraft={setDraft} packages={packages} />
        </Flex>
      </Card>
    </Flex>
  );
}
