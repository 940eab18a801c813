import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import {
  impersonationMachine,
  type StartImpersonationInput,
} from '@beautydesk/domain/machines/impersonation';
import type {
  ImpersonationSession,
  ImpersonationTokenResponse,
  PlatformAccount,
} from '@beautydesk/domain/schemas/impersonation';
import { toastRegion, withToasts } from '../../testing/toasts.tsx';
import { never, pause, useStoryActor } from '../../testing/use-story-actor.ts';
import { ImpersonationScreen } from './impersonation-screen.tsx';

const accounts: PlatformAccount[] = [
  {
    id: '7f1c2a90-1b2c-4d5e-8f90-0a1b2c3d4e51',
    email: 'owner@glad.studio',
    platformRole: 'license_owner',
  },
  {
    id: '7f1c2a90-1b2c-4d5e-8f90-0a1b2c3d4e52',
    email: 'admin@glad.studio',
    platformRole: 'member',
  },
  {
    id: '7f1c2a90-1b2c-4d5e-8f90-0a1b2c3d4e53',
    email: 'support@beautydesk.ru',
    platformRole: 'platform_superadmin_safe',
  },
];

const initialSessions: ImpersonationSession[] = [
  {
    id: '3b9d6f20-0000-4000-8000-000000000002',
    targetAccountId: accounts[1]!.id,
    mode: 'god',
    startedAt: '2026-01-14T09:05:00Z',
    endedAt: '2026-01-14T09:40:00Z',
  },
  {
    id: '3b9d6f20-0000-4000-8000-000000000001',
    targetAccountId: accounts[0]!.id,
    mode: 'safe',
    startedAt: '2026-01-13T16:20:00Z',
    endedAt: '2026-01-13T16:31:00Z',
  },
];

/** The god-mode prompt checks the typed time against this clock: '14:30' is right. */
const NOW = () => new Date(2026, 0, 15, 14, 30);
const token: ImpersonationTokenResponse = { access_token: 'impersonation-token' };

/** The fake server's session list: Start adds an open session, End closes the open ones. */
function fakeSessions(initial: ImpersonationSession[]) {
  let sessions = [...initial];
  return {
    list: () => sessions,
    start(input: StartImpersonationInput) {
      sessions = [
        {
          id: `3b9d6f20-0000-4000-8000-00000000000${sessions.length + 1}`,
          targetAccountId: input.targetAccountId,
          mode: input.mode,
          startedAt: '2026-01-15T11:30:00Z',
          endedAt: null,
        },
        ...sessions,
      ];
    },
    end() {
      sessions = sessions.map((s) => ({ ...s, endedAt: s.endedAt ?? '2026-01-15T11:45:00Z' }));
    },
  };
}

type ImpersonationStoryProps = {
  /** Lists never arrive: the loading states. */
  loadingLists?: boolean;
  /** The list calls fail (only logged): empty lists. */
  listsFail?: boolean;
  noSessions?: boolean;
  /** Start and End never answer: the busy state. */
  hangCalls?: boolean;
  /** Start and End fail. */
  callsFail?: boolean;
  onStart?: (input: StartImpersonationInput) => void;
  onEnd?: () => void;
};

function ImpersonationStory({
  loadingLists = false,
  listsFail = false,
  noSessions = false,
  hangCalls = false,
  callsFail = false,
  onStart,
  onEnd,
}: ImpersonationStoryProps) {
  // The fake server's sessions: a started one is listed on reload.
  const [server] = useState(() => fakeSessions(noSessions ? [] : initialSessions));
  const list = <T,>(value: () => T) =>
    fromPromise<T>(async () => {
      if (loadingLists) return never<T>();
      await pause(100);
      if (listsFail) throw new Error('Failed to load data. Please try again.');
      return value();
    });
  const call = <I,>(effect: (input: I) => void) =>
    fromPromise<ImpersonationTokenResponse, I>(async ({ input }) => {
      if (hangCalls) return never();
      await pause();
      if (callsFail) throw new Error('Ошибка сервера. Попробуйте позже');
      effect(input);
      return token;
    });
  const { snapshot, send } = useStoryActor(
    impersonationMachine.provide({
      actors: {
        loadAccounts: list(() => accounts),
        loadSessions: list(() => server.list()),
        startImpersonation: call<StartImpersonationInput>((input) => {
          onStart?.(input);
          server.start(input);
        }),
        endImpersonation: call<unknown>(() => {
          onEnd?.();
          server.end();
        }),
      },
    }),
    { now: NOW },
  );
  return <ImpersonationScreen snapshot={snapshot} send={send} />;
}

const meta = {
  title: 'Screens/Admin/Impersonation',
  component: ImpersonationStory,
  args: { onStart: fn(), onEnd: fn() },
  decorators: [withToasts],
} satisfies Meta<typeof ImpersonationStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function chooseAccount(canvas: ReturnType<typeof within>, name: RegExp) {
  await userEvent.click(canvas.getByRole('combobox', { name: 'Аккаунт' }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

/** Once the lists are in: the second account, God Mode, Start; returns the time prompt. */
async function openGodModePrompt(canvas: ReturnType<typeof within>) {
  await canvas.findByRole('table', { name: 'Сессии' });
  await chooseAccount(canvas, /admin@glad\.studio/);
  await userEvent.click(canvas.getByRole('radio', { name: 'God Mode' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
  return screen.findByRole('dialog', { name: 'Подтверждение God Mode' });
}

/** Lists loaded; Start waits for a target, End is available. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Impersonation' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Сессии' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(within(table).getByText('GOD')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Аккаунт' })).toHaveTextContent(
      '— выберите аккаунт —',
    );
    await expect(canvas.getByRole('radio', { name: 'Safe Mode' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'God Mode' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Start' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'End' })).toBeEnabled();
  },
};

/** Options read the e-mail and the role without 'platform_'. */
export const AccountOptions: Story = {
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Сессии' });
    await userEvent.click(canvas.getByRole('combobox', { name: 'Аккаунт' }));
    const listbox = await screen.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'owner@glad.studio (license_owner)',
      'admin@glad.studio (member)',
      'support@beautydesk.ru (superadmin_safe)',
    ]);
    await userEvent.keyboard('{Escape}');
  },
};

/** Safe mode: choose, Start, the 'UI impersonation' reason goes along, the new session is listed. */
export const StartSafe: Story = {
  tags: ['no-visual'],
  play: async ({ canvas, args }) => {
    await canvas.findByRole('table', { name: 'Сессии' });
    await chooseAccount(canvas, /owner@glad\.studio/);
    const start = canvas.getByRole('button', { name: 'Start' });
    await expect(start).toBeEnabled();
    // (The busy state in between is the Busy story's: here the fake answers at once.)
    await userEvent.click(start);
    await expect(await within(toastRegion()).findByText('Impersonation started')).toBeVisible();
    await waitFor(() =>
      expect(args.onStart).toHaveBeenCalledWith({
        targetAccountId: accounts[0]!.id,
        mode: 'safe',
        reason: 'UI impersonation',
      }),
    );
    const table = await canvas.findByRole('table', { name: 'Сессии' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    await expect(within(table).getByText('активна')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Start' })).toHaveFocus());
  },
};

/** God mode asks for the time; the right HH:MM (Enter) starts it with the warning toast. */
export const StartGod: Story = {
  tags: ['no-visual'],
  play: async ({ canvas, args }) => {
    const dialog = await openGodModePrompt(canvas);
    const input = within(dialog).getByLabelText('Текущее время');
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.type(input, '14:30{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(
      await within(toastRegion()).findByText(
        'GOD MODE АКТИВИРОВАН! Будьте осторожны с изменениями.',
      ),
    ).toBeVisible();
    await expect(within(toastRegion()).getByText('Impersonation started')).toBeVisible();
    await waitFor(() =>
      expect(args.onStart).toHaveBeenCalledWith({
        targetAccountId: accounts[1]!.id,
        mode: 'god',
        reason: 'UI impersonation',
      }),
    );
  },
};

/** A wrong time: the refusal toast, and nothing starts. */
export const GodModeWrongTime: Story = {
  tags: ['no-visual'],
  play: async ({ canvas, args }) => {
    const dialog = await openGodModePrompt(canvas);
    await userEvent.type(within(dialog).getByLabelText('Текущее время'), '09:15');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    // The modal hides the rest of the page from assistive technology until it has closed.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(
      await within(toastRegion()).findByText('God mode отклонен: неверное время'),
    ).toBeVisible();
    await expect(args.onStart).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Start' })).toHaveFocus());
  },
};

/** The prompt, open (for the screenshot). */
export const GodModePrompt: Story = {
  play: async ({ canvas }) => {
    const dialog = await openGodModePrompt(canvas);
    // It fades in: visible once the animation has run.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByLabelText('Текущее время')).toHaveAttribute(
      'placeholder',
      'ЧЧ:ММ',
    );
  },
};

/** Escape closes the prompt without starting; focus is back on Start. */
export const GodModeEscape: Story = {
  play: async ({ canvas, args }) => {
    await openGodModePrompt(canvas);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Start' })).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Start' })).toBeEnabled();
    await expect(args.onStart).not.toHaveBeenCalled();
  },
};

export const End: Story = {
  tags: ['no-visual'],
  play: async ({ canvas, args }) => {
    await canvas.findByRole('table', { name: 'Сессии' });
    await userEvent.click(canvas.getByRole('button', { name: 'End' }));
    await expect(await within(toastRegion()).findByText('Impersonation ended')).toBeVisible();
    await waitFor(() => expect(args.onEnd).toHaveBeenCalledTimes(1));
  },
};

export const StartFails: Story = {
  tags: ['no-visual'],
  args: { callsFail: true },
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Сессии' });
    await chooseAccount(canvas, /owner@glad\.studio/);
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await expect(
      await within(toastRegion()).findByText('Failed to start impersonation'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'End' }));
    await expect(
      await within(toastRegion()).findByText('Failed to end impersonation'),
    ).toBeVisible();
  },
};

/** While a call runs, both buttons and the form are disabled. */
export const Busy: Story = {
  args: { hangCalls: true },
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Сессии' });
    await chooseAccount(canvas, /owner@glad\.studio/);
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await expect(canvas.getByRole('button', { name: 'Start' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'End' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Аккаунт' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'God Mode' })).toBeDisabled();
  },
};

export const LoadingLists: Story = {
  args: { loadingLists: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Загрузка сессий...' })).toBeVisible();
    await expect(canvas.getByText('Загрузка аккаунтов...')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Аккаунт' })).toBeDisabled();
  },
};

/** Failed list loads are only logged: the lists are simply empty. */
export const ListsFailed: Story = {
  args: { listsFail: true },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Сессии' });
    await expect(within(table).getByText('Сессий пока нет')).toBeVisible();
    await expect(canvas.getByText('Нет доступных аккаунтов')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    // The sessions read as cards below 768 px.
    await expect(await canvas.findByRole('list', { name: 'Сессии' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start' })).toBeVisible();
  },
};
