import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LandingScreen } from './landing-screen.tsx';

const meta = {
  title: 'Screens/Landing',
  component: LandingScreen,
  parameters: { layout: 'fullscreen' },
  args: { onNavigate: fn() },
} satisfies Meta<typeof LandingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Записывайте клиентов одной фразой' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('figure', { name: 'Пример диалога с ассистентом' }),
    ).toHaveTextContent('Администратор: Запиши Анну Морозову');
    // The plans come from the same rules as /pricing.
    const plans = within(canvas.getByRole('list', { name: 'Тарифы' })).getAllByRole('group');
    await expect(plans).toHaveLength(3);
    await expect(within(plans[1]!).getByText('Популярный')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Посмотреть тарифы' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/pricing'));
    await userEvent.click(canvas.getByRole('link', { name: 'Открыть кабинет' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/dashboard'));
  },
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Посмотреть тарифы' })).toBeVisible();
    await waitFor(() =>
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth),
    );
  },
};
