// /onboarding/user (part 2 §2, §4, §5): three steps (profile, role, a placeholder), step 1 needs a name; skipping asks first.
import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { validateOnboardingStep1 } from '@beautydesk/domain/rules/validation/onboarding';
import { Badge } from '../../../components/badge/badge.tsx';
import { Button } from '../../../components/button/button.tsx';
import { ConfirmDialog } from '../../../components/dialog/dialog.tsx';
import { Input } from '../../../components/input/input.tsx';
import { Stepper } from '../../../components/stepper/stepper.tsx';
import { Heading, Paragraph } from '../../../components/typography/typography.tsx';
import { AuthPage } from '../auth-page/auth-page.tsx';
import { onboardingLabels as l } from '../labels.ts';
import * as styles from './onboarding-user-screen.css.ts';

/** What step 1 collects. Nothing is sent to a server (part 2 §2): the app may keep it locally. */
export type OnboardingProfile = { name: string; position: string; phone: string };

export const onboardingSteps = [0, 1, 2] as const;
export type OnboardingStep = (typeof onboardingSteps)[number];

export type OnboardingUserScreenProps = {
  /** Prefills step 1 (e.g. the full name given at registration). */
  initialProfile?: Partial<OnboardingProfile>;
  /** The step to open on; 0 (the profile) by default. */
  initialStep?: OnboardingStep;
  /** The last step's button, with the trimmed profile: the app goes to '/'. */
  onFinish: (profile: OnboardingProfile) => void;
  /** Skipping, once confirmed: the app goes to '/'. */
  onSkip: () => void;
};

type State = { step: OnboardingStep; profile: OnboardingProfile; nameError: string | null };
type Action =
  | { type: 'edit'; field: keyof OnboardingProfile; value: string }
  | { type: 'next' }
  | { type: 'back' };

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'edit':
      return {
        ...state,
        profile: { ...state.profile, [action.field]: action.value },
        nameError: action.field === 'name' ? null : state.nameError,
      };
    case 'next': {
      if (state.step === 0) {
        const result = validateOnboardingStep1(state.profile);
        if (!result.valid) return { ...state, nameError: result.errors.name ?? null };
      }
      return { ...state, step: Math.min(state.step + 1, 2) as OnboardingStep, nameError: null };
    }
    case 'back':
      return { ...state, step: Math.max(state.step - 1, 0) as OnboardingStep };
  }
}

const trimmed = (profile: OnboardingProfile): OnboardingProfile => ({
  name: profile.name.trim(),
  position: profile.position.trim(),
  phone: profile.phone.trim(),
});

export function OnboardingUserScreen({
  initialProfile,
  initialStep = 0,
  onFinish,
  onSkip,
}: OnboardingUserScreenProps) {
  const [state, dispatch] = useReducer(reducer, {
    step: initialStep,
    profile: { name: '', position: '', phone: '', ...initialProfile },
    nameError: null,
  });
  const [confirmingSkip, setConfirmingSkip] = useState(false);
  const { step, profile, nameError } = state;

  // A new step's heading takes focus, so keyboard and screen-reader users start at its top.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    headingRef.current?.focus();
  }, [step]);
  useEffect(() => {
    if (nameError) nameRef.current?.focus();
  }, [nameError]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 2) {
      onFinish(trimmed(profile));
      return;
    }
    moved.current = true;
    dispatch({ type: 'next' });
  };

  const edit = (field: keyof OnboardingProfile) => ({
    value: profile[field],
    onChange: (event: { target: { value: string } }) =>
      dispatch({ type: 'edit', field, value: event.target.value }),
  });

  return (
    <AuthPage title={l.title} description={l.description} wide data-screen="onboarding-user">
      <form className={styles.body} onSubmit={submit} noValidate>
        <Stepper steps={l.steps} current={step} />
        <Heading level={2} size="md" tabIndex={-1} ref={headingRef} className={styles.stepHeading}>
          {step === 0 ? l.steps[0] : step === 1 ? l.roleTitle : l.doneTitle}
        </Heading>
        {step === 0 ? (
          <div className={styles.fields}>
            <Input
              ref={nameRef}
              label={l.name}
              autoComplete="name"
              required
              error={nameError}
              {...edit('name')}
            />
            <Input label={l.position} autoComplete="organization-title" {...edit('position')} />
            <Input label={l.phone} type="tel" autoComplete="tel" {...edit('phone')} />
          </div>
        ) : step === 1 ? (
          <div className={styles.fields}>
            <div>
              <Badge variant="primary">{l.roleName}</Badge>
            </div>
            <Paragraph tone="muted">{l.roleDescription}</Paragraph>
            <ul className={styles.permissions}>
              {l.permissions.map((permission) => (
                <li key={permission}>{permission}</li>
              ))}
            </ul>
          </div>
        ) : (
          <Paragraph tone="muted">{l.doneMessage}</Paragraph>
        )}
        <div className={styles.footer}>
          {/* The dialog's trigger, so closing it gives focus back to this button. */}
          <ConfirmDialog
            open={confirmingSkip}
            onOpenChange={setConfirmingSkip}
            trigger={<Button variant="ghost">{l.skip}</Button>}
            title={l.skipTitle}
            description={l.skipDescription}
            confirmLabel={l.skipConfirm}
            cancelLabel={l.skipCancel}
            onConfirm={() => {
              setConfirmingSkip(false);
              onSkip();
            }}
          />
          <div className={styles.footerEnd}>
            {step > 0 ? (
              <Button
                variant="secondary"
                onClick={() => {
                  moved.current = true;
                  dispatch({ type: 'back' });
                }}
              >
                {l.back}
              </Button>
            ) : null}
            <Button type="submit">{step === 2 ? l.finish : l.next}</Button>
          </div>
        </div>
      </form>
    </AuthPage>
  );
}
