// The demo plan, before any database: what the demo shows must hold for any day it is seeded on.
import { describe, expect, it } from 'vitest';
import { addMonths, parseTime } from '@beautydesk/domain/rules/dates';
import { effectiveDay, validateSchedule, workingSlots } from '@beautydesk/domain/rules/schedule';
import { masterScheduleSchema } from '@beautydesk/domain/schemas/schedule';
import { validateClientForm } from '@beautydesk/domain/rules/validation/client-form';
import { DEMO_SERVICES, SERVICE_TYPES } from './catalogue.ts';
import { APPOINTMENT_STATUSES } from '@beautydesk/domain/schemas/appointments';
import { contactSchema } from '@beautydesk/domain/schemas/clients';
import { DEMO_CLIENT_COUNT, DEMO_NOW, planDemoBusiness, type DemoPlan } from './plan.ts';

const currencies = { BY: 'BYN', RU: 'RUB' } as const;
// A Saturday, a Sunday, a Monday, a month end and a leap day.
const DAYS = ['2026-11-21', '2026-11-22', '2026-11-23', '2027-01-31', '2028-02-29'];
const plans = new Map<string, DemoPlan>(
  DAYS.map((today) => [today, planDemoBusiness({ today, currencies })]),
);
const minutes = (time: string): number => parseTime(time) ?? Number.NaN;

describe.each(DAYS)('the demo plan seeded on %s', (today) => {
  const plan = plans.get(today) as DemoPlan;
  const live = plan.appointments.filter((a) => a.status !== 'cancelled' && a.status !== 'no_show');

  it('is the same every time for the same day', () => {
    expect(planDemoBusiness({ today, currencies })).toEqual(plan);
  });

  it('has six masters, three per studio, each with a valid schedule covering the appointments', () => {
    expect(plan.masters).toHaveLength(6);
    expect(plan.masters.filter((m) => m.def.studio === 'BY')).toHaveLength(3);
    expect(plan.masters.filter((m) => m.def.studio === 'RU')).toHaveLength(3);
    for (const { def, schedule } of plan.masters) {
      expect(masterScheduleSchema.parse(schedule)).toEqual(schedule);
      expect(validateSchedule(schedule), def.name).toEqual([]);
      expect(schedule.activeFrom <= plan.from && schedule.activeUntil >= plan.to).toBe(true);
      expect(def.coefficient).toBeGreaterThanOrEqual(0.8);
      expect(def.coefficient).toBeLessThanOrEqual(1.5);
    }
    const anna = plan.masters.find((m) => m.def.name.startsWith('Анна '));
    expect(anna?.def.types).toContain('laser');
    expect(plan.masters.filter((m) => m.def.account)).toHaveLength(1);
  });

  it('has 200 clients with unique phones, one preferred contact each, valid contacts', () => {
    expect(plan.clients).toHaveLength(DEMO_CLIENT_COUNT);
    const phones = plan.clients.flatMap((client) => client.phones);
    expect(new Set(phones).size).toBe(phones.length);
    for (const client of plan.clients) {
      expect(
        client.contacts.filter((contact) => contact.preferred),
        client.name,
      ).toHaveLength(1);
      expect(client.phones.length).toBeGreaterThan(0);
      expect(client.phones.every((phone) => /^\+\d{11,12}$/.test(phone))).toBe(true);
      expect(client.phones[0]?.startsWith(client.studio === 'BY' ? '+375' : '+7')).toBe(true);
      const contacts = client.contacts.map((contact) => contactSchema.parse(contact));
      expect(contacts).toEqual(client.contacts);
      expect(validateClientForm({ name: client.name, contacts }).errors, client.name).toEqual([]);
      expect(client.searchText).toBe(
        [client.name, ...client.contacts.map((c) => c.value)].join(' ').toLowerCase(),
      );
    }
    expect(new Set(plan.clients.map((client) => client.name)).size).toBe(DEMO_CLIENT_COUNT);
    for (const type of ['telegram', 'instagram', 'email']) {
      expect(plan.clients.some((client) => client.contacts.some((c) => c.type === type))).toBe(
        true,
      );
    }
  });

  it('spans two months back and one ahead, with every status where it belongs', () => {
    expect(plan.from).toBe(addMonths(today, -2));
    expect(plan.to).toBe(addMonths(today, 1));
    const statuses = new Set(plan.appointments.map((a) => a.status));
    expect([...statuses].sort()).toEqual([...APPOINTMENT_STATUSES].sort());
    for (const a of plan.appointments) {
      expect(a.date >= plan.from && a.date <= plan.to).toBe(true);
      const over = a.date < today || (a.date === today && a.end <= DEMO_NOW);
      if (over) expect(['completed', 'cancelled', 'no_show']).toContain(a.status);
      else expect(['scheduled', 'confirmed', 'in_progress', 'cancelled']).toContain(a.status);
      if (a.status === 'in_progress') {
        expect(a.date).toBe(today);
        expect(a.start <= DEMO_NOW && a.end > DEMO_NOW).toBe(true);
      }
      expect(a.cancellationReason !== null).toBe(a.status === 'cancelled');
      expect(a.cancelledAt !== null).toBe(a.status === 'cancelled');
      if (a.isNewOnlineBooking) {
        expect(a.isOnlineBooking).toBe(true);
        expect(a.status).toBe('scheduled');
        expect(a.clientConfirmed).toBeNull();
        expect(a.date >= today).toBe(true);
      }
    }
    expect(plan.appointments.some((a) => a.isNewOnlineBooking)).toBe(true);
    expect(plan.appointments.some((a) => a.isOnlineBooking && a.status === 'completed')).toBe(true);
  });

  it('keeps each master inside working hours and never double-books a master or a client', () => {
    for (const a of plan.appointments) {
      const master = plan.masters[a.master];
      expect(master?.def.studio).toBe(a.studio);
      const slots = workingSlots(effectiveDay(master!.schedule, a.date));
      expect(
        slots.some((slot) => slot.start <= a.start && a.end <= slot.end),
        `${master?.def.name} ${a.date} ${a.start}`,
      ).toBe(true);
      expect(minutes(a.end) - minutes(a.start)).toBe(
        a.services.reduce((sum, s) => sum + (DEMO_SERVICES[s]?.durationMin ?? 0), 0),
      );
      expect(plan.clients[a.client]?.studio).toBe(a.studio);
    }
    const overlaps = (list: typeof plan.appointments) =>
      list.some((a, i) =>
        list.some((b, j) => i < j && a.date === b.date && a.start < b.end && b.start < a.end),
      );
    for (let m = 0; m < plan.masters.length; m += 1) {
      expect(overlaps(plan.appointments.filter((a) => a.master === m))).toBe(false);
    }
    plan.clients.forEach((_client, index) => {
      expect(overlaps(plan.appointments.filter((a) => a.client === index))).toBe(false);
    });
    // Inactive clients have no appointments from today on.
    for (const a of live) {
      if (a.date >= today) expect(plan.clients[a.client]?.isActive).toBe(true);
    }
  });

  it('prices each appointment at the studio price times the master coefficient', () => {
    for (const a of plan.appointments) {
      const base = a.services.reduce(
        (sum, s) => sum + (DEMO_SERVICES[s]?.prices[a.studio] ?? Number.NaN),
        0,
      );
      const coefficient = plan.masters[a.master]?.def.coefficient ?? Number.NaN;
      expect(a.totalPrice).toBeCloseTo(base * coefficient, 2);
      expect(a.currency).toBe(currencies[a.studio]);
      for (const s of a.services) {
        expect(plan.masters[a.master]?.def.types).toContain(DEMO_SERVICES[s]?.type);
      }
    }
  });

  it("keeps every client's statistics consistent with their appointments", () => {
    plan.clients.forEach((client, index) => {
      const own = plan.appointments.filter((a) => a.client === index);
      const done = own.filter((a) => a.status === 'completed');
      const cancelled = own.filter((a) => a.status === 'cancelled').length;
      const noShow = own.filter((a) => a.status === 'no_show').length;
      const spent = done.reduce((sum, a) => sum + a.totalPrice, 0);
      expect(client.stats.total_visits).toBe(done.length);
      expect(client.stats.attended).toBe(done.length);
      expect(client.stats.cancelled).toBe(cancelled);
      expect(client.stats.rescheduled).toBe(own.reduce((sum, a) => sum + a.rescheduleCount, 0));
      expect(client.stats.total_spent).toBeCloseTo(spent, 2);
      expect(client.stats.ltv).toBe(client.stats.total_spent);
      expect(client.stats.last_visit).toBe(
        done
          .map((a) => a.date)
          .sort()
          .at(-1) ?? null,
      );
      const finished = done.length + cancelled + noShow;
      expect(client.stats.reliability).toBeCloseTo(
        finished ? (done.length / finished) * 100 : 100,
        2,
      );
    });
    expect(plan.clients.some((client) => client.stats.reliability <= 80)).toBe(true);
    expect(plan.clients.some((client) => client.stats.ltv >= 1000)).toBe(true);
  });
});

describe('the demo catalogue', () => {
  it('offers every service type, one service in one studio only', () => {
    expect(new Set(DEMO_SERVICES.map((s) => s.type))).toEqual(new Set(SERVICE_TYPES));
    const single = DEMO_SERVICES.filter((s) => Object.keys(s.prices).length === 1);
    expect(single.map((s) => s.name)).toEqual(['Электроэпиляция зоны бикини']);
    expect(DEMO_SERVICES.map((s) => s.name)).toContain('Лазерная эпиляция подмышек');
    expect(DEMO_SERVICES.map((s) => s.name)).toContain('Воск голени');
  });
});
