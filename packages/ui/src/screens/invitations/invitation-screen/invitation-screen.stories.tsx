import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import {
  invitationMachine,
  type AcceptInvitationInput,
} from '@beautydesk/domain/machines/invitation';
import type { InvitationDetails } from '@beautydesk/domain/schemas/invitations';
import { STORY_NOW } from '../../team/story-data.ts';
import { withToasts } from '../../testing/toasts.tsx';
import { never, useStoryActor } from '../../testing/use-story-actor.ts';
import { InvitationScreen } from './invitation-screen.tsx';

const details: InvitationDetails = {
  email: 'new.admin@glad.studio',
  companyName: 'Студия «Гладкость»',
  invitedByName: 'Анна Новикова',
  invitedByEmail: 'owner@glad.studio',
  businessRole: {
    name: 'Администратор',
    description: 'Студии, мастера, услуги, клиенты, записи и команда',
  },
  personalMessage: 'Ждём вас в команде с понедельника!',
  expiresAt: '2026-01-20T12:00:00Z',
  status: 'pending',
};

type Fakes = {
  load?: () => Promise<InvitationDetails>;
  accept?: (input: AcceptInvitationInput) => Promise<unknown>;
  decline?: () => Promise<unknown>;
  token?: string;
};

function Page({
  load = async () => details,
  accept = async () => ({}),
  decline = async () => ({}),
  token = 'tok',
}: Fakes) {
  const { snapshot, send } = useStoryActor(
    invitationMachine.provide({
      actors: {
        loadInvitation: fromPromise(() => load()),
        acceptInvitation: fromPromise(({ input }: { input: AcceptInvitationInput }) =>
          accept(input),
        ),
        declineInvitation: fromPromise(() => decline()),
      },
    }),
    { token, now: STORY_NOW },
  );
  return <InvitationScreen snapshot={snapshot} send={send} onGoToSite={fn()} />;
}

const meta = {
  title: 'Screens/Invitations/Invitation',
  component: Page,
  parameters: { layout: 'fullscreen' },
  decorators: [withToasts],
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = () => screen.findByRole('form', { name: 'Приглашение в команду' });

/** Company, inviter, role and its description, message and expiry. */
export const Invitation: Story = {
  play: async () => {
    const f = await form();
    await expect(
      screen.getByText('Анна Новикова приглашает вас в команду «Студия «Гладкость»»'),
    ).toBeVisible();
    const facts = f;
    await expect(facts).toHaveTextContent('Администратор');
    await expect(facts).toHaveTextContent('Студии, мастера, услуги, клиенты, записи и команда');
    await expect(facts).toHaveTextContent('Ждём вас в команде с понедельника!');
    await expect(facts).toHaveTextContent('20.01.2026');
    await expect(within(f).getByRole('button', { name: 'Принять приглашение' })).toBeVisible();
    await expect(within(f).queryByRole('textbox', { name: /Полное имя/ })).toBeNull();
  },
};

export const Loading: Story = {
  args: { load: () => never<InvitationDetails>() },
  play: async () => {
    await expect(
      await screen.findByRole('status', { name: 'Загрузка приглашения...' }),
    ).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { load: async () => Promise.reject(new Error('404')) },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Приглашение не найдено или недействительно',
    );
  },
};

export const InvalidLink: Story = {
  args: { token: '  ' },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Неверная ссылка');
  },
};

export const Expired: Story = {
  args: { load: async () => ({ ...details, expiresAt: '2026-01-10T12:00:00Z' }) },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Приглашение истекло');
  },
};

/** The first click reveals the extra info; the button becomes 'Подтвердить'; the name is required. */
export const AcceptNameRequired: Story = {
  args: { accept: fn(async () => ({})) },
  play: async ({ args }) => {
    const f = await form();
    await userEvent.click(within(f).getByRole('button', { name: 'Принять приглашение' }));
    await expect(within(f).getByRole('textbox', { name: /Полное имя/ })).toHaveFocus();
    await userEvent.click(within(f).getByRole('button', { name: 'Подтвердить' }));
    await expect(within(f).getByText('Полное имя обязательно')).toBeVisible();
    await expect(args.accept).not.toHaveBeenCalled();
  },
};

/** The back link hides the extra info again. */
export const Back: Story = {
  play: async () => {
    const f = await form();
    await userEvent.click(within(f).getByRole('button', { name: 'Принять приглашение' }));
    await userEvent.click(within(f).getByRole('button', { name: 'Назад' }));
    await expect(within(f).queryByRole('textbox', { name: /Полное имя/ })).toBeNull();
    await expect(within(f).getByRole('button', { name: 'Принять приглашение' })).toBeVisible();
  },
};

export const Accepted: Story = {
  args: { accept: fn(async () => ({})) },
  play: async ({ args }) => {
    const f = await form();
    await userEvent.click(within(f).getByRole('button', { name: 'Принять приглашение' }));
    await userEvent.type(within(f).getByRole('textbox', { name: /Полное имя/ }), 'Мария Котова');
    await userEvent.type(within(f).getByRole('textbox', { name: /Должность/ }), 'Администратор');
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('heading', { name: 'Приглашение принято' })).toBeVisible();
    await waitFor(() =>
      expect(args.accept).toHaveBeenCalledWith({
        token: 'tok',
        values: { name: 'Мария Котова', position: 'Администратор' },
      }),
    );
  },
};

/** While the acceptance is sent: 'Подтвердить' spins, the fields and the back link wait. */
export const Accepting: Story = {
  args: { accept: fn(() => never<unknown>()) },
  play: async ({ args }) => {
    const f = await form();
    await userEvent.click(within(f).getByRole('button', { name: 'Принять приглашение' }));
    await userEvent.type(within(f).getByRole('textbox', { name: /Полное имя/ }), 'Мария Котова');
    await userEvent.click(within(f).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(args.accept).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(within(f).getByRole('button', { name: /Подтвердить/ })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await expect(within(f).getByRole('textbox', { name: /Полное имя/ })).toBeDisabled();
    await expect(within(f).getByRole('button', { name: 'Назад' })).toBeDisabled();
  },
};

export const AcceptFailed: Story = {
  args: { accept: async () => Promise.reject(new Error('Приглашение уже принято')) },
  play: async () => {
    const f = await form();
    await userEvent.click(within(f).getByRole('button', { name: 'Принять приглашение' }));
    await userEvent.type(within(f).getByRole('textbox', { name: /Полное имя/ }), 'Мария');
    await userEvent.click(within(f).getByRole('button', { name: 'Подтвердить' }));
    await expect(await within(f).findByRole('alert')).toHaveTextContent('Приглашение уже принято');
    await expect(within(f).getByRole('textbox', { name: /Полное имя/ })).toHaveValue('Мария');
  },
};

export const DeclineConfirm: Story = {
  play: async () => {
    const f = await form();
    await userEvent.click(within(f).getByRole('button', { name: 'Отклонить' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Отклонить приглашение' });
    await expect(dialog).toHaveTextContent('Вы уверены, что хотите отклонить приглашение?');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Отмена' })).toHaveFocus(),
    );
  },
};

export const DeclineCancelled: Story = {
  args: { decline: fn(async () => ({})) },
  play: async ({ args }) => {
    const f = await form();
    await userEvent.click(within(f).getByRole('button', { name: 'Отклонить' }));
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.decline).not.toHaveBeenCalled();
    await waitFor(() => expect(within(f).getByRole('button', { name: 'Отклонить' })).toHaveFocus());
  },
};

export const Declined: Story = {
  args: { decline: fn(async () => ({})) },
  play: async ({ args }) => {
    const f = await form();
    await userEvent.click(within(f).getByRole('button', { name: 'Отклонить' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    await expect(
      await screen.findByRole('heading', { name: 'Приглашение отклонено' }),
    ).toBeVisible();
    await waitFor(() => expect(args.decline).toHaveBeenCalledTimes(1));
  },
};

/** The decline call fails: the page stays, says why, and 'Отклонить' can be pressed again. */
export const DeclineFailed: Story = {
  args: { decline: fn(async () => Promise.reject(new Error('Сервер недоступен'))) },
  play: async ({ args }) => {
    const f = await form();
    await userEvent.click(within(f).getByRole('button', { name: 'Отклонить' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    await waitFor(() => expect(args.decline).toHaveBeenCalledTimes(1));
    await expect(await within(f).findByText('Сервер недоступен')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(within(f).getByRole('button', { name: 'Отклонить' })).toBeEnabled();
  },
};

/** 320 px: the decline question fits the screen. */
export const DeclineConfirmNarrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const f = await form();
    await userEvent.click(within(f).getByRole('button', { name: 'Отклонить' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Отклонить приглашение' });
    // Once it has faded in (at opacity 0 it is not yet visible).
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Отмена' })).toBeVisible(),
    );
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const f = await form();
    await userEvent.click(within(f).getByRole('button', { name: 'Принять приглашение' }));
    await expect(within(f).getByRole('button', { name: 'Подтвердить' })).toBeVisible();
  },
};
