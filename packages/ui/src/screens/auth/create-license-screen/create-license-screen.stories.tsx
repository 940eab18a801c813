import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CreateLicenseScreen } from './create-license-screen.tsx';

const meta = {
  title: 'Screens/Auth/Create License',
  component: CreateLicenseScreen,
  parameters: { layout: 'fullscreen' },
  args: { onCreate: fn() },
} satisfies Meta<typeof CreateLicenseScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter submits the trimmed name. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Создайте лицензию' }),
    ).toBeVisible();
    await userEvent.type(
      canvas.getByLabelText('Название лицензии'),
      '  Студия «Гладкость» {Enter}',
    );
    await waitFor(() => expect(args.onCreate).toHaveBeenCalledWith('Студия «Гладкость»'));
  },
};

export const NameRequired: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Название лицензии'), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Создать лицензию' }));
    await expect(canvas.getByText('Введите название лицензии')).toBeVisible();
    await expect(canvas.getByLabelText('Название лицензии')).toHaveFocus();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { submitting: true, defaultName: 'Студия «Гладкость»' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Создать лицензию' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByLabelText('Название лицензии')).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { error: 'Ошибка сервера. Попробуйте позже', defaultName: 'Студия «Гладкость»' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ошибка сервера. Попробуйте позже');
    await expect(canvas.getByLabelText('Название лицензии')).toHaveValue('Студия «Гладкость»');
  },
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Создать лицензию' })).toBeVisible();
  },
};
