import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { TOAST_DURATION_MS } from '../../theme/tokens.ts';
import { Button } from '../button/button.tsx';
import { ToastProvider, Toaster, toastTones, useToast, type ToastOptions } from './toast.tsx';

const meta = {
  title: 'Kit/Toast',
  component: ToastProvider,
  tags: ['autodocs'],
  parameters: {
    chromatic: { pauseAnimationAtEnd: true },
    // The stack is fixed to the viewport's corner: each docs example gets its own frame.
    docs: { story: { inline: false, iframeHeight: 360 } },
  },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const samples = {
  success: { tone: 'success', title: 'Вы вышли из системы' },
  error: { tone: 'error', title: 'У вас недостаточно прав для этого действия' },
  warning: { tone: 'warning', title: 'GOD MODE АКТИВИРОВАН! Будьте осторожны с изменениями.' },
  info: {
    tone: 'info',
    title: 'Добро пожаловать!',
    description: 'Ваша студия готова к первым записям.',
  },
} satisfies Record<(typeof toastTones)[number], ToastOptions>;

/** Buttons that raise toasts through useToast(), the way app code does. */
function Actions() {
  const { toast } = useToast();
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {toastTones.map((tone) => (
        <Button key={tone} variant="secondary" onClick={() => toast(samples[tone])}>
          {tone}
        </Button>
      ))}
    </div>
  );
}

const region = () => screen.getByRole('region', { name: /^Уведомления/ });
const toasts = () => within(region()).queryAllByRole('listitem');

export const Default: Story = {
  tags: ['no-visual'],
  render: (args) => (
    <ToastProvider {...args}>
      <Actions />
      <Toaster />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'success' }));
    const toast = await within(region()).findByRole('listitem');
    await expect(toast).toHaveTextContent('Вы вышли из системы');
    await expect(toast).toHaveAttribute('data-tone', 'success');
    // Top-right corner of the window.
    await waitFor(() => {
      const rect = toast.getBoundingClientRect();
      expect(rect.top).toBeLessThanOrEqual(32);
      expect(window.innerWidth - rect.right).toBeLessThanOrEqual(32);
      expect(rect.left).toBeGreaterThan(window.innerWidth / 2);
    });
  },
};

export const Stacked: Story = {
  tags: ['no-visual'],
  render: Default.render,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'error' }));
    await userEvent.click(canvas.getByRole('button', { name: 'warning' }));
    await waitFor(() => expect(toasts()).toHaveLength(3));
    // Newest on top: ordered by position, they read warning, error, success.
    await waitFor(() => {
      const byPosition = [...toasts()].sort(
        (a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top,
      );
      expect(byPosition.map((toast) => toast.dataset.tone)).toEqual([
        'warning',
        'error',
        'success',
      ]);
      // Stacked, not overlapping.
      expect(byPosition[0]!.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        byPosition[1]!.getBoundingClientRect().top,
      );
    });
  },
};

export const DisappearsAfterFourSeconds: Story = {
  tags: ['no-visual'],
  render: Default.render,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'error' }));
    const toast = await within(region()).findByRole('listitem');
    await expect(toast).toHaveTextContent('У вас недостаточно прав для этого действия');
    // Still there well into its time, gone shortly after TOAST_DURATION_MS (a real wait).
    await new Promise((resolve) => setTimeout(resolve, TOAST_DURATION_MS - 1000));
    await expect(toast).toBeInTheDocument();
    await waitFor(() => expect(toasts()).toHaveLength(0));
  },
};

export const CloseButton: Story = {
  render: Default.render,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'info' }));
    const toast = await within(region()).findByRole('listitem');
    await expect(toast).toHaveTextContent('Ваша студия готова к первым записям.');
    await userEvent.click(within(toast).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(toasts()).toHaveLength(0));
  },
};

/** Shows the given toasts once on mount, to keep for good (duration: Infinity). */
function Shown({ items }: { items: ToastOptions[] }) {
  const { toast } = useToast();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    items.forEach((item) => toast({ ...item, duration: Infinity }));
  }, [items, toast]);
  return null;
}

export const Tones: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Shown items={toastTones.map((tone) => samples[tone])} />
      <Toaster />
    </ToastProvider>
  ),
  play: async () => {
    await waitFor(() => expect(toasts()).toHaveLength(toastTones.length));
    for (const tone of toastTones) {
      const toast = toasts().find((item) => item.dataset.tone === tone);
      await expect(toast).toHaveTextContent(samples[tone].title);
    }
  },
};

export const DismissFromCode: Story = {
  render: function Render(args) {
    return (
      <ToastProvider {...args}>
        <Upload />
        <Toaster />
      </ToastProvider>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Загрузить фото' }));
    await expect(await within(region()).findByRole('listitem')).toHaveTextContent(
      'Загружаем фото...',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Готово' }));
    await waitFor(() => expect(toasts()).toHaveLength(0));
  },
};

function Upload() {
  const { toast, dismiss } = useToast();
  const [id, setId] = useState<string | null>(null);
  return (
    <div style={{ display: 'flex', gap: 12 }}>
      <Button
        onClick={() =>
          setId(toast({ title: 'Загружаем фото...', tone: 'info', duration: Infinity }))
        }
      >
        Загрузить фото
      </Button>
      <Button variant="secondary" disabled={!id} onClick={() => id && dismiss(id)}>
        Готово
      </Button>
    </div>
  );
}
