import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { Textarea } from '../textarea/textarea.tsx';
import {
  ConfirmDialog,
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  dialogSizes,
  dialogVariantNames,
  type DialogContentProps,
} from './dialog.tsx';

const meta = {
  title: 'Kit/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: { busy: false, onOpenChange: fn() },
  argTypes: { busy: { control: 'boolean' } },
  parameters: {
    chromatic: { pauseAnimationAtEnd: true },
    // Open dialogs are portalled into <body>: each docs example gets its own frame.
    docs: { story: { inline: false, iframeHeight: 520 } },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Radix asks to close on Escape and on a press outside synchronously, in the event's own handler,
 * and the state flips in that same task: once the user-event call has resolved, a dialog that was
 * going to close already says data-state="closed". So "nothing happened" is checked at once, with
 * no wait that a slow machine could outrun.
 */
const backdrop = () => document.querySelector<HTMLElement>('[data-slot="backdrop"]');

function ClientForm(props: Pick<DialogContentProps, 'size' | 'variant'> & { saving?: boolean }) {
  return (
    <DialogContent size={props.size} variant={props.variant}>
      <DialogHeader>
        <DialogTitle>Редактировать клиента</DialogTitle>
        <DialogDescription>Изменения сохранятся в карточке клиента.</DialogDescription>
      </DialogHeader>
      <DialogBody>
        <p style={{ margin: 0 }}>Анна Смирнова, +7 999 123-45-67. Последний визит 12 марта.</p>
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Отмена</Button>
        </DialogClose>
        <Button loading={props.saving}>{props.saving ? 'Сохранение...' : 'Сохранить'}</Button>
      </DialogFooter>
    </DialogContent>
  );
}

export const Default: Story = {
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button>Редактировать</Button>
      </DialogTrigger>
      <ClientForm />
    </Dialog>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Редактировать' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Редактировать клиента' });
    await expect(dialog).toHaveAccessibleDescription('Изменения сохранятся в карточке клиента.');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const BackdropClickCloses: Story = {
  render: Default.render,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Редактировать' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.click(backdrop()!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const FooterCancelCloses: Story = {
  render: Default.render,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Редактировать' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const FocusTrapped: Story = {
  render: Default.render,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Редактировать' }));
    const dialog = await screen.findByRole('dialog');
    // Four stops inside (Отмена, Сохранить, ✕ and round again): Tab never leaves the dialog.
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  },
};

const sizeWidths = { sm: 400, md: 520, lg: 720 } as const;

const sizeStory = (size: (typeof dialogSizes)[number]): Story => ({
  args: { defaultOpen: true },
  render: (args) => (
    <Dialog {...args}>
      <ClientForm size={size} />
    </Dialog>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveAttribute('data-size', size);
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(sizeWidths[size]));
  },
});

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      {dialogSizes.map((size) => (
        <Dialog key={size} {...args}>
          <DialogTrigger asChild>
            <Button variant="secondary">{size}</Button>
          </DialogTrigger>
          <ClientForm size={size} />
        </Dialog>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const size of dialogSizes) {
      await userEvent.click(canvas.getByRole('button', { name: size }));
      const dialog = await screen.findByRole('dialog');
      await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(sizeWidths[size]));
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
  },
};

export const Small = sizeStory('sm');
export const Medium = sizeStory('md');
export const Large = sizeStory('lg');

export const Fullscreen: Story = {
  args: { defaultOpen: true },
  argTypes: { busy: { control: false } },
  render: (args) => (
    <Dialog {...args}>
      <ClientForm variant="fullscreen" />
    </Dialog>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveAttribute('data-variant', 'fullscreen');
    await waitFor(() => {
      const rect = dialog.getBoundingClientRect();
      expect([rect.left, rect.top, rect.width, rect.height]).toEqual([
        0,
        0,
        window.innerWidth,
        window.innerHeight,
      ]);
    });
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      {dialogVariantNames.map((variant) => (
        <Dialog key={variant} {...args}>
          <DialogTrigger asChild>
            <Button variant="secondary">{variant}</Button>
          </DialogTrigger>
          <ClientForm variant={variant} />
        </Dialog>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const variant of dialogVariantNames) {
      await userEvent.click(canvas.getByRole('button', { name: variant }));
      await expect(await screen.findByRole('dialog')).toHaveAttribute('data-variant', variant);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
  },
};

export const Busy: Story = {
  args: { defaultOpen: true, busy: true },
  render: (args) => (
    <Dialog {...args}>
      <ClientForm saving={args.busy} />
    </Dialog>
  ),
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Закрыть' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Отмена' })).toBeDisabled();

    await userEvent.keyboard('{Escape}');
    await userEvent.click(backdrop()!);
    await expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'open');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const PortalContainer: Story = {
  args: { defaultOpen: true },
  render: function Render(args) {
    // The widget's case: <body> is the host page's, so the dialog renders inside the themed root.
    const [container, setContainer] = useState<HTMLElement | null>(null);
    return (
      <div ref={setContainer} data-testid="widget-root">
        {container && (
          <Dialog {...args}>
            <DialogContent container={container} size="sm">
              <DialogHeader>
                <DialogTitle>Запись подтверждена</DialogTitle>
                <DialogDescription>Ждём вас 14 марта в 12:00.</DialogDescription>
              </DialogHeader>
              <DialogFooter>
                <DialogClose asChild>
                  <Button>Хорошо</Button>
                </DialogClose>
              </DialogFooter>
            </DialogContent>
          </Dialog>
        )}
      </div>
    );
  },
  play: async ({ canvas }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Запись подтверждена' });
    await expect(canvas.getByTestId('widget-root')).toContainElement(dialog);
  },
};

type ConfirmStory = StoryObj<typeof ConfirmDialog>;

const deleteStudio = {
  title: 'Вы уверены что хотите удалить студию',
  description: 'Это действие нельзя будет отменить.',
  confirmLabel: 'Удалить',
  tone: 'danger',
} as const;

export const Confirm: ConfirmStory = {
  args: { ...deleteStudio, onConfirm: fn() },
  render: (args) => (
    <ConfirmDialog {...args} trigger={<Button variant="danger">Удалить студию</Button>} />
  ),
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Удалить студию' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: deleteStudio.title });
    await expect(dialog).toHaveAccessibleDescription(deleteStudio.description);
    // The safe answer takes the first focus.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Отмена' })).toHaveFocus(),
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(1));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

// Meta's component is Dialog, so these stories name their own render.
const renderConfirm: ConfirmStory['render'] = (args) => <ConfirmDialog {...args} />;

export const ConfirmOpen: ConfirmStory = {
  args: { ...deleteStudio, onConfirm: fn(), defaultOpen: true },
  render: renderConfirm,
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: deleteStudio.title });
    await expect(within(dialog).getByRole('button', { name: 'Удалить' })).toHaveAttribute(
      'data-variant',
      'danger',
    );
  },
};

export const ConfirmPrimary: ConfirmStory = {
  args: {
    title: 'Отправить напоминание клиенту?',
    description: 'Клиент получит SMS о записи на завтра.',
    confirmLabel: 'Отправить',
    tone: 'primary',
    onConfirm: fn(),
    defaultOpen: true,
  },
  render: renderConfirm,
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Отправить' })).toHaveAttribute(
      'data-variant',
      'primary',
    );
  },
};

export const ConfirmBusy: ConfirmStory = {
  args: { ...deleteStudio, onConfirm: fn(), busy: true, defaultOpen: true },
  render: renderConfirm,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Удалить' });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Отмена' })).toBeDisabled();

    await userEvent.keyboard('{Escape}');
    await userEvent.click(backdrop()!);
    await expect(screen.getByRole('alertdialog')).toHaveAttribute('data-state', 'open');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const ConfirmWhileRequestRuns: ConfirmStory = {
  args: { ...deleteStudio, onConfirm: fn() },
  render: function Render(args) {
    // The usual wiring: confirm starts the request, busy holds the dialog, success closes it.
    const [open, setOpen] = useState(false);
    const [busy, setBusy] = useState(false);
    return (
      <ConfirmDialog
        {...args}
        open={open}
        onOpenChange={setOpen}
        busy={busy}
        trigger={<Button variant="danger">Удалить студию</Button>}
        onConfirm={() => {
          args.onConfirm();
          setBusy(true);
          setTimeout(() => {
            setBusy(false);
            setOpen(false);
          }, 600);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить студию' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(1));
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const ConfirmWithReason: ConfirmStory = {
  args: {
    title: 'Отменить запись?',
    description: 'Клиент получит уведомление об отмене.',
    confirmLabel: 'Отменить запись',
    cancelLabel: 'Не отменять',
    tone: 'danger',
    confirmDisabledReason: 'Заполните причину отмены',
    onConfirm: fn(),
    defaultOpen: true,
  },
  render: function Render(args) {
    const [reason, setReason] = useState('');
    return (
      <ConfirmDialog {...args} confirmDisabled={!reason.trim()}>
        <Textarea
          label="Причина отмены"
          placeholder="Укажите причину отмены записи..."
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </ConfirmDialog>
    );
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Отменить запись?' });
    const confirm = within(dialog).getByRole('button', { name: 'Отменить запись' });
    await expect(confirm).toBeDisabled();
    // Keyboard users reach the disabled button's wrapper and hear why it is blocked.
    within(dialog).getByRole('button', { name: 'Не отменять' }).focus();
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Заполните причину отмены');
    // Escape closes only the tooltip, the topmost layer.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(dialog).toBeInTheDocument();

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Причина отмены' }),
      'Клиент заболел',
    );
    // Once enabled the button drops its tooltip wrapper, so it is a new element.
    const enabled = within(dialog).getByRole('button', { name: 'Отменить запись' });
    await expect(enabled).toBeEnabled();
    await userEvent.click(enabled);
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(1));
  },
};
