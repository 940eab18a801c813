// /profile (part 2 §2, §3, §5): personal info, notification checkboxes and the password change. Local only:
// the container keeps what is saved in this browser per user; nothing here is sent.
import { useState, type FormEvent } from 'react';
import {
  canSubmitPasswordChange,
  validatePasswordChange,
  type PasswordChangeValues,
} from '@beautydesk/domain/rules/validation/profile-password';
import {
  NOTIFICATION_FLAGS,
  PROFILE_LANGUAGES,
  PROFILE_TIMEZONES,
  type NotificationFlag,
  type ProfileLanguage,
  type ProfileSettings,
  type ProfileTimezone,
} from '@beautydesk/domain/schemas/profile';
import { Button } from '../../../components/button/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/card/card.tsx';
import { Checkbox } from '../../../components/checkbox/checkbox.tsx';
import { Input } from '../../../components/input/input.tsx';
import { Select } from '../../../components/select/select.tsx';
import { Heading, Paragraph } from '../../../components/typography/typography.tsx';
import { profileLabels as l } from '../labels.ts';
import * as styles from '../profile.css.ts';

export type ProfileScreenProps = {
  email: string;
  /** What was saved last (or the defaults). */
  settings: ProfileSettings;
  onSave: (settings: ProfileSettings) => void;
  /** A valid password change; nothing is sent (the spec keeps the profile local). */
  onPasswordChange?: (values: PasswordChangeValues) => void;
};

const EMAIL_FLAGS = NOTIFICATION_FLAGS.filter((flag) => flag.startsWith('email'));
const PUSH_FLAGS = NOTIFICATION_FLAGS.filter((flag) => flag.startsWith('push'));
const NO_PASSWORDS: PasswordChangeValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

export function ProfileScreen({ email, settings, onSave, onPasswordChange }: ProfileScreenProps) {
  const [draft, setDraft] = useState<ProfileSettings>(settings);
  const [passwords, setPasswords] = useState<PasswordChangeValues>(NO_PASSWORDS);
  const [passwordErrors, setPasswordErrors] = useState<
    Partial<Record<'newPassword' | 'confirmPassword', string>>
  >({});
  const [passwordChecked, setPasswordChecked] = useState(false);

  const set = <K extends keyof ProfileSettings>(key: K, value: ProfileSettings[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const setFlag = (flag: NotificationFlag, on: boolean) =>
    setDraft((current) => ({
      ...current,
      notifications: { ...current.notifications, [flag]: on },
    }));
  const setPassword = (key: keyof PasswordChangeValues, value: string) => {
    setPasswords((current) => ({ ...current, [key]: value }));
    setPasswordChecked(false);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    onSave({
      ...draft,
      name: draft.name.trim(),
      phone: draft.phone.trim(),
      position: draft.position.trim(),
    });
  };

  const changePassword = (event: FormEvent) => {
    event.preventDefault();
    const result = validatePasswordChange(passwords);
    setPasswordErrors(result.valid ? {} : result.errors);
    if (!result.valid) return;
    onPasswordChange?.(passwords);
    setPasswords(NO_PASSWORDS);
    setPasswordChecked(true);
  };

  const flagGroup = (legend: string, flags: readonly NotificationFlag[]) => (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {flags.map((flag) => (
        <Checkbox
          key={flag}
          label={l.flags[flag]}
          checked={draft.notifications[flag]}
          onCheckedChange={(checked) => setFlag(flag, checked === true)}
        />
      ))}
    </fieldset>
  );

  return (
    <section className={styles.page} aria-labelledby="profile-title" data-screen="profile">
      <div className={styles.headerText}>
        <Heading level={1} size="xl" id="profile-title">
          {l.title}
        </Heading>
        <Paragraph tone="muted">{l.description}</Paragraph>
      </div>
      <form className={styles.form} onSubmit={save} aria-label={l.title}>
        <Card>
          <CardHeader>
            <CardTitle level={2}>{l.personal}</CardTitle>
          </CardHeader>
          <CardContent className={styles.fields}>
            <Input
              label={l.name}
              autoComplete="name"
              value={draft.name}
              onChange={(e) => set('name', e.target.value)}
            />
            <Input label={l.email} value={email} readOnly hint={l.emailHint} />
            <Input
              label={l.phone}
              type="tel"
              autoComplete="tel"
              placeholder={l.phonePlaceholder}
              value={draft.phone}
              onChange={(e) => set('phone', e.target.value)}
            />
            <Input
              label={l.position}
              autoComplete="organization-title"
              value={draft.position}
              onChange={(e) => set('position', e.target.value)}
            />
            <Select
              label={l.timezone}
              value={draft.timezone}
              onValueChange={(value) => set('timezone', value as ProfileTimezone)}
              options={PROFILE_TIMEZONES.map((zone) => ({ value: zone, label: l.timezones[zone] }))}
            />
            <Select
              label={l.language}
              value={draft.language}
              onValueChange={(value) => set('language', value as ProfileLanguage)}
              options={PROFILE_LANGUAGES.map((code) => ({ value: code, label: l.languages[code] }))}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle level={2}>{l.notifications}</CardTitle>
          </CardHeader>
          <CardContent className={styles.groups}>
            {flagGroup(l.emailGroup, EMAIL_FLAGS)}
            {flagGroup(l.pushGroup, PUSH_FLAGS)}
          </CardContent>
        </Card>
        <div className={styles.actions}>
          <Button type="submit">{l.save}</Button>
        </div>
      </form>
      <Card>
        <CardHeader>
          <CardTitle level={2}>{l.password}</CardTitle>
        </CardHeader>
        <CardContent>
          <form
            className={styles.passwordFields}
            onSubmit={changePassword}
            aria-label={l.password}
            noValidate
          >
            <Input
              label={l.currentPassword}
              type="password"
              autoComplete="current-password"
              value={passwords.currentPassword}
              onChange={(e) => setPassword('currentPassword', e.target.value)}
            />
            <Input
              label={l.newPassword}
              type="password"
              autoComplete="new-password"
              value={passwords.newPassword}
              onChange={(e) => setPassword('newPassword', e.target.value)}
              error={passwordErrors.newPassword}
            />
            <Input
              label={l.confirmPassword}
              type="password"
              autoComplete="new-password"
              value={passwords.confirmPassword}
              onChange={(e) => setPassword('confirmPassword', e.target.value)}
              error={passwordErrors.confirmPassword}
            />
            {passwordChecked ? (
              <p role="status" className={styles.notice}>
                {l.passwordChecked}
              </p>
            ) : null}
            <div className={styles.actions}>
              <Button
                type="submit"
                variant="secondary"
                disabled={!canSubmitPasswordChange(passwords)}
              >
                {l.changePassword}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </section>
  );
}
