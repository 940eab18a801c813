// Contract tests: packages/api's public booking calls (no sign-in) against a real server process;
// every answer passes through the client's domain schemas, every failure through its errors.
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@beautydesk/api/errors';
import {
  createPublicBooking,
  findPublicOptimalSlots,
  getPublicStudioInfo,
} from '@beautydesk/api/public';
import { addDays } from '@beautydesk/domain/rules/dates';
import { setUpBookingServers } from '../support/booking-server.ts';
import { configureAgainst, failureOf } from '../support/contract.ts';
import { STUDIO_TODAY } from '../support/studio-today.ts';

const today = STUDIO_TODAY;

describe('packages/api public booking against the real server', () => {
  const setup = setUpBookingServers('pglite', {
    NODE_ENV: 'contract',
    JWT_SECRET: 'contract-public-'.padEnd(48, 'x'),
    AUTH_RATE_LIMIT: 'off',
  });
  beforeEach(() => {
    configureAgainst(setup.server);
  });

  it('reads the studio info in the page shape', async () => {
    const { data } = setup;
    const info = await getPublicStudioInfo(data.studioA);
    expect(info.licenseName).toBe('Laser Room');
    expect(info.services.find((s) => s.id === data.laser)).toMatchObject({
      durationMin: 60,
      price: 100,
      currency: 'BYN',
      type: 'laser',
    });
    expect(info.masters.find((m) => m.id === data.master)).toMatchObject({
      name: 'Анна Лазерова',
      specialization: 'Лазерная эпиляция',
    });
    const missing = await failureOf(() => getPublicStudioInfo(crypto.randomUUID()));
    expect(missing).toBeInstanceOf(ApiError);
    expect((missing as ApiError).status).toBe(404);
  });

  it('finds slots over the default horizon and books the first one', async () => {
    const { data } = setup;
    const { slots } = await findPublicOptimalSlots(data.studioA, {
      service_ids: [data.laser],
      master_id: data.master2,
    });
    expect(slots.length).toBeGreaterThan(0);
    const [slot] = slots;
    expect(slot && slot.date >= today && slot.date <= addDays(today, 14)).toBe(true);
    const answer = await createPublicBooking(data.studioA, {
      client_data: { name: 'Мария', phone: '+375 29 111-22-33', email: '', notes: '' },
      master_id: data.master2,
      service_ids: [data.laser],
      date: slot?.date as string,
      start_time: slot?.start_time as string,
      end_time: slot?.end_time as string,
      total_price: 100,
      notes: '',
    });
    expect(answer.appointment_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.message).toBe('Запись создана и ожидает подтверждения администратора');
    const lost = await failureOf(() =>
      createPublicBooking(data.studioA, {
        client_data: { name: 'Пётр', phone: '+375291112234' },
        master_id: data.master2,
        service_ids: [data.laser],
        date: slot?.date as string,
        start_time: slot?.start_time as string,
        end_time: slot?.end_time as string,
      }),
    );
    expect(lost).toMatchObject({
      status: 409,
      detail: 'Это время уже занято. Выберите другое окно.',
    });
  });
});
