import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ClientCreateScreen } from './client-create-screen.tsx';

const meta = {
  title: 'Screens/Clients/Create Client',
  component: ClientCreateScreen,
  args: {
    onSave: fn(async () => ({ id: 'c-new' })),
    onSaved: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ClientCreateScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Создать нового клиента' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Обязательны только имя и страна/)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Страна' })).toHaveTextContent(
      'Беларусь (+375)',
    );
    await userEvent.type(canvas.getByLabelText('Имя'), 'Вера Орлова{Enter}');
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith({ id: 'c-new' }));
  },
};

export const NoPermission: Story = {
  args: { canCreate: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Нет доступа к клиентам' })).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Создать клиента' })).toBeVisible();
    await waitFor(() =>
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth),
    );
  },
};
