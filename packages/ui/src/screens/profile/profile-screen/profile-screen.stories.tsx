import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { defaultProfileSettings } from '@beautydesk/domain/schemas/profile';
import { ProfileScreen } from './profile-screen.tsx';

const meta = {
  title: 'Screens/Profile',
  component: ProfileScreen,
  args: {
    email: 'olga@glad.studio',
    settings: { ...defaultProfileSettings('Ольга Лебедева'), position: 'Мастер лазерной эпиляции' },
    onSave: fn(),
    onPasswordChange: fn(),
  },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Имя' })).toHaveValue('Ольга Лебедева');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('combobox', { name: 'Часовой пояс' })).toHaveTextContent(
      'Москва',
    );
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(6);
    // Disabled until all three password fields are filled.
    await expect(canvas.getByRole('button', { name: 'Изменить пароль' })).toBeDisabled();
  },
};

/** Edit, pick a time zone and a language, switch a notification off, save: everything in one object. */
export const Save: Story = {
  play: async ({ canvas, args }) => {
    const phone = canvas.getByRole('textbox', { name: 'Телефон' });
    await userEvent.type(phone, '+375291234567');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Часовой пояс' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Лондон (Europe/London)' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Язык интерфейса' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Українська' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Изменения в команде' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          phone: '+375291234567',
          timezone: 'Europe/London',
          language: 'uk',
          notifications: expect.objectContaining({ pushTeam: false, emailBookings: true }),
        }),
      ),
    );
  },
};

export const PasswordsDoNotMatch: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Текущий пароль'), 'old-secret');
    await userEvent.type(canvas.getByLabelText('Новый пароль'), 'secret123');
    const confirm = canvas.getByLabelText('Подтверждение пароля');
    await userEvent.type(confirm, 'secret124{Enter}');
    await expect(confirm).toHaveAccessibleDescription('Пароли не совпадают');
    await expect(confirm).toHaveValue('secret124');
    await expect(args.onPasswordChange).not.toHaveBeenCalled();
    await expect(confirm).toHaveFocus();
  },
};

export const PasswordTooShort: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Текущий пароль'), 'old-secret');
    const next = canvas.getByLabelText('Новый пароль');
    await userEvent.type(next, '12345');
    // Two of the three fields filled: the button stays disabled.
    await expect(canvas.getByRole('button', { name: 'Изменить пароль' })).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Подтверждение пароля'), '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Изменить пароль' }));
    await expect(next).toHaveAccessibleDescription('Пароль должен содержать минимум 6 символов');
  },
};

export const PasswordChecked: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Текущий пароль'), 'old-secret');
    await userEvent.type(canvas.getByLabelText('Новый пароль'), 'secret123');
    await userEvent.type(canvas.getByLabelText('Подтверждение пароля'), 'secret123');
    await userEvent.click(canvas.getByRole('button', { name: 'Изменить пароль' }));
    await waitFor(() => expect(args.onPasswordChange).toHaveBeenCalledTimes(1));
    await expect(canvas.getByRole('status')).toHaveTextContent(/пароль не изменён/);
    await expect(canvas.getByLabelText('Новый пароль')).toHaveValue('');
  },
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Сохранить' })).toBeVisible();
    await waitFor(() =>
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth),
    );
  },
};
