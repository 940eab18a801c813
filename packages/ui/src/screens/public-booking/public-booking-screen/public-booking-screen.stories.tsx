import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { publicBookingMachine, type BookInput } from '@beautydesk/domain/machines/public-booking';
import { publicBookingMessages as m } from '@beautydesk/domain/messages/public-booking';
import type { SlotsResponse } from '@beautydesk/domain/schemas/appointments';
import type {
  PublicBookingResponse,
  PublicStudioInfo,
} from '@beautydesk/domain/schemas/public-booking';
import { withToasts } from '../../testing/toasts.tsx';
import { never, useStoryActor } from '../../testing/use-story-actor.ts';
import {
  STORY_APPOINTMENT_ID,
  STORY_TODAY,
  storySlots,
  storySlotsAfterRace,
  storyStudio,
} from '../fixtures.ts';
import { PublicBookingScreen } from './public-booking-screen.tsx';

type Failure = { status: number; detail?: string };

type StoryProps = {
  studioId?: string | null;
  /** The studio never arrives: the loading state. */
  studioLoading?: boolean;
  studioFailure?: Failure;
  studio?: PublicStudioInfo;
  slots?: SlotsResponse | 'fail';
  /** The booking answer; 409 makes the next search answer `storySlotsAfterRace`. */
  bookFailure?: Failure;
  /** The booking never answers: the submitting state. */
  bookHangs?: boolean;
  onBook?: (input: BookInput) => void;
};

/** The fake server's memory of a lost race: the next search offers the slots without the taken one. */
function raceTracker() {
  let lost = false;
  return {
    lose: () => {
      lost = true;
    },
    lost: () => lost,
  };
}

function PublicBookingStory({
  studioId = storyStudio.studio.id,
  studioLoading = false,
  studioFailure,
  studio = storyStudio,
  slots = storySlots,
  bookFailure,
  bookHangs = false,
  onBook,
}: StoryProps) {
  const [race] = useState(raceTracker);
  const { snapshot, send } = useStoryActor(
    publicBookingMachine.provide({
      actors: {
        loadStudio: fromPromise<PublicStudioInfo, { studioId: string }>(async () => {
          if (studioLoading) return never();
          if (studioFailure) throw studioFailure;
          return studio;
        }),
        findSlots: fromPromise(async () => {
          if (slots === 'fail') throw { status: 500 };
          return race.lost() ? storySlotsAfterRace : slots;
        }),
        book: fromPromise<PublicBookingResponse, BookInput>(async ({ input }) => {
          onBook?.(input);
          if (bookHangs) return never();
          if (bookFailure) {
            if (bookFailure.status === 409) race.lose();
            throw bookFailure;
          }
          return {
            message: 'Запись создана и ожидает подтверждения администратора',
            appointment_id: STORY_APPOINTMENT_ID,
          };
        }),
      },
    }),
    { studioId, today: STORY_TODAY },
  );
  return <PublicBookingScreen snapshot={snapshot} send={send} />;
}

const meta = {
  title: 'Screens/Public booking/Booking',
  component: PublicBookingStory,
  args: { onBook: fn() },
  decorators: [withToasts],
  globals: { theme: 'widget' },
} satisfies Meta<typeof PublicBookingStory>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

async function fillContacts(canvas: Canvas) {
  await canvas.findByRole('heading', { level: 1, name: storyStudio.studio.name });
  await userEvent.type(canvas.getByLabelText(/^Имя/), 'Анна');
  await userEvent.type(canvas.getByLabelText(/^Телефон/), '+375291234567');
}

async function chooseServiceAndMaster(canvas: Canvas) {
  await fillContacts(canvas);
  await userEvent.click(canvas.getByRole('checkbox', { name: /Лазер: голени/ }));
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Мастер' }), 'Ольга — лазер');
}

async function listSlots(canvas: Canvas) {
  await chooseServiceAndMaster(canvas);
  await userEvent.click(canvas.getByRole('button', { name: 'Найти свободное время' }));
  return canvas.findByRole('radiogroup', { name: 'Свободное время' });
}

async function readyToBook(canvas: Canvas) {
  const group = await listSlots(canvas);
  await userEvent.click(within(group).getByRole('radio', { name: '11 марта, 09:00–10:00' }));
}

const currentStep = (canvas: Canvas) =>
  canvas.getByRole('list', { name: 'Шаги записи' }).querySelector('[aria-current="step"]');

/** The studio info is on its way. */
export const Loading: Story = {
  args: { studioLoading: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toBeVisible();
    await expect(canvas.getByText('Загружаем информацию о студии…')).toBeVisible();
  },
};

/** No {studioId} in the link: the spec message, the advice list, nothing to retry. */
export const MissingStudioId: Story = {
  args: { studioId: '' },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText(m.studioIdMissing)).toBeVisible();
    await expect(canvas.getByText(/ссылка на запись скопирована полностью/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Повторить попытку' })).toBeNull();
  },
};

/** 404: the studio does not exist or takes no online bookings. */
export const StudioNotFound: Story = {
  args: { studioFailure: { status: 404 } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText(m.studioNotFound)).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Any other failure: the load error and a retry. */
export const StudioLoadFailed: Story = {
  args: { studioFailure: { status: 500 } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText(m.studioLoadFailed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Повторить попытку' })).toBeEnabled();
  },
};

/** The form: step 1, services, master and slot search locked. */
export const Contacts: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: storyStudio.studio.name });
    await expect(canvas.getByText('ООО «Гладкость»')).toBeVisible();
    await expect(canvas.getByText('Минск, ул. Ленина, 1')).toBeVisible();
    const phone = canvas.getByRole('link', { name: '+375291112233' });
    await expect(phone).toBeVisible();
    await expect(phone).toHaveAttribute('href', 'tel:+375291112233');
    // The theme's muted text, not the browser's link blue (unreadable on the dark widget theme).
    await expect(getComputedStyle(phone).color).toBe(getComputedStyle(phone.parentElement!).color);
    await expect(currentStep(canvas)).toHaveTextContent('Контакты');
    await expect(canvas.getByRole('checkbox', { name: /Лазер: голени/ })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Мастер' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Найти свободное время' })).toBeDisabled();
    await expect(canvas.getByText('Сначала заполните имя и телефон')).toBeVisible();
    // Nothing chosen yet: the total already speaks the studio's currency.
    await expect(canvas.getByText(/^Итого:/)).toHaveTextContent('Итого: 0,00 BYN');
  },
};

/** Name and phone unlock the services (step 2). */
export const Services: Story = {
  play: async ({ canvas }) => {
    await fillContacts(canvas);
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: /Лазер/ })).toBeEnabled());
    await expect(currentStep(canvas)).toHaveTextContent('Услуги');
    await expect(canvas.getByRole('combobox', { name: 'Мастер' })).toBeDisabled();
    await expect(canvas.getByLabelText(/^Телефон/)).toHaveFocus();
  },
};

/** A service unlocks the master select: the studio's masters, none chosen yet (step 3). */
export const Master: Story = {
  play: async ({ canvas }) => {
    await fillContacts(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: /Лазер: голени/ }));
    await expect(canvas.getByText(/Итого: 100,00/)).toBeVisible();
    const master = canvas.getByRole('combobox', { name: 'Мастер' });
    await waitFor(() => expect(master).toBeEnabled());
    await expect(master).toHaveDisplayValue('— выберите мастера —');
    // The placeholder cannot be chosen again; the masters follow it.
    const options = within(master).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      '— выберите мастера —',
      'Ольга — лазер',
      'Ирина',
    ]);
    await expect(options[0]).toBeDisabled();
    await expect(currentStep(canvas)).toHaveTextContent('Мастер');
    master.focus();
    await expect(master).toHaveFocus();
  },
};

/** A master unlocks the search; the free slots are listed (step 4). */
export const SlotsListed: Story = {
  play: async ({ canvas }) => {
    const group = await listSlots(canvas);
    await expect(within(group).getAllByRole('radio')).toHaveLength(3);
    await expect(currentStep(canvas)).toHaveTextContent('Время');
  },
};

/** The search found nothing. */
export const NoSlots: Story = {
  args: { slots: { slots: [] } },
  play: async ({ canvas }) => {
    await chooseServiceAndMaster(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Найти свободное время' }));
    await expect(await canvas.findByText(m.noSlots)).toBeVisible();
  },
};

/** The search failed. */
export const SlotSearchFailed: Story = {
  args: { slots: 'fail' },
  play: async ({ canvas }) => {
    await chooseServiceAndMaster(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Найти свободное время' }));
    await expect(await canvas.findByText(m.slotSearchFailed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Найти свободное время' })).toBeEnabled();
  },
};

/** A slot chosen: the last step; changing the services clears it. */
export const ChangingServicesClearsSlot: Story = {
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    await readyToBook(canvas);
    await expect(currentStep(canvas)).toHaveTextContent('Запись');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Воск: руки/ }));
    await waitFor(() => expect(canvas.queryByRole('radiogroup')).toBeNull());
    await expect(currentStep(canvas)).toHaveTextContent('Время');
  },
};

/** Submit with nothing filled: the contacts message. */
export const ContactsRequired: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1 });
    await userEvent.click(canvas.getByRole('button', { name: 'Записаться' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(m.contactsRequired);
  },
};

/** Contacts only: the services message. */
export const ServicesRequired: Story = {
  play: async ({ canvas }) => {
    await fillContacts(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Записаться' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(m.servicesRequired);
  },
};

/** A service but no master: the master message. */
export const MasterRequired: Story = {
  play: async ({ canvas }) => {
    await fillContacts(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: /Лазер: голени/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Записаться' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(m.masterRequired);
  },
};

/** A master but no slot: the time message. */
export const TimeRequired: Story = {
  play: async ({ canvas }) => {
    await listSlots(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Записаться' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(m.timeRequired);
  },
};

/** The booking is being created: the form is locked. */
export const Submitting: Story = {
  tags: ['no-visual'],
  args: { bookHangs: true },
  play: async ({ canvas }) => {
    await readyToBook(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Записаться' }));
    await expect(await canvas.findByRole('button', { name: /Создаём запись/ })).toBeDisabled();
    await expect(canvas.getByLabelText(/^Имя/)).toBeDisabled();
  },
};

/** Booked: the server's message; the page opens the success page 2 s later. */
export const Booked: Story = {
  play: async ({ canvas, args }) => {
    await readyToBook(canvas);
    await userEvent.type(canvas.getByLabelText(/Комментарий/), 'Первый раз');
    await userEvent.click(canvas.getByRole('button', { name: 'Записаться' }));
    await expect(
      await canvas.findByText('Запись создана и ожидает подтверждения администратора'),
    ).toBeVisible();
    await waitFor(() =>
      expect(args.onBook).toHaveBeenCalledWith({
        studioId: storyStudio.studio.id,
        payload: {
          client_data: { name: 'Анна', phone: '+375291234567' },
          master_id: storyStudio.masters[0]!.id,
          service_ids: [storyStudio.services[0]!.id],
          date: '2026-03-11',
          start_time: '09:00',
          end_time: '10:00',
          total_price: 100,
          notes: 'Первый раз',
        },
      }),
    );
  },
};

/** A lost race (409): the message and fresh slots; contacts and services are kept. */
export const SlotTaken: Story = {
  args: { bookFailure: { status: 409, detail: 'Это время уже занято. Выберите другое.' } },
  play: async ({ canvas }) => {
    await readyToBook(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Записаться' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Это время уже занято. Выберите другое.',
    );
    const group = await canvas.findByRole('radiogroup', { name: 'Свободное время' });
    await waitFor(() => expect(within(group).getAllByRole('radio')).toHaveLength(2));
    await expect(within(group).queryByRole('radio', { name: '11 марта, 09:00–10:00' })).toBeNull();
    await expect(canvas.getByLabelText(/^Имя/)).toHaveValue('Анна');
    await expect(canvas.getByRole('checkbox', { name: /Лазер: голени/ })).toBeChecked();
    await expect(currentStep(canvas)).toHaveTextContent('Время');
  },
};

/** Any other failure without a detail: the spec's fallback; the chosen slot stays. */
export const BookingFailed: Story = {
  args: { bookFailure: { status: 500 } },
  play: async ({ canvas }) => {
    await readyToBook(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Записаться' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(m.bookingFailed);
    await expect(canvas.getByRole('radio', { name: '11 марта, 09:00–10:00' })).toBeChecked();
  },
};

/** 320 px: the filled form fits without sideways scrolling. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' }, theme: 'widget' },
  play: async ({ canvas, canvasElement }) => {
    await listSlots(canvas);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
