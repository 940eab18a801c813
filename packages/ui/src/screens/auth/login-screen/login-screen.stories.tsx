import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import {
  authFormMachine,
  type AuthFormOutput,
  type AuthMode,
} from '@beautydesk/domain/machines/auth-form';
import { toastErrorMessages } from '@beautydesk/domain/messages/errors';
import type { LoginResponse, RegisterResponse } from '@beautydesk/domain/schemas/auth';
import type { RegisterPayload } from '@beautydesk/domain/rules/validation/login-form';
import { toastRegion, withToasts } from '../../testing/toasts.tsx';
import { never, pause, useStoryActor } from '../../testing/use-story-actor.ts';
import { LoginScreen } from './login-screen.tsx';

const user = { id: 'u1', email: 'anna@studio.ru', license_id: 'l1', full_name: 'Анна Петрова' };
const tokens = { access_token: 'access', refresh_token: 'refresh', expires_in: 3600 };

/** The fake server: 'wrong' is a wrong password; the e-mail picks the registration status. */
const fakeLogin = fromPromise<LoginResponse, { email: string; password: string }>(
  async ({ input }) => {
    await pause();
    if (input.password === 'wrong') throw new Error(toastErrorMessages.invalidCredentials);
    return { ...tokens, user };
  },
);
const fakeRegister = fromPromise<RegisterResponse, RegisterPayload>(async ({ input }) => {
  await pause();
  if (input.email.startsWith('pending')) {
    return { status: 'pending_confirmation', message: null, expires_in: 3600 };
  }
  if (input.email.startsWith('odd')) return { status: 'waiting_approval', expires_in: 3600 };
  return { status: 'confirmed', ...tokens, user };
});

type LoginStoryProps = {
  /** The mode the form opens in. */
  mode?: AuthMode;
  /** Calls never answer: the form stays busy. */
  hang?: boolean;
  /** Where the app would go next (the machine's output). */
  onDone?: (output: AuthFormOutput) => void;
};

function LoginStory({ mode = 'login', hang = false, onDone }: LoginStoryProps) {
  const { snapshot, send, actor } = useStoryActor(
    authFormMachine.provide({
      actors: hang
        ? {
            login: fromPromise(() => never<LoginResponse>()),
            register: fromPromise(() => never<RegisterResponse>()),
          }
        : { login: fakeLogin, register: fakeRegister },
    }),
  );
  useEffect(() => {
    if (mode === 'register') actor.send({ type: 'SWITCH_MODE', mode });
    const subscription = actor.subscribe({
      complete: () => onDone?.(actor.getSnapshot().output as AuthFormOutput),
    });
    return () => subscription.unsubscribe();
  }, [actor, mode, onDone]);
  return <LoginScreen snapshot={snapshot} send={send} />;
}

const meta = {
  title: 'Screens/Auth/Login',
  component: LoginStory,
  parameters: { layout: 'fullscreen' },
  args: { onDone: fn() },
  decorators: [withToasts],
} satisfies Meta<typeof LoginStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Вход в систему' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Вход' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByLabelText('Email')).toBeVisible();
    await expect(canvas.getByLabelText('Пароль')).toHaveAttribute('type', 'password');
    await expect(canvas.queryByLabelText('Подтверждение пароля')).toBeNull();
  },
};

/** Both fields are required; focus goes to the first one to fix. */
export const LoginRequiredFields: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Войти' }));
    await expect(canvas.getByText('Email обязателен')).toBeVisible();
    await expect(canvas.getByText('Пароль обязателен')).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveFocus();
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    // Typing into a field clears its error.
    await userEvent.type(canvas.getByLabelText('Email'), 'a');
    await expect(canvas.queryByText('Email обязателен')).toBeNull();
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** A refused sign-in: the message shows, the password is emptied and takes focus, the e-mail stays. */
export const LoginFailure: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'anna@studio.ru');
    await userEvent.type(canvas.getByLabelText('Пароль'), 'wrong{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Неверный email или пароль');
    await expect(canvas.getByLabelText('Пароль')).toHaveValue('');
    await expect(canvas.getByLabelText('Email')).toHaveValue('anna@studio.ru');
    await waitFor(() => expect(canvas.getByLabelText('Пароль')).toHaveFocus());
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** Enter in the password field signs in; the app shows 'Добро пожаловать!' and moves on. */
export const LoginSuccess: Story = {
  tags: ['no-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Email'), ' anna@studio.ru ');
    await userEvent.type(canvas.getByLabelText('Пароль'), 'secret{Enter}');
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith({ outcome: 'signedIn' }));
    await expect(await within(toastRegion()).findByText('Добро пожаловать!')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Войти' })).toBeDisabled();
  },
};

/** While the call runs the button spins and nothing can be edited or switched. */
export const Submitting: Story = {
  args: { hang: true },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'anna@studio.ru');
    await userEvent.type(canvas.getByLabelText('Пароль'), 'secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Войти' }));
    const button = canvas.getByRole('button', { name: 'Войти' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    await expect(canvas.getByLabelText('Email')).toBeDisabled();
    await expect(canvas.getByRole('tab', { name: 'Регистрация' })).toBeDisabled();
  },
};

export const Register: Story = {
  args: { mode: 'register' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Создание аккаунта' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Пароль')).toHaveAttribute(
      'placeholder',
      'Минимум 6 символов',
    );
    await expect(canvas.getByLabelText('Подтверждение пароля')).toBeVisible();
    await expect(canvas.getByLabelText('Полное имя')).not.toBeRequired();
  },
};

/** The tabs switch modes from the keyboard; what was typed in the e-mail is kept. */
export const SwitchModesWithKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'anna@studio.ru');
    canvas.getByRole('tab', { name: 'Вход' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Регистрация' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByLabelText('Email')).toHaveValue('anna@studio.ru');
    await expect(canvas.getByLabelText('Подтверждение пароля')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.queryByLabelText('Подтверждение пароля')).toBeNull();
  },
};

/** Too short a password and a different confirmation are both reported. */
export const RegisterValidation: Story = {
  args: { mode: 'register' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'new@studio.ru');
    await userEvent.type(canvas.getByLabelText('Пароль'), '12345');
    await userEvent.type(canvas.getByLabelText('Подтверждение пароля'), '54321{Enter}');
    await expect(canvas.getByText('Пароль должен содержать минимум 6 символов')).toBeVisible();
    await expect(canvas.getByText('Пароли не совпадают')).toBeVisible();
    await expect(canvas.getByLabelText('Пароль')).toHaveFocus();
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** pending_confirmation: the app goes on to /email-confirmation. */
export const RegisterPendingConfirmation: Story = {
  args: { mode: 'register' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'pending@studio.ru');
    await userEvent.type(canvas.getByLabelText('Пароль'), 'secret1');
    await userEvent.type(canvas.getByLabelText('Подтверждение пароля'), 'secret1');
    await userEvent.type(canvas.getByLabelText('Полное имя'), 'Анна Петрова{Enter}');
    await waitFor(() =>
      expect(args.onDone).toHaveBeenCalledWith({
        outcome: 'pendingConfirmation',
        email: 'pending@studio.ru',
      }),
    );
    // The form stays on the register tab until the app moves on.
    await expect(canvas.getByRole('tab', { name: 'Регистрация' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** confirmed: signed in at once, with the welcome toast. */
export const RegisterConfirmed: Story = {
  tags: ['no-visual'],
  args: { mode: 'register' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'new@studio.ru');
    await userEvent.type(canvas.getByLabelText('Пароль'), 'secret1');
    await userEvent.type(canvas.getByLabelText('Подтверждение пароля'), 'secret1{Enter}');
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith({ outcome: 'signedIn' }));
    await expect(await within(toastRegion()).findByText('Добро пожаловать!')).toBeVisible();
  },
};

/** Any other status is an error naming it; both password fields are emptied. */
export const RegisterUnexpectedStatus: Story = {
  args: { mode: 'register' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'odd@studio.ru');
    await userEvent.type(canvas.getByLabelText('Пароль'), 'secret1');
    await userEvent.type(canvas.getByLabelText('Подтверждение пароля'), 'secret1{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Неожиданный статус регистрации: waiting_approval',
    );
    await expect(canvas.getByLabelText('Пароль')).toHaveValue('');
    await expect(canvas.getByLabelText('Подтверждение пароля')).toHaveValue('');
    await expect(canvas.getByLabelText('Email')).toHaveValue('odd@studio.ru');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** A phone-width viewport (320 px). */
export const NarrowScreen: Story = {
  args: { mode: 'register' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Зарегистрироваться' });
    await expect(button).toBeVisible();
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
