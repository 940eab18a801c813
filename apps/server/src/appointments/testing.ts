// Test data for the appointment and public booking tests: a studio's masters, services with prices
// and clients written straight into a license (their own routes are another area's).
import { eq } from 'drizzle-orm';
import type { MasterSchedule } from '@beautydesk/domain/schemas/schedule';
import { WEEKDAYS } from '@beautydesk/domain/schemas/schedule';
import { addDays } from '@beautydesk/domain/rules/dates';
import { FALLBACK_TIME_ZONE } from '@beautydesk/domain/rules/time-zones';
import type { Db } from '../db/database.ts';
import {
  clientPhones,
  clients,
  countries,
  masters,
  serviceStudioPricing,
  services,
  studios,
  users,
} from '../db/schema.ts';
import { withTenant } from '../db/tenant.ts';
import { studioClock } from './store.ts';

/**
 * The fixture studios' zone: the demo studios' (Minsk), so every test reads "today" one way, on
 * the studios' clock (tests/support/studio-today.ts), on any machine at any hour; the time-zone
 * tests create studios with other zones.
 */
export const FIXTURE_TIME_ZONE = FALLBACK_TIME_ZONE;

/** Today and now in the fixture studios (FIXTURE_TIME_ZONE). */
export const fixtureClock = () => studioClock(FIXTURE_TIME_ZONE, new Date());

/** Every day 09:00–18:00 from yesterday to 60 days ahead, so tests do not depend on the weekday. */
export function everyDaySchedule(today = fixtureClock().today): MasterSchedule {
  const day = { isWorking: true, slots: [{ start: '09:00', end: '18:00' }] };
  return {
    template: Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, day])) as never,
    customDays: {},
    activeFrom: addDays(today, -1),
    activeUntil: addDays(today, 60),
  };
}

export interface BookingData {
  licenseId: string;
  /** Studio A (in Беларусь, BYN) where everything is bookable; studio B (Россия, RUB). */
  studioA: string;
  studioB: string;
  /** Active, coefficient 1.5, in studio A; works every day 09:00–18:00. */
  master: string;
  /** Active, coefficient 1.0, in studio A. */
  master2: string;
  /** Inactive, in studio A. */
  inactiveMaster: string;
  /** Active, in studio B. */
  masterB: string;
  /** Laser, 60 min, 100.00 BYN in A, 2000 RUB in B. */
  laser: string;
  /** Wax, 30 min, 45.50 BYN in A. */
  wax: string;
  /** Inactive service priced in A. */
  inactiveService: string;
  /** Active service without a price in A. */
  unpriced: string;
  client: string;
  /** Phone of `client`, normalised. */
  clientPhone: string;
  inactiveClient: string;
}

let counter = 0;

/** Writes the data into `licenseId` (studios A and B are created unless given). */
export async function seedBookingData(
  db: Db,
  licenseId: string,
  given: { studioA?: string; studioB?: string } = {},
): Promise<BookingData> {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  const [by] = await db.select().from(countries).where(eq(countries.code, 'BY'));
  const [ru] = await db.select().from(countries).where(eq(countries.code, 'RU'));
  return withTenant(db, licenseId, async (t) => {
    const studio = async (name: string, countryId: string) =>
      (
        await t.insert(studios, {
          name,
          country_id: countryId,
          time_zone: FIXTURE_TIME_ZONE,
          city: 'Город',
          address: 'ул. Тестовая, 1',
          phone: '+375290000000',
        })
      )[0]?.id as string;
    const studioA = given.studioA ?? (await studio(`Студия A ${tag}`, by?.id as string));
    const studioB = given.studioB ?? (await studio(`Студия B ${tag}`, ru?.id as string));
    const master = async (name: string, studioId: string, extra: object = {}) =>
      (
        await t.insert(masters, {
          name,
          phone: '+375291111111',
          qualification: 'Лазерная эпиляция',
          studio_id: studioId,
          schedule: everyDaySchedule() as never,
          ...extra,
        })
      )[0]?.id as string;
    const service = async (name: string, type: string, duration: number, active = true) =>
      (
        await t.insert(services, {
          name,
          type,
          duration_min: duration,
          is_active: active,
          description: `${name}: описание`,
        })
      )[0]?.id as string;
    const data = {
      licenseId,
      studioA,
      studioB,
      master: await master('Анна Лазерова', studioA, { coefficient: 1.5 }),
      master2: await master('Вера Воскова', studioA),
      inactiveMaster: await master('Неактивный мастер', studioA, { is_active: false }),
      masterB: await master('Мастер Б', studioB),
      laser: await service('Лазер: голени', 'laser', 60),
      wax: await service('Воск: руки', 'wax', 30),
      inactiveService: await service('Старая услуга', 'electro', 45, false),
      unpriced: await service('Консультация', 'consultation', 20),
      client: '',
      clientPhone: `+37529${String(1000000 + counter).slice(-7)}`,
      inactiveClient: '',
    };
    await t.insert(serviceStudioPricing, [
      { service_id: data.laser, studio_id: studioA, base_price: 100, currency: 'BYN' },
      { service_id: data.laser, studio_id: studioB, base_price: 2000, currency: 'RUB' },
      { service_id: data.wax, studio_id: studioA, base_price: 45.5, currency: 'BYN' },
      { service_id: data.inactiveService, studio_id: studioA, base_price: 10, currency: 'BYN' },
    ]);
    const contact = (value: string) => [
      { type: 'call', value, preferred: true, verified: false, notes: null },
    ];
    data.client = (
      await t.insert(clients, {
        name: 'Ольга Клиентова',
        contacts: contact(data.clientPhone),
        search_text: `ольга клиентова ${data.clientPhone}`,
      })
    )[0]?.id as string;
    await t.insert(clientPhones, { client_id: data.client, phone: data.clientPhone });
    data.inactiveClient = (
      await t.insert(clients, { name: 'Архивный клиент', is_active: false })
    )[0]?.id as string;
    return data;
  });
}

/** Makes the account with this e-mail the given master (users.master_id). */
export async function linkMasterAccount(db: Db, email: string, masterId: string): Promise<void> {
  await db.update(users).set({ master_id: masterId }).where(eq(users.email, email));
}
