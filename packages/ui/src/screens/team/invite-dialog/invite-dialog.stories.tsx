import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { never } from '../../testing/use-story-actor.ts';
import { storyRoles } from '../story-data.ts';
import { InviteDialog } from './invite-dialog.tsx';

const meta = {
  title: 'Screens/Team/Invite Dialog',
  component: InviteDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    roles: storyRoles,
    onSubmit: fn(async () => {}),
  },
} satisfies Meta<typeof InviteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Пригласить в команду' });
const send = async () =>
  userEvent.click(within(await dialog()).getByRole('button', { name: 'Отправить приглашение' }));

async function chooseRole(name: string) {
  await userEvent.click(within(await dialog()).getByRole('combobox', { name: /Роль/ }));
  await userEvent.click(await screen.findByRole('option', { name }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

/** The owner role (it holds '*') is not offered; the e-mail field has focus. */
export const Default: Story = {
  play: async () => {
    const d = await dialog();
    await waitFor(() => expect(within(d).getByRole('textbox', { name: /Email/ })).toHaveFocus());
    await userEvent.click(within(d).getByRole('combobox', { name: /Роль/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    await expect(options).toEqual(['Администратор', 'Мастер', 'Ресепшн']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

export const EmailAndRoleRequired: Story = {
  play: async ({ args }) => {
    await send();
    const d = await dialog();
    await expect(within(d).getByText('Email обязателен')).toBeVisible();
    await expect(within(d).getByText('Выберите роль')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidEmail: Story = {
  play: async ({ args }) => {
    await userEvent.type(within(await dialog()).getByRole('textbox', { name: /Email/ }), 'anna@');
    await chooseRole('Мастер');
    await send();
    await expect(within(await dialog()).getByText('Введите корректный email')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Sends: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.type(within(d).getByRole('textbox', { name: /Email/ }), ' anna@glad.studio ');
    await chooseRole('Администратор');
    await userEvent.type(within(d).getByRole('textbox', { name: /Личное сообщение/ }), 'Ждём вас!');
    await send();
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        email: 'anna@glad.studio',
        business_role_id: storyRoles[1]!.id,
        personal_message: 'Ждём вас!',
      }),
    );
    await waitFor(() => expect(within(d).getByRole('textbox', { name: /Email/ })).toHaveValue(''));
  },
};

/** While the invitation is on its way: the button spins and Escape does not close the dialog. */
export const Sending: Story = {
  args: { onSubmit: fn(() => never<void>()) },
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.type(within(d).getByRole('textbox', { name: /Email/ }), 'anna@glad.studio');
    await chooseRole('Администратор');
    await send();
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(within(d).getByRole('button', { name: /Отправить приглашение/ })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** The spec's failure text, the server's reason under it, and nothing typed is lost. */
export const SendFailed: Story = {
  args: {
    onSubmit: fn(async () =>
      Promise.reject(new Error('Пользователь с таким email уже есть в команде')),
    ),
  },
  play: async () => {
    const d = await dialog();
    await userEvent.type(within(d).getByRole('textbox', { name: /Email/ }), 'admin@glad.studio');
    await chooseRole('Мастер');
    await send();
    const alert = await within(d).findByRole('alert');
    await expect(alert).toHaveTextContent('Ошибка при отправке приглашения. Попробуйте снова.');
    await expect(alert).toHaveTextContent('Пользователь с таким email уже есть в команде');
    await expect(within(d).getByRole('textbox', { name: /Email/ })).toHaveValue(
      'admin@glad.studio',
    );
    await expect(within(d).getByRole('combobox', { name: /Роль/ })).toHaveTextContent('Мастер');
  },
};

export const Closes: Story = {
  play: async ({ args }) => {
    await dialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    // Still open (the parent decides); wait out the fade-in before judging visibility.
    const d = await dialog();
    await waitFor(() => expect(d).toBeVisible());
  },
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const d = await dialog();
    // The dialog fades in: wait for it to be fully shown.
    await waitFor(() =>
      expect(within(d).getByRole('button', { name: 'Отправить приглашение' })).toBeVisible(),
    );
    await waitFor(() => expect(within(d).getByRole('textbox', { name: /Email/ })).toHaveFocus());
  },
};
