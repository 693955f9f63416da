import { Avatar, Button, Card, Flex, Heading, Image, PasswordField, Radio, RadioGroupField, SelectField, SwitchField, Text, TextField } from '@aws-amplify/ui-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent, ReactNode } from 'react';
import { examTypeLabels, examTypes } from '@shared/accounts';
import type { EmailPreferenceFlag, ExamType, StudentSettableFlag } from '@shared/accounts';
import * as maillistOperations from '@shared/api/groups/maillist';
import * as usersOperations from '@shared/api/groups/users';
import type { User } from '@shared/api';
import { handleApiError } from '@frontend/app/errors/handle-api-error';
import { useFieldErrors } from '@frontend/app/errors/use-field-errors';
import { isAutoNightMode, nightSettingsOf, saveNightMode } from '@frontend/app/session/use-account-night-mode';
import { useExamType } from '@frontend/app/session/use-exam-type';
import { session } from '@frontend/app/session/session-store';
import { useRemoveUserArray, useUpdateUserArray } from '@frontend/app/session/user-api';
import { snackbar } from '@frontend/components/snackbar/snackbar-store';
import { SPEAKING_SETTING_FLAGS } from '@frontend/app/session/speaking-settings';
import { imageFileProblem } from '@frontend/features/profile/image-file';
import { useDeleteUser, useUpdateContactName, useUpdateEmailNotification, useUpdatePassword, useUploadProfileImage } from '@frontend/features/profile/profile-api';
import { hourLabel, PROFILE_TEXTS } from '@frontend/features/profile/texts';

export function ProfileCard({ id, heading, children, tone, focused }: { id: string; heading: string; children: ReactNode; tone?: 'danger'; focused?: boolean }) {
  const ref = useRef<HTMLElement>(null);
  // A link to this section (openSettings=true) brings it into view and moves focus to it.
  useEffect(() => {
    if (!focused || !ref.current) return;
    ref.current.scrollIntoView({ block: 'start' });
    ref.current.focus();
  }, [focused]);
  return (
    <Card as="section" ref={ref} variation="outlined" className="pte-profile-card" data-tone={tone} aria-labelledby={id} tabIndex={focused ? -1 : undefined}>
      <Flex direction="column" gap="medium">
        <Heading level={2} id={id} fontSize="large" fontWeight="bold">
          {heading}
        </Heading>
        {children}
      </Flex>
    </Card>
  );
}

const detailsFields = ['firstName'] as const;

export function DetailsSection({ user }: { user: User }) {
  const form = useFieldErrors(detailsFields);
  // The first name is also the name the mails greet the student with: one call changes both.
  const { mutateAsync: updateContactName, isPending: busy } = useUpdateContactName();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = form.validate(maillistOperations.updateContactName.input, { firstName: String(new FormData(event.currentTarget).get('firstName') ?? '') });
    if (!input) return;
    try {
      await updateContactName(input);
      snackbar.show('userUpdated');
    } catch (error) {
      form.fail(error);
    }
  }

  return (
    <ProfileCard id="profile-details" heading={PROFILE_TEXTS.details.heading}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Flex direction="column" gap="medium">
          <TextField label={PROFILE_TEXTS.details.firstName} autoComplete="given-name" defaultValue={user.firstName} isRequired {...form.fieldProps('firstName')} />
          <TextField label={PROFILE_TEXTS.details.email} value={user.email} isReadOnly descriptiveText={PROFILE_TEXTS.details.emailHint} />
          <Button type="submit" alignSelf="flex-start" isLoading={busy} loadingText={PROFILE_TEXTS.details.save}>
            {PROFILE_TEXTS.details.save}
          </Button>
        </Flex>
      </form>
    </ProfileCard>
  );
}

export function ImageSection({ user }: { user: User }) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { mutateAsync: uploadProfileImage, isPending: busy } = useUploadProfileImage();
  const [file, setFile] = useState<File>();
  const [preview, setPreview] = useState<string>();
  const [error, setError] = useState<string>();

  // The preview URL lives as long as its file is chosen.
  useEffect(() => {
    if (!file) return setPreview(undefined);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    setError(undefined);
    if (!chosen) return setFile(undefined);
    const problem = imageFileProblem(chosen);
    if (problem) {
      setFile(undefined);
      setError(problem === 'format' ? PROFILE_TEXTS.image.invalid : PROFILE_TEXTS.image.tooLarge);
      if (problem === 'format') snackbar.show('wrongFormat');
      return;
    }
    setFile(chosen);
  }

  async function upload() {
    if (!file) return;
    try {
      await uploadProfileImage(file);
      snackbar.show('userUpdated');
      setFile(undefined);
      if (inputRef.current) inputRef.current.value = '';
    } catch (failure) {
      const fields = handleApiError(failure, ['file']);
      if (fields.file) setError(fields.file);
    }
  }

  return (
    <ProfileCard id="profile-image" heading={PROFILE_TEXTS.image.heading}>
      <Flex gap="large" alignItems="center" wrap="wrap">
        {preview ? (
          <Image src={preview} alt={PROFILE_TEXTS.image.previewAlt} className="pte-profile-image" />
        ) : user.profileImage ? (
          <Image src={user.profileImage} alt={PROFILE_TEXTS.image.currentAlt} className="pte-profile-image" />
        ) : (
          <Avatar size="large" className="pte-profile-image pte-profile-image--empty">
            {(user.firstName || user.email).slice(0, 1).toUpperCase()}
          </Avatar>
        )}
        <Flex direction="column" gap="xs" flex="1 1 14rem">
          <label htmlFor={inputId} className="amplify-label">
            {PROFILE_TEXTS.image.choose}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            name="file"
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            className="pte-file-input"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            onChange={onChoose}
          />
          <Text id={hintId} fontSize="small" color="font.tertiary">
            {PROFILE_TEXTS.image.hint}
          </Text>
          {error && (
            <Text id={errorId} fontSize="small" color="font.error" role="alert">
              {error}
            </Text>
          )}
        </Flex>
      </Flex>
      <Button alignSelf="flex-start" variation="primary" isDisabled={!file} isLoading={busy} loadingText={PROFILE_TEXTS.image.upload} onClick={() => void upload()}>
        {PROFILE_TEXTS.image.upload}
      </Button>
    </ProfileCard>
  );
}

export function ExamSection() {
  const { examType, setExamType } = useExamType();
  return (
    <ProfileCard id="profile-exam" heading={PROFILE_TEXTS.exam.heading}>
      <RadioGroupField legend={PROFILE_TEXTS.exam.label} name="examType" value={examType} onChange={(event) => setExamType(event.target.value as ExamType)}>
        {examTypes.map((type) => (
          <Radio key={type} value={type}>
            {examTypeLabels[type]}
          </Radio>
        ))}
      </RadioGroupField>
    </ProfileCard>
  );
}

/** A switch with its hint below; Amplify's SwitchField draws no descriptive text. */
function SwitchRow({ hint, children }: { hint: string; children: ReactNode }) {
  return (
    <Flex direction="column" gap="xxs">
      {children}
      <Text fontSize="small" color="font.tertiary">
        {hint}
      </Text>
    </Flex>
  );
}

const hours = Array.from({ length: 24 }, (_, hour) => hour);

/** The e-mail preferences (spec §3 can_send_email_general, can_send_email_third_party), which every general or partner mail obeys. */
export function EmailSection({ user }: { user: User }) {
  const { mutateAsync: updateEmailNotification, isPending: busy } = useUpdateEmailNotification();
  const T = PROFILE_TEXTS.email;

  async function set(flag: EmailPreferenceFlag, on: boolean) {
    try {
      await updateEmailNotification({ [flag]: on });
      snackbar.show('userUpdated');
    } catch (error) {
      handleApiError(error);
    }
  }

  const rows = [
    { flag: 'can_send_email_general', label: T.general, hint: T.generalHint },
    { flag: 'can_send_email_third_party', label: T.thirdParty, hint: T.thirdPartyHint },
  ] as const satisfies ReadonlyArray<{ flag: EmailPreferenceFlag; label: string; hint: string }>;

  return (
    <ProfileCard id="profile-email" heading={T.heading}>
      {rows.map((row) => (
        <SwitchRow key={row.flag} hint={row.hint}>
          <SwitchField label={row.label} isChecked={user.stepsDone.includes(row.flag)} isDisabled={busy} onChange={(event) => void set(row.flag, event.target.checked)} labelPosition="start" className="pte-switch-row" />
        </SwitchRow>
      ))}
      <Text fontSize="small" color="font.secondary">
        {T.always}
      </Text>
    </ProfileCard>
  );
}

export function NightModeSection({ user }: { user: User }) {
  const settings = nightSettingsOf(user);
  const auto = isAutoNightMode(user);
  const [start, setStart] = useState(settings.nightTimeStart);
  const [end, setEnd] = useState(settings.nightTimeEnd);
  const [busy, setBusy] = useState(false);
  const { mutateAsync: updateUserArray } = useUpdateUserArray();
  const { mutateAsync: removeUserArray } = useRemoveUserArray();

  async function setAuto(on: boolean) {
    setBusy(true);
    try {
      await (on ? updateUserArray('should_auto_night_mode') : removeUserArray('should_auto_night_mode'));
    } catch (error) {
      handleApiError(error);
    } finally {
      setBusy(false);
    }
  }

  async function saveHours(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    if (await saveNightMode(user, { isNightMode: user.isNightMode, nightTimeStart: start, nightTimeEnd: end })) snackbar.show('userUpdated');
    setBusy(false);
  }

  return (
    <ProfileCard id="profile-night" heading={PROFILE_TEXTS.night.heading}>
      <SwitchRow hint={PROFILE_TEXTS.night.autoHint}>
        <SwitchField
          label={PROFILE_TEXTS.night.auto}
          isChecked={auto}
          isDisabled={busy}
          onChange={(event) => void setAuto(event.target.checked)}
          labelPosition="start"
          className="pte-switch-row"
        />
      </SwitchRow>
      <SwitchRow hint={auto ? PROFILE_TEXTS.night.manualDisabled : PROFILE_TEXTS.night.manualHint}>
        <SwitchField
          label={PROFILE_TEXTS.night.manual}
          isChecked={user.isNightMode}
          isDisabled={auto}
          onChange={(event) => void saveNightMode(user, { isNightMode: event.target.checked })}
          labelPosition="start"
          className="pte-switch-row"
        />
      </SwitchRow>
      <form onSubmit={(event) => void saveHours(event)}>
        <Flex gap="medium" alignItems="flex-end" wrap="wrap">
          <SelectField label={PROFILE_TEXTS.night.start} value={String(start)} onChange={(event) => setStart(Number(event.target.value))} flex="1 1 9rem">
            {hours.map((hour) => (
              <option key={hour} value={hour}>
                {hourLabel(hour)}
              </option>
            ))}
          </SelectField>
          <SelectField label={PROFILE_TEXTS.night.end} value={String(end)} onChange={(event) => setEnd(Number(event.target.value))} flex="1 1 9rem">
            {hours.map((hour) => (
              <option key={hour} value={hour}>
                {hourLabel(hour)}
              </option>
            ))}
          </SelectField>
          <Button type="submit" isDisabled={busy}>
            {PROFILE_TEXTS.night.saveHours}
          </Button>
        </Flex>
      </form>
    </ProfileCard>
  );
}

/** A stepsDone flag that switches a default off: the switch is on while the flag is absent. */
function FlagSwitch({ user, flag, label, hint }: { user: User; flag: StudentSettableFlag; label: string; hint: string }) {
  const [busy, setBusy] = useState(false);
  const { mutateAsync: updateUserArray } = useUpdateUserArray();
  const { mutateAsync: removeUserArray } = useRemoveUserArray();

  async function set(on: boolean) {
    setBusy(true);
    try {
      await (on ? removeUserArray(flag) : updateUserArray(flag));
    } catch (error) {
      handleApiError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <SwitchRow hint={hint}>
      <SwitchField
        label={label}
        isChecked={!user.stepsDone.includes(flag)}
        isDisabled={busy}
        onChange={(event) => void set(event.target.checked)}
        labelPosition="start"
        className="pte-switch-row"
      />
    </SwitchRow>
  );
}

/** The recorder's preferences (practice.md §2 and §4): silence detection and playback of the recording. */
export function SpeakingSection({ user, focused }: { user: User; focused: boolean }) {
  const T = PROFILE_TEXTS.speaking;
  return (
    <ProfileCard id="profile-speaking" heading={T.heading} focused={focused}>
      <FlagSwitch user={user} flag={SPEAKING_SETTING_FLAGS.silenceDetection} label={T.silence} hint={T.silenceHint} />
      <FlagSwitch user={user} flag={SPEAKING_SETTING_FLAGS.playback} label={T.playback} hint={T.playbackHint} />
    </ProfileCard>
  );
}

const passwordFields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** Lets password managers tie a password form to the account (Chrome asks for it). */
function UsernameField({ email }: { email: string }) {
  return <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />;
}

export function PasswordSection({ email }: { email: string }) {
  const form = useFieldErrors(passwordFields);
  const { mutateAsync: updatePassword, isPending: busy } = useUpdatePassword();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const data = new FormData(element);
    const values = { currentPassword: String(data.get('currentPassword') ?? ''), newPassword: String(data.get('newPassword') ?? '') };
    const differ = values.newPassword !== String(data.get('confirmPassword') ?? '') ? PROFILE_TEXTS.password.differ : undefined;
    const input = form.validate(usersOperations.updatePassword.input, values, { confirmPassword: differ });
    if (!input) return;
    try {
      const { message } = await updatePassword(input);
      snackbar.show('passwordReset', message);
      element.reset();
    } catch (error) {
      form.fail(error);
    }
  }

  return (
    <ProfileCard id="profile-password" heading={PROFILE_TEXTS.password.heading}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <UsernameField email={email} />
        <Flex direction="column" gap="medium">
          <PasswordField label={PROFILE_TEXTS.password.current} autoComplete="current-password" isRequired {...form.fieldProps('currentPassword')} />
          <PasswordField label={PROFILE_TEXTS.password.next} autoComplete="new-password" isRequired {...form.fieldProps('newPassword')} />
          <PasswordField label={PROFILE_TEXTS.password.confirm} autoComplete="new-password" isRequired {...form.fieldProps('confirmPassword')} />
          <Button type="submit" alignSelf="flex-start" isLoading={busy} loadingText={PROFILE_TEXTS.password.save}>
            {PROFILE_TEXTS.password.save}
          </Button>
        </Flex>
      </form>
    </ProfileCard>
  );
}

const deleteFields = ['password'] as const;

export function DeleteAccountSection({ email }: { email: string }) {
  const form = useFieldErrors(deleteFields);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const passwordRef = useRef('');
  const { mutateAsync: deleteUser, isPending: busy } = useDeleteUser();
  const titleId = useId();
  const bodyId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    if (!form.validate(usersOperations.deleteUser.input, { password })) return;
    passwordRef.current = password;
    dialogRef.current?.showModal();
  }

  async function confirmDelete() {
    try {
      const { message } = await deleteUser({ password: passwordRef.current });
      dialogRef.current?.close();
      snackbar.show('accountDeleted', message);
      session.logout({ navigateTo: '/' });
    } catch (error) {
      dialogRef.current?.close();
      form.fail(error);
    }
  }

  return (
    <ProfileCard id="profile-delete" heading={PROFILE_TEXTS.delete.heading} tone="danger">
      <Text color="font.secondary">{PROFILE_TEXTS.delete.intro}</Text>
      <form onSubmit={onSubmit} noValidate>
        <UsernameField email={email} />
        <Flex direction="column" gap="medium">
          <PasswordField label={PROFILE_TEXTS.delete.password} autoComplete="current-password" isRequired {...form.fieldProps('password')} />
          <Button type="submit" variation="destructive" alignSelf="flex-start">
            {PROFILE_TEXTS.delete.button}
          </Button>
        </Flex>
      </form>
      <dialog ref={dialogRef} className="pte-dialog" aria-labelledby={titleId} aria-describedby={bodyId}>
        <Flex direction="column" gap="medium">
          <Heading level={2} id={titleId} fontSize="large">
            {PROFILE_TEXTS.delete.dialogHeading}
          </Heading>
          <Text id={bodyId}>{PROFILE_TEXTS.delete.dialogBody}</Text>
          <Flex gap="small" justifyContent="flex-end" wrap="wrap">
            <Button autoFocus onClick={() => dialogRef.current?.close()}>
              {PROFILE_TEXTS.delete.cancel}
            </Button>
            <Button variation="destructive" isLoading={busy} loadingText={PROFILE_TEXTS.delete.confirm} onClick={() => void confirmDelete()}>
              {PROFILE_TEXTS.delete.confirm}
            </Button>
          </Flex>
        </Flex>
      </dialog>
    </ProfileCard>
  );
}
