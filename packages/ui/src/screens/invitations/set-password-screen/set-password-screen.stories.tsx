import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { never } from '../../testing/use-story-actor.ts';
import { SetPasswordScreen } from './set-password-screen.tsx';

const meta = {
  title: 'Screens/Invitations/Set Password',
  component: SetPasswordScreen,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(async () => {}), onSignIn: fn() },
} satisfies Meta<typeof SetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Задайте пароль' });
    await expect(within(form).getByLabelText(/Новый пароль/)).toBeVisible();
  },
};

export const TooShort: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/Новый пароль/), '12345');
    await userEvent.type(canvas.getByLabelText(/Подтверждение пароля/), '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить пароль' }));
    await expect(canvas.getByText('Пароль должен содержать минимум 6 символов')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Mismatch: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/Новый пароль/), 'secret123');
    await userEvent.type(canvas.getByLabelText(/Подтверждение пароля/), 'secret124');
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить пароль' }));
    await expect(canvas.getByText('Пароли не совпадают')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Saved: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/Новый пароль/), 'secret123');
    await userEvent.type(canvas.getByLabelText(/Подтверждение пароля/), 'secret123{Enter}');
    await expect(await canvas.findByRole('heading', { name: 'Пароль сохранён' })).toBeVisible();
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith('secret123'));
    await userEvent.click(canvas.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(args.onSignIn).toHaveBeenCalledTimes(1));
  },
};

/** While the password is saved: the button spins. */
export const Saving: Story = {
  args: { onSubmit: fn(() => never<void>()) },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/Новый пароль/), 'secret123');
    await userEvent.type(canvas.getByLabelText(/Подтверждение пароля/), 'secret123{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith('secret123'));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Сохранить пароль/ })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

export const Failed: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error('Приглашение истекло'))) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/Новый пароль/), 'secret123');
    await userEvent.type(canvas.getByLabelText(/Подтверждение пароля/), 'secret123{Enter}');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Не удалось сохранить пароль');
    await expect(alert).toHaveTextContent('Приглашение истекло');
    await expect(canvas.getByLabelText(/Новый пароль/)).toHaveValue('secret123');
  },
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Сохранить пароль' })).toBeVisible();
  },
};
