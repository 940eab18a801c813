import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { OnboardingUserScreen } from './onboarding-user-screen.tsx';

const meta = {
  title: 'Screens/Auth/Onboarding User',
  component: OnboardingUserScreen,
  parameters: { layout: 'fullscreen' },
  args: { onFinish: fn(), onSkip: fn() },
} satisfies Meta<typeof OnboardingUserScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Profile: Story = {
  play: async ({ canvas }) => {
    const steps = canvas.getByRole('list', { name: 'Шаги' });
    await expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(steps).getByText('Профиль').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(canvas.getByLabelText('Имя')).toBeRequired();
    await expect(canvas.getByLabelText('Должность')).toBeVisible();
    await expect(canvas.getByLabelText('Телефон')).toBeVisible();
  },
};

/** Step 1 does not move on without a name. */
export const NameRequired: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Далее' }));
    await expect(canvas.getByText('Имя обязательно')).toBeVisible();
    await expect(canvas.getByLabelText('Имя')).toHaveFocus();
    await userEvent.type(canvas.getByLabelText('Имя'), '   {Enter}');
    await expect(canvas.getByText('Имя обязательно')).toBeVisible();
    await expect(canvas.queryByText('Администратор')).toBeNull();
  },
};

/** Through all three steps with the keyboard (Enter moves on), and back. */
export const WalkThrough: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Имя'), ' Анна Петрова ');
    await userEvent.type(canvas.getByLabelText('Должность'), 'Администратор студии');
    await userEvent.type(canvas.getByLabelText('Телефон'), '+7 912 345-67-89{Enter}');
    await expect(canvas.getByRole('heading', { name: 'Ваша роль' })).toHaveFocus();
    await expect(canvas.getByText('Администратор')).toBeVisible();
    for (const permission of [
      'Просмотр календаря',
      'Создание записей',
      'Управление клиентами',
      'Редактирование услуг',
      'Просмотр отчётов',
      'Управление мастерами',
    ]) {
      await expect(canvas.getByText(permission)).toBeVisible();
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Назад' }));
    await expect(canvas.getByLabelText('Имя')).toHaveValue(' Анна Петрова ');
    await userEvent.click(canvas.getByRole('button', { name: 'Далее' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Далее' }));
    await expect(canvas.getByRole('heading', { name: 'Почти готово' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Начать работу' }));
    await waitFor(() =>
      expect(args.onFinish).toHaveBeenCalledWith({
        name: 'Анна Петрова',
        position: 'Администратор студии',
        phone: '+7 912 345-67-89',
      }),
    );
  },
};

export const Role: Story = {
  args: { initialStep: 1, initialProfile: { name: 'Анна Петрова' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Ваша роль' })).toBeVisible();
  },
};

export const Placeholder: Story = {
  args: { initialStep: 2, initialProfile: { name: 'Анна Петрова' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Начать работу' })).toBeVisible();
  },
};

/** Skipping asks first; Escape keeps the user on the form, confirming skips. */
export const Skip: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Пропустить' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Пропустить настройку?' });
    await expect(
      within(dialog).getByRole('button', { name: 'Продолжить настройку' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onSkip).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Пропустить' })).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Пропустить' }));
    await waitFor(() => expect(args.onSkip).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Далее' })).toBeVisible();
  },
};
