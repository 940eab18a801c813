// Stories only: the demo studio the public booking stories book with.
import type { SlotsResponse } from '@beautydesk/domain/schemas/appointments';
import type { PublicStudioInfo } from '@beautydesk/domain/schemas/public-booking';

export const STORY_TODAY = '2026-03-10';

export const storyStudio: PublicStudioInfo = {
  studio: {
    id: '5b1c2a90-1b2c-4d5e-8f90-0a1b2c3d4e51',
    name: 'Гладкость на Ленина',
    address: 'Минск, ул. Ленина, 1',
    phone: '+375291112233',
    description: 'Лазерная и восковая эпиляция в центре города.',
  },
  licenseName: 'ООО «Гладкость»',
  services: [
    {
      id: 'a1111111-0000-4000-8000-000000000001',
      name: 'Лазер: голени',
      durationMin: 60,
      price: 100,
      currency: 'BYN',
      description: null,
      type: 'laser',
    },
    {
      id: 'a1111111-0000-4000-8000-000000000002',
      name: 'Воск: руки',
      durationMin: 30,
      price: 50.5,
      currency: 'BYN',
      description: null,
      type: 'wax',
    },
  ],
  masters: [
    { id: 'b2222222-0000-4000-8000-000000000001', name: 'Ольга', specialization: 'лазер' },
    { id: 'b2222222-0000-4000-8000-000000000002', name: 'Ирина', specialization: null },
  ],
};

export const storySlots: SlotsResponse = {
  slots: [
    { date: '2026-03-11', start_time: '09:00', end_time: '10:00' },
    { date: '2026-03-11', start_time: '12:30', end_time: '13:30' },
    { date: '2026-03-12', start_time: '15:30', end_time: '16:30' },
  ],
};

/** The slots offered again after a lost race: the taken one is gone. */
export const storySlotsAfterRace: SlotsResponse = { slots: storySlots.slots.slice(1) };

export const STORY_APPOINTMENT_ID = '3f2a9c1e-77aa-4b1d-9f00-123456789abc';
