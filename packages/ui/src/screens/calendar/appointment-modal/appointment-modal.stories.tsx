import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fromPromise } from 'xstate';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  appointmentWizardMachine,
  type SavedAppointment,
  type SearchClientsInput,
  type UpdateAppointmentInput,
  type WizardClient,
} from '@beautydesk/domain/machines/appointment-wizard';
import type { AppointmentPayload } from '@beautydesk/domain/rules/validation/appointment-form';
import type {
  Appointment,
  CalculatePriceRequest,
  CalculatePriceResponse,
  FindOptimalSlotsRequest,
  FindOptimalSlotsResponse,
  FreeTimesRequest,
  FreeTimesResponse,
} from '@beautydesk/domain/schemas/appointments';
import { Button } from '../../../components/button/button.tsx';
import { withToasts } from '../../testing/toasts.tsx';
import { never, useStoryActor } from '../../testing/use-story-actor.ts';
import { AppointmentModal } from './appointment-modal.tsx';
import {
  WIZARD_TODAY,
  editedAppointment,
  firstWindows,
  freshWindows,
  storyFreeTimes,
  FULL_DAY,
  wizardClients,
  wizardMasters,
  wizardServices,
} from './story-fixtures.ts';

const created = fn<(payload: AppointmentPayload) => void>();
const updated = fn<(input: UpdateAppointmentInput) => void>();
const closed = fn();

type HarnessProps = {
  /** Edit this appointment; otherwise a new one. */
  appointment?: Appointment;
  /** How the optimal-window search answers. */
  slots?: 'ok' | 'fail';
  /** How the save answers: saved, the server's message, nothing usable, 409 (window taken), never. */
  save?: 'ok' | 'fail' | 'fallback' | 'taken' | 'never';
  /** The services list still loading. */
  servicesLoading?: boolean;
  /** The user may book "вне графика" (appointments.book_outside_schedule). */
  canBookOutOfSchedule?: boolean;
};

const SERVICE_MINUTES = new Map(wizardServices.map((s) => [s.id, s.durationMin ?? 0]));

const httpError = (status: number, userMessage: string | null) =>
  Object.assign(new Error(userMessage ?? ''), { status, userMessage });

function Wizard({
  appointment,
  slots = 'ok',
  save = 'ok',
  servicesLoading,
  canBookOutOfSchedule = false,
  open,
  onClose,
}: HarnessProps & { open: boolean; onClose: () => void }) {
  const [machine] = useState(() => {
    let searches = 0;
    return appointmentWizardMachine.provide({
      actors: {
        searchClients: fromPromise<readonly WizardClient[], SearchClientsInput>(async ({ input }) =>
          wizardClients.filter((client) =>
            client.name.toLowerCase().includes(input.search.toLowerCase()),
          ),
        ),
        calculatePrice: fromPromise<CalculatePriceResponse, CalculatePriceRequest>(
          async ({ input }) => ({ total_price: 1850 * input.service_ids.length, currency: 'BYN' }),
        ),
        findOptimalSlots: fromPromise<FindOptimalSlotsResponse, FindOptimalSlotsRequest>(
          async () => {
            searches += 1;
            if (slots === 'fail') throw new Error('Internal Server Error');
            return searches === 1 ? firstWindows : freshWindows;
          },
        ),
        findFreeTimes: fromPromise<FreeTimesResponse, FreeTimesRequest>(async ({ input }) =>
          storyFreeTimes(
            input.date,
            input.service_ids.reduce((sum, id) => sum + (SERVICE_MINUTES.get(id) ?? 0), 0),
          ),
        ),
        createAppointment: fromPromise<SavedAppointment, AppointmentPayload>(async ({ input }) => {
          created(input);
          if (save === 'never') return never<SavedAppointment>();
          if (save === 'fail') throw httpError(400, 'Мастер не работает в это время');
          if (save === 'fallback') throw {};
          if (save === 'taken') throw httpError(409, 'Это время уже занято');
          return { id: 'ap-new' };
        }),
        updateAppointment: fromPromise<SavedAppointment, UpdateAppointmentInput>(
          async ({ input }) => {
            updated(input);
            if (save === 'taken') throw httpError(409, 'Это время уже занято');
            return { id: input.id };
          },
        ),
      },
    });
  });
  const { snapshot, send } = useStoryActor(
    machine,
    appointment
      ? {
          mode: 'edit',
          appointment,
          studioId: 'st-1',
          currency: 'RUB',
          today: WIZARD_TODAY,
          canBookOutOfSchedule,
        }
      : {
          mode: 'create',
          studioId: 'st-1',
          currency: 'BYN',
          today: WIZARD_TODAY,
          canBookOutOfSchedule,
        },
  );
  if (snapshot.status === 'done')
    return <p role="status">{`Запись сохранена: ${snapshot.output?.appointmentId}`}</p>;
  return (
    <AppointmentModal
      open={open}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      snapshot={snapshot}
      send={send}
      services={servicesLoading ? undefined : wizardServices}
      masters={wizardMasters}
      onCreateClient={async (body) => ({ id: 'cl-new', name: body.name, isActive: true })}
    />
  );
}

/**
 * The calendar's '+' in miniature, as the app's container does it: each opening is a new wizard, and a
 * closed one stays mounted until the next opening so the dialog can close and give focus back.
 */
function Harness(props: HarnessProps) {
  const [session, setSession] = useState(1);
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button
        onClick={() => {
          setSession((current) => current + 1);
          setOpen(true);
        }}
      >
        Открыть мастер записи
      </Button>
      <Wizard
        key={session}
        {...props}
        open={open}
        onClose={() => {
          closed();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Screens/Calendar/Appointment Modal',
  component: Harness,
  decorators: [withToasts],
  beforeEach: () => {
    created.mockClear();
    updated.mockClear();
    closed.mockClear();
  },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (name = 'Новая запись') => screen.findByRole('dialog', { name });

async function currentStep(d: HTMLElement, label: string) {
  const strip = within(d).getByRole('list', { name: 'Шаги записи' });
  await waitFor(() =>
    expect(strip.querySelector('[aria-current="step"]')).toHaveTextContent(label),
  );
}

async function chooseClient(
  d: HTMLElement,
  search = 'Анна',
  name: string | RegExp = 'Анна Смирнова',
) {
  await userEvent.type(within(d).getByLabelText('Поиск клиента'), search);
  const results = await within(d).findByRole('list', { name: 'Найденные клиенты' });
  await userEvent.click(within(results).getByRole('button', { name }));
}

async function chooseServices(d: HTMLElement, names: string[]) {
  await userEvent.click(within(d).getByRole('button', { name: /услуги$/ }));
  const picker = await screen.findByRole('dialog', { name: 'Выберите услуги' });
  for (const name of names) await userEvent.click(within(picker).getByRole('checkbox', { name }));
  await userEvent.click(within(picker).getByRole('button', { name: 'Выбрать' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Выберите услуги' })).toBeNull());
}

async function chooseMaster(d: HTMLElement, name = 'Ольга Иванова') {
  await userEvent.click(within(d).getByRole('combobox', { name: 'Мастер' }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

async function findWindows(d: HTMLElement) {
  await userEvent.click(within(d).getByRole('button', { name: 'Найти оптимальные окна' }));
  return within(d).findByRole('list', { name: 'Предложенные окна' });
}

/** Client, one service and the master chosen: the window search is next. */
async function upToMaster(d: HTMLElement) {
  await chooseClient(d);
  await chooseServices(d, ['Лазерная эпиляция: голени']);
  await chooseMaster(d);
}

/** Everything chosen up to the window step. */
async function upToWindows(d: HTMLElement) {
  await upToMaster(d);
  return findWindows(d);
}

/** Everything chosen, the window taken (and notes typed, when given), then 'Создать запись' pressed. */
async function createAppointment(d: HTMLElement, notes?: string) {
  const windows = await upToWindows(d);
  await userEvent.click(within(windows).getByRole('button', { name: '11 марта, 10:00–11:00' }));
  if (notes !== undefined) await userEvent.type(within(d).getByLabelText('Заметки'), notes);
  await waitFor(() =>
    expect(within(d).getByRole('button', { name: 'Создать запись' })).toBeEnabled(),
  );
  await userEvent.click(within(d).getByRole('button', { name: 'Создать запись' }));
}

/** '+ Новый клиент' pressed and a name typed into the nested form, which is returned. */
async function typeNewClient(d: HTMLElement) {
  await userEvent.click(within(d).getByRole('button', { name: '+ Новый клиент' }));
  const nested = await screen.findByRole('dialog', { name: 'Новый клиент' });
  await userEvent.type(within(nested).getByLabelText('Имя'), 'Вера Орлова');
  return nested;
}

/** Step 1: nothing chosen; services, master and Create locked; the default time 09:00–10:00 on today. */
export const ClientStep: Story = {
  play: async () => {
    const d = await dialog();
    await currentStep(d, 'Клиент');
    await expect(within(d).getByRole('button', { name: 'Выбрать услуги' })).toBeDisabled();
    await expect(within(d).getByRole('combobox', { name: 'Мастер' })).toBeDisabled();
    await expect(within(d).getByRole('button', { name: 'Создать запись' })).toBeDisabled();
    await expect(within(d).getByLabelText('Дата')).toHaveValue(WIZARD_TODAY);
    await expect(within(d).getByLabelText('Начало')).toHaveValue('09:00');
    await expect(within(d).getByLabelText('Окончание')).toHaveValue('10:00');
    await expect(within(d).getByRole('status', { name: 'Стоимость' })).toHaveTextContent('0');
    await waitFor(() => expect(within(d).getByLabelText('Поиск клиента')).toHaveFocus());
  },
};

/** The search finds clients as one types; choosing one unlocks the services (step 2). */
export const ClientChosen: Story = {
  play: async () => {
    const d = await dialog();
    await chooseClient(d);
    await expect(within(d).getByText('Выбран: Анна Смирнова')).toBeVisible();
    await currentStep(d, 'Услуги');
    await expect(within(d).getByRole('button', { name: 'Выбрать услуги' })).toBeEnabled();
    await expect(within(d).getByRole('combobox', { name: 'Мастер' })).toBeDisabled();
  },
};

export const InactiveClientRefused: Story = {
  play: async () => {
    const d = await dialog();
    await chooseClient(d, 'Анас', /Анастасия Белова/);
    await expect(await within(d).findByRole('alert')).toHaveTextContent(
      'Нельзя создать запись для неактивного клиента',
    );
    await currentStep(d, 'Клиент');
  },
};

export const NoClientFound: Story = {
  play: async () => {
    const d = await dialog();
    await userEvent.type(within(d).getByLabelText('Поиск клиента'), 'Зинаида');
    await expect(await within(d).findByText('Клиенты не найдены')).toBeVisible();
  },
};

/** '+ Новый клиент': the clients area's form in a nested modal; the new client is chosen. */
export const NewClientNested: Story = {
  play: async () => {
    const d = await dialog();
    const nested = await typeNewClient(d);
    await expect(within(nested).getByRole('button', { name: 'Создать клиента' })).toBeEnabled();
  },
};

export const NewClientChosen: Story = {
  play: async () => {
    const d = await dialog();
    const nested = await typeNewClient(d);
    await userEvent.click(within(nested).getByRole('button', { name: 'Создать клиента' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Новый клиент' })).toBeNull());
    await expect(within(d).getByText('Выбран: Вера Орлова')).toBeVisible();
    await currentStep(d, 'Услуги');
    await waitFor(() =>
      expect(within(d).getByRole('button', { name: '+ Новый клиент' })).toHaveFocus(),
    );
  },
};

/** The picker: search by name, filter by type, tick, the counter; Select hands them over. */
export const ServicesPicker: Story = {
  play: async () => {
    const d = await dialog();
    await chooseClient(d);
    await userEvent.click(within(d).getByRole('button', { name: 'Выбрать услуги' }));
    const picker = await screen.findByRole('dialog', { name: 'Выберите услуги' });
    await expect(within(picker).getAllByRole('checkbox')).toHaveLength(5);
    await userEvent.type(within(picker).getByLabelText('Поиск по названию'), 'лазер');
    await expect(within(picker).getAllByRole('checkbox')).toHaveLength(2);
    await userEvent.click(within(picker).getByRole('checkbox', { name: /подмышки/ }));
    await userEvent.clear(within(picker).getByLabelText('Поиск по названию'));
    await userEvent.click(within(picker).getByRole('combobox', { name: 'Тип услуги' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Восковая эпиляция' }));
    await expect(within(picker).getAllByRole('checkbox')).toHaveLength(1);
    await userEvent.click(within(picker).getByRole('checkbox', { name: /руки/ }));
    await expect(picker).toHaveTextContent('Выбрано: 2');
    await expect(within(picker).getByRole('button', { name: 'Выбрать' })).toBeEnabled();
  },
};

/** Select shows the chips and unlocks the master (step 3); Cancel would drop the draft. */
export const ServicesChosen: Story = {
  play: async () => {
    const d = await dialog();
    await chooseClient(d);
    await chooseServices(d, ['Лазерная эпиляция: голени', 'Консультация']);
    const chips = within(d).getByRole('list', { name: 'Услуги' });
    await expect(chips).toHaveTextContent('Лазерная эпиляция: голени');
    await expect(chips).toHaveTextContent('Консультация');
    await currentStep(d, 'Мастер');
    await expect(within(d).getByRole('combobox', { name: 'Мастер' })).toBeEnabled();
    // Cancel drops what was ticked.
    await userEvent.click(within(d).getByRole('button', { name: 'Изменить услуги' }));
    const picker = await screen.findByRole('dialog', { name: 'Выберите услуги' });
    await userEvent.click(within(picker).getByRole('checkbox', { name: /руки/ }));
    await userEvent.click(within(picker).getByRole('button', { name: 'Отмена' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Выберите услуги' })).toBeNull(),
    );
    await expect(chips).not.toHaveTextContent('руки');
    await waitFor(() =>
      expect(within(d).getByRole('button', { name: 'Изменить услуги' })).toHaveFocus(),
    );
  },
};

export const ServicesLoading: Story = {
  args: { servicesLoading: true },
  play: async () => {
    const d = await dialog();
    await chooseClient(d);
    await userEvent.click(within(d).getByRole('button', { name: 'Выбрать услуги' }));
    const picker = await screen.findByRole('dialog', { name: 'Выберите услуги' });
    await expect(within(picker).getByText('Загрузка услуг...')).toBeVisible();
  },
};

/** The window search before services and master: the spec's message. */
export const WindowSearchPrerequisites: Story = {
  play: async () => {
    const d = await dialog();
    await chooseClient(d);
    await userEvent.click(within(d).getByRole('button', { name: 'Найти оптимальные окна' }));
    await expect(await within(d).findByRole('alert')).toHaveTextContent(
      'Выберите услуги, мастера и студию',
    );
  },
};

/** Master chosen: the price is calculated; the windows offered (step 4). */
export const WindowsOffered: Story = {
  play: async () => {
    const d = await dialog();
    const windows = await upToWindows(d);
    await expect(within(windows).getAllByRole('button')).toHaveLength(4);
    await expect(
      within(windows).getByRole('button', { name: '11 марта, 14:30–15:30' }),
    ).toBeVisible();
    await currentStep(d, 'Окно');
    await waitFor(() =>
      expect(within(d).getByRole('status', { name: 'Стоимость' })).toHaveTextContent('1 850'),
    );
    await expect(within(d).getByRole('button', { name: 'Создать запись' })).toBeDisabled();
  },
};

export const WindowSearchFailed: Story = {
  args: { slots: 'fail' },
  play: async () => {
    const d = await dialog();
    await upToMaster(d);
    await userEvent.click(within(d).getByRole('button', { name: 'Найти оптимальные окна' }));
    await expect(await within(d).findByRole('alert')).toHaveTextContent('Ошибка при поиске окон');
  },
};

/** A window chosen: date and times filled in, Create enabled (step 5). */
export const WindowChosen: Story = {
  play: async () => {
    const d = await dialog();
    const windows = await upToWindows(d);
    await userEvent.click(within(windows).getByRole('button', { name: '11 марта, 14:30–15:30' }));
    await expect(within(d).getByLabelText('Дата')).toHaveValue('2026-03-11');
    await expect(within(d).getByLabelText('Начало')).toHaveValue('14:30');
    await expect(within(d).getByLabelText('Окончание')).toHaveValue('15:30');
    await currentStep(d, 'Создание');
    await userEvent.type(within(d).getByLabelText('Заметки'), 'Первый визит');
    await waitFor(() =>
      expect(within(d).getByRole('button', { name: 'Создать запись' })).toBeEnabled(),
    );
  },
};

/** Changing the services drops the chosen window and the offers (§4). */
export const ServicesChangeResetsWindow: Story = {
  play: async () => {
    const d = await dialog();
    const windows = await upToWindows(d);
    await userEvent.click(within(windows).getByRole('button', { name: '12 марта, 09:00–10:00' }));
    await chooseServices(d, ['Консультация']);
    await currentStep(d, 'Окно');
    await expect(within(d).queryByRole('list', { name: 'Предложенные окна' })).toBeNull();
    await expect(within(d).getByLabelText('Начало')).toHaveValue('09:00');
    await expect(within(d).getByLabelText('Дата')).toHaveValue(WIZARD_TODAY);
    await expect(within(d).getByRole('button', { name: 'Создать запись' })).toBeDisabled();
  },
};

export const Saved: Story = {
  play: async () => {
    const d = await dialog();
    await createAppointment(d, '  аллергия на воск  ');
    await expect(await screen.findByText('Запись сохранена: ap-new')).toBeVisible();
    await waitFor(() =>
      expect(created).toHaveBeenCalledWith({
        date: '2026-03-11',
        start_time: '10:00',
        end_time: '11:00',
        client_id: 'cl-1',
        master_id: 'ms-1',
        studio_id: 'st-1',
        service_ids: ['sv-1'],
        total_price: 1850,
        notes: 'аллергия на воск',
      }),
    );
  },
};

/** Saving: the button busy, Escape ignored, nothing else can change. */
export const Saving: Story = {
  args: { save: 'never' },
  play: async () => {
    const d = await dialog();
    await createAppointment(d);
    await waitFor(() => expect(d).toHaveAttribute('aria-busy', 'true'));
    await userEvent.keyboard('{Escape}');
    await expect(await dialog()).toBeVisible();
    await expect(closed).not.toHaveBeenCalled();
    await expect(within(d).getByRole('button', { name: 'Отмена' })).toBeDisabled();
  },
};

/** A failed save: the server's user message; everything chosen stays, Create can be tried again. */
export const SaveFailed: Story = {
  args: { save: 'fail' },
  play: async () => {
    const d = await dialog();
    await createAppointment(d);
    await expect(await within(d).findByRole('alert')).toHaveTextContent(
      'Мастер не работает в это время',
    );
    await expect(within(d).getByLabelText('Начало')).toHaveValue('10:00');
    await expect(within(d).getByRole('button', { name: 'Создать запись' })).toBeEnabled();
  },
};

export const SaveFailedWithoutMessage: Story = {
  args: { save: 'fallback' },
  play: async () => {
    const d = await dialog();
    await createAppointment(d);
    await expect(await within(d).findByRole('alert')).toHaveTextContent('Ошибка сохранения');
  },
};

/** 409: someone took the window meanwhile. The server's message, fresh windows, the rest kept. */
export const WindowTaken: Story = {
  args: { save: 'taken' },
  play: async () => {
    const d = await dialog();
    await createAppointment(d, 'Первый визит');
    await expect(await within(d).findByRole('alert')).toHaveTextContent('Это время уже занято');
    const fresh = await within(d).findByRole('button', { name: '12 марта, 11:15–12:15' });
    await expect(within(d).queryByRole('button', { name: '11 марта, 10:00–11:00' })).toBeNull();
    await currentStep(d, 'Окно');
    await expect(within(d).getByText('Выбран: Анна Смирнова')).toBeVisible();
    await expect(within(d).getByRole('list', { name: 'Услуги' })).toHaveTextContent(
      'Лазерная эпиляция: голени',
    );
    await expect(within(d).getByRole('combobox', { name: 'Мастер' })).toHaveTextContent(
      'Ольга Иванова',
    );
    await expect(within(d).getByLabelText('Заметки')).toHaveValue('Первый визит');
    await expect(within(d).getByRole('button', { name: 'Создать запись' })).toBeDisabled();
    await expect(fresh).toBeEnabled();
  },
};

/** Edit: the appointment's client fixed, its services, master, time, price and notes shown. */
export const EditMode: Story = {
  args: { appointment: editedAppointment },
  play: async () => {
    const d = await dialog('Редактировать запись');
    await currentStep(d, 'Создание');
    await expect(within(d).getByLabelText('Клиент')).toHaveValue('Анна Смирнова');
    await expect(within(d).queryByRole('button', { name: '+ Новый клиент' })).toBeNull();
    await expect(within(d).getByLabelText('Дата')).toHaveValue('2026-03-12');
    await expect(within(d).getByLabelText('Начало')).toHaveValue('11:00');
    await expect(within(d).getByLabelText('Заметки')).toHaveValue('Чувствительная кожа');
    await expect(within(d).getByRole('status', { name: 'Стоимость' })).toHaveTextContent('4 200');
    await userEvent.click(within(d).getByRole('button', { name: 'Сохранить изменения' }));
    await expect(await screen.findByText('Запись сохранена: ap-7f3c9e21')).toBeVisible();
    await waitFor(() =>
      expect(updated).toHaveBeenCalledWith({
        id: 'ap-7f3c9e21',
        patch: expect.objectContaining({
          date: '2026-03-12',
          start_time: '11:00',
          master_id: 'ms-1',
        }),
      }),
    );
  },
};

/** An appointment without services cannot be saved: the spec's message. */
export const FillAllFields: Story = {
  args: { appointment: { ...editedAppointment, serviceIds: [], serviceNames: [] } },
  play: async () => {
    const d = await dialog('Редактировать запись');
    await userEvent.click(within(d).getByRole('button', { name: 'Сохранить изменения' }));
    await expect(await within(d).findByRole('alert')).toHaveTextContent(
      'Пожалуйста, заполните все поля',
    );
    await expect(updated).not.toHaveBeenCalled();
  },
};

/** Escape closes; reopening starts afresh; closing gives focus back to the opener. */
export const EscapeCloses: Story = {
  play: async () => {
    await dialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(closed).toHaveBeenCalledTimes(1));
    const opener = screen.getByRole('button', { name: 'Открыть мастер записи' });
    await userEvent.click(opener);
    await dialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** A phone: the strip, the fields and the windows fit 320 px without sideways scrolling. */
export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const d = await dialog();
    const windows = await upToWindows(d);
    await userEvent.click(within(windows).getByRole('button', { name: '11 марта, 14:30–15:30' }));
    await currentStep(d, 'Создание');
    await waitFor(() => expect(d.scrollWidth).toBeLessThanOrEqual(d.clientWidth));
    await waitFor(() =>
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth),
    );
  },
};

// ------------------------------------------------------------------------------------------------
// Issue 27: any free time, "вне графика", and the price after a change of master.

const freeTimeGrid = (d: HTMLElement) => within(d).findByRole('list', { name: /^Время начала/ });

/** Any date, past the 14-day horizon: every fitting start shows; one chosen fills date, start and end. */
export const FreeTimeChosen: Story = {
  play: async () => {
    const d = await dialog();
    await currentStep(d, 'Клиент');
    await expect(within(d).getByText(/Выберите услуги и мастера/)).toBeInTheDocument();
    await upToMaster(d);
    // The browser's own date picker is outside the page: the field takes the picked date.
    await fireEvent.change(within(d).getByLabelText('Дата записи'), {
      target: { value: '2026-04-02' },
    });
    const grid = await freeTimeGrid(d);
    await waitFor(() => expect(grid).toHaveAccessibleName('Время начала (45 мин), 2 апреля'));
    // 10:15 ends 11:00, whose buffer would reach the 11:00 appointment: not offered; 12:15 is.
    await expect(within(grid).queryByRole('button', { name: '10:15' })).toBeNull();
    await userEvent.click(within(grid).getByRole('button', { name: '12:20' }));
    await expect(within(grid).getByRole('button', { name: '12:20' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(within(d).getByLabelText('Дата')).toHaveValue('2026-04-02');
    await expect(within(d).getByLabelText('Начало')).toHaveValue('12:20');
    await expect(within(d).getByLabelText('Окончание')).toHaveValue('13:05');
    await currentStep(d, 'Создание');
    // One tab stop; the arrows move along the grid, Enter chooses.
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(grid).getByRole('button', { name: '12:25' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(within(grid).getByRole('button', { name: '09:00' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(within(d).getByLabelText('Начало')).toHaveValue('09:00');
    await userEvent.click(within(d).getByRole('button', { name: 'Создать запись' }));
    await waitFor(() =>
      expect(created).toHaveBeenCalledWith(
        expect.objectContaining({ date: '2026-04-02', start_time: '09:00', end_time: '09:45' }),
      ),
    );
    await expect(created.mock.calls[0]?.[0]).not.toHaveProperty('out_of_schedule');
  },
};

/** A day with no fitting time says so; no "вне графика" for a role without the permission. */
export const NoFreeTime: Story = {
  play: async () => {
    const d = await dialog();
    await upToMaster(d);
    await fireEvent.change(within(d).getByLabelText('Дата записи'), {
      target: { value: FULL_DAY },
    });
    await expect(
      await within(d).findByText(
        'В этот день у мастера нет свободного времени для выбранных услуг',
      ),
    ).toBeVisible();
    await expect(within(d).queryByText('Вне графика')).toBeNull();
    await expect(within(d).getByRole('button', { name: 'Создать запись' })).toBeDisabled();
  },
};

/** An administrator books "вне графика": any start and end, confirmed first, sent with the flag. */
export const OutOfSchedule: Story = {
  args: { canBookOutOfSchedule: true },
  play: async () => {
    const d = await dialog();
    await upToMaster(d);
    await userEvent.type(within(d).getByLabelText('Начало вне графика'), '19:30');
    await userEvent.type(within(d).getByLabelText('Окончание вне графика'), '20:15');
    const opener = within(d).getByRole('button', { name: 'Записать вне графика…' });
    await userEvent.click(opener);
    const confirm = await screen.findByRole('dialog', { name: 'Запись вне графика' });
    await expect(confirm).toHaveTextContent('Записать на 10 марта, 19:30–20:15?');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(within(d).getByLabelText('Начало')).toHaveValue('09:00');
    await userEvent.click(opener);
    const again = await screen.findByRole('dialog', { name: 'Запись вне графика' });
    await userEvent.click(within(again).getByRole('button', { name: 'Записать вне графика' }));
    await expect(within(d).getByLabelText('Начало')).toHaveValue('19:30');
    await expect(within(d).getByLabelText('Окончание')).toHaveValue('20:15');
    await expect(within(d).getByText(/Выбрано время вне графика/)).toBeVisible();
    await userEvent.click(within(d).getByRole('button', { name: 'Создать запись' }));
    await waitFor(() =>
      expect(created).toHaveBeenCalledWith(
        expect.objectContaining({ start_time: '19:30', end_time: '20:15', out_of_schedule: true }),
      ),
    );
  },
};

/** Editing, another master: the old and the new price show before saving, and the new one is saved. */
export const PriceAfterNewMaster: Story = {
  args: { appointment: editedAppointment },
  play: async () => {
    const d = await dialog('Редактировать запись');
    await chooseMaster(d, 'Ирина Петрова');
    const prices = within(d).getByLabelText('Стоимость с новым мастером');
    await waitFor(() => expect(prices).toHaveTextContent(/Было\s*4\s200.*Станет\s*3\s700/));
    await userEvent.click(within(d).getByRole('button', { name: 'Сохранить изменения' }));
    await waitFor(() =>
      expect(updated).toHaveBeenCalledWith({
        id: 'ap-7f3c9e21',
        patch: expect.objectContaining({ master_id: 'ms-2', total_price: 3700 }),
      }),
    );
  },
};

/** A price set by hand stays with the new master, unless the administrator recomputes it. */
export const PriceSetByHand: Story = {
  args: { appointment: { ...editedAppointment, priceSetByHand: true } },
  play: async () => {
    const d = await dialog('Редактировать запись');
    await chooseMaster(d, 'Ирина Петрова');
    const prices = within(d).getByLabelText('Стоимость с новым мастером');
    await expect(prices).toHaveTextContent(/Было\s*4\s200.*Станет\s*4\s200/);
    await expect(within(d).getByText('Цена установлена вручную и сохранится')).toBeVisible();
    await userEvent.click(
      within(d).getByRole('button', { name: 'Пересчитать по коэффициенту мастера' }),
    );
    await waitFor(() => expect(prices).toHaveTextContent(/Станет\s*3\s700/));
  },
};

/** The picker at 320 px: the time grid wraps, nothing scrolls sideways. */
export const FreeTimeNarrow: Story = {
  args: { canBookOutOfSchedule: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const d = await dialog();
    await upToMaster(d);
    const grid = await freeTimeGrid(d);
    await userEvent.click(within(grid).getByRole('button', { name: '14:00' }));
    await currentStep(d, 'Создание');
    await waitFor(() => expect(d.scrollWidth).toBeLessThanOrEqual(d.clientWidth));
    await waitFor(() =>
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth),
    );
  },
};
