import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../components/button/button.tsx';
import { CancelBookingDialog, type CancelBookingDialogProps } from './cancel-booking-dialog.tsx';

const bookingId = '3f2a9c1e-5b7d-4e6f-8a9b-0c1d2e3f4a5b';

const meta = {
  title: 'Screens/Calendar/Cancel Booking Dialog',
  component: CancelBookingDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    bookingId,
    onConfirm: fn(async () => undefined),
  },
} satisfies Meta<typeof CancelBookingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('alertdialog', { name: 'Отмена записи' });
const reasonBox = async () =>
  within(await dialog()).getByRole('textbox', { name: 'Причина отмены' });
const confirmButton = async () =>
  within(await dialog()).getByRole('button', { name: 'Отменить запись' });

/** Opened: the spec's title, text, the booking id, an empty reason, confirm disabled with its tooltip. */
export const Opened: Story = {
  play: async () => {
    const d = await dialog();
    await expect(d).toHaveTextContent(
      'Вы уверены, что хотите отменить эту запись? Данное действие нельзя отменить.',
    );
    await expect(d).toHaveTextContent(bookingId);
    const reason = await reasonBox();
    await expect(reason).toHaveAttribute('placeholder', 'Укажите причину отмены записи...');
    await expect(reason).toHaveAttribute('maxlength', '500');
    await expect(d).toHaveTextContent('0 / 500');
    await expect(await confirmButton()).toBeDisabled();
    await waitFor(() => expect(reason).toHaveFocus());
  },
};

/** Leaving the empty field: 'Причина отмены обязательна для заполнения'; the tooltip on the disabled button. */
export const ReasonRequired: Story = {
  play: async () => {
    const reason = await reasonBox();
    await waitFor(() => expect(reason).toHaveFocus());
    await userEvent.tab();
    await expect(await dialog()).toHaveTextContent('Причина отмены обязательна для заполнения');
    // Past 'Закрыть' to the disabled confirm's wrapper, which says why.
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Заполните причину отмены');
  },
};

/** Under 3 characters (after trimming); messages follow typing once shown. */
export const ReasonTooShort: Story = {
  play: async () => {
    const reason = await reasonBox();
    await userEvent.type(reason, '  ab  ');
    await expect(await dialog()).not.toHaveTextContent(
      'Причина отмены должна содержать минимум 3 символа',
    );
    reason.blur();
    await expect(await dialog()).toHaveTextContent(
      'Причина отмены должна содержать минимум 3 символа',
    );
    await userEvent.clear(reason);
    await expect(await dialog()).toHaveTextContent('Причина отмены обязательна для заполнения');
    await userEvent.type(reason, 'ab');
    await expect(await dialog()).toHaveTextContent(
      'Причина отмены должна содержать минимум 3 символа',
    );
    await waitFor(() => expect(reason).toHaveFocus());
  },
};

/** Over 500 (text that came in from elsewhere; typing stops at the limit). */
export const ReasonTooLong: Story = {
  args: { defaultReason: 'а'.repeat(501) },
  play: async () => {
    await expect(await dialog()).toHaveTextContent(
      'Причина отмены не должна превышать 500 символов',
    );
    await expect(await dialog()).toHaveTextContent('501 / 500');
    await expect(await confirmButton()).toBeDisabled();
    await waitFor(async () => expect(await reasonBox()).toHaveFocus());
  },
};

/** A valid reason: the counter, confirm enabled; Ctrl+Enter confirms with the trimmed text. */
export const CtrlEnterConfirms: Story = {
  play: async ({ args }) => {
    const reason = await reasonBox();
    await userEvent.type(reason, ' Клиент перенёс визит ');
    await expect(await dialog()).toHaveTextContent('22 / 500');
    await expect(await confirmButton()).toBeEnabled();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledWith('Клиент перенёс визит'));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** While the call runs: the button spins, Escape does not close, a second confirm is ignored. */
export const Loading: Story = {
  args: { defaultReason: 'Клиент заболел', loading: true },
  play: async ({ args }) => {
    const confirm = await confirmButton();
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(await dialog()).toBeInTheDocument();
    (await reasonBox()).focus();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(within(await dialog()).getByRole('button', { name: 'Закрыть' })).toBeDisabled();
    await waitFor(async () => expect(await reasonBox()).toHaveFocus());
  },
};

/** A failed cancel keeps the dialog and the reason, and says why. */
export const Failed: Story = {
  args: { onConfirm: fn(async () => Promise.reject(new Error('Нет связи с сервером'))) },
  play: async ({ args }) => {
    const reason = await reasonBox();
    await userEvent.type(reason, 'Клиент заболел');
    await userEvent.click(await confirmButton());
    await expect(await within(await dialog()).findByRole('alert')).toHaveTextContent(
      'Нет связи с сервером',
    );
    await expect(await reasonBox()).toHaveValue('Клиент заболел');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await waitFor(async () => expect(await confirmButton()).toBeEnabled());
  },
};

function Opener(props: CancelBookingDialogProps) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={opener} onClick={() => setOpen(true)}>
        Отменить
      </Button>
      <CancelBookingDialog
        {...props}
        returnFocusTo={opener}
        open={open}
        onOpenChange={(next) => {
          props.onOpenChange(next);
          setOpen(next);
        }}
      />
    </>
  );
}

/** Escape closes (not loading); focus returns to the opener. */
export const EscapeCloses: Story = {
  render: (args) => <Opener {...args} />,
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: 'Отменить' });
    await userEvent.click(opener);
    await dialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
