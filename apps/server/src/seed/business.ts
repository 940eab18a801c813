// Writes the demo plan into the demo license: masters, services with per-studio prices, clients
// with their phones, appointments. One tenant transaction, multi-row inserts.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { IsoDate } from '@beautydesk/domain/rules/dates';
import type { Db } from '../db/database.ts';
import {
  appointments,
  clientPhones,
  clients,
  masters,
  serviceStudioPricing,
  services,
  users,
} from '../db/schema.ts';
import { withTenant, type TenantScope, type TenantTable } from '../db/tenant.ts';
import { DEMO_SERVICES, type DemoStudioKey } from './catalogue.ts';
import { planDemoBusiness, type DemoPlan } from './plan.ts';

export interface DemoStudio {
  id: string;
  key: DemoStudioKey;
  currency: string;
}

/** Rows per INSERT: well under the 65,535 bind parameters a statement may carry. */
const CHUNK = 1000;

async function insertChunked<T extends TenantTable>(
  t: TenantScope,
  table: T,
  rows: Omit<T['$inferInsert'], 'license_id'>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await t.tx
      .insert(table)
      .values(
        rows.slice(i, i + CHUNK).map((row) => ({ ...row, license_id: t.licenseId })) as never,
      );
  }
}

/**
 * Seeds the business data of the demo license for `today` and links the account `masterEmail`
 * to its master. Returns the plan it wrote.
 */
export async function seedDemoBusiness(
  db: Db,
  input: { licenseId: string; studios: readonly DemoStudio[]; today: IsoDate; masterEmail: string },
): Promise<DemoPlan> {
  const studioOf = new Map(input.studios.map((studio) => [studio.key, studio]));
  const studio = (key: DemoStudioKey): DemoStudio => {
    const found = studioOf.get(key);
    if (!found) throw new Error(`demo studio ${key} is missing`);
    return found;
  };
  const plan = planDemoBusiness({
    today: input.today,
    currencies: { BY: studio('BY').currency, RU: studio('RU').currency },
  });
  const masterIds = plan.masters.map(() => randomUUID());
  const serviceIds = DEMO_SERVICES.map(() => randomUUID());
  const clientIds = plan.clients.map(() => randomUUID());

  await withTenant(db, input.licenseId, async (t) => {
    await insertChunked(
      t,
      masters,
      plan.masters.map(({ def, schedule }, index) => ({
        id: masterIds[index],
        name: def.name,
        phone: def.phone,
        email: def.email,
        studio_id: studio(def.studio).id,
        qualification: def.qualification,
        coefficient: def.coefficient,
        schedule: schedule as unknown as Record<string, unknown>,
        notes: def.notes,
      })),
    );
    await insertChunked(
      t,
      services,
      DEMO_SERVICES.map((service, index) => ({
        id: serviceIds[index],
        name: service.name,
        type: service.type,
        description: service.description,
        duration_min: service.durationMin,
        is_active: true,
      })),
    );
    await insertChunked(
      t,
      serviceStudioPricing,
      DEMO_SERVICES.flatMap((service, index) =>
        Object.entries(service.prices).map(([key, price]) => ({
          service_id: serviceIds[index] as string,
          studio_id: studio(key as DemoStudioKey).id,
          base_price: price,
          currency: studio(key as DemoStudioKey).currency,
        })),
      ),
    );
    await insertChunked(
      t,
      clients,
      plan.clients.map((client, index) => ({
        id: clientIds[index],
        name: client.name,
        birth_date: client.birthDate,
        notes: client.notes,
        contacts: client.contacts,
        search_text: client.searchText,
        ...client.stats,
        is_active: client.isActive,
        created_at: client.createdAt,
        updated_at: client.createdAt,
      })),
    );
    await insertChunked(
      t,
      clientPhones,
      plan.clients.flatMap((client, index) =>
        client.phones.map((phone) => ({ client_id: clientIds[index] as string, phone })),
      ),
    );
    await insertChunked(
      t,
      appointments,
      plan.appointments.map((appointment) => ({
        client_id: clientIds[appointment.client] as string,
        master_id: masterIds[appointment.master] as string,
        studio_id: studio(appointment.studio).id,
        service_ids: appointment.services.map((index) => serviceIds[index] as string),
        date: appointment.date,
        start_time: appointment.start,
        end_time: appointment.end,
        status: appointment.status,
        reminder_status: appointment.reminderStatus,
        client_confirmed: appointment.clientConfirmed,
        is_online_booking: appointment.isOnlineBooking,
        is_new_online_booking: appointment.isNewOnlineBooking,
        total_price: appointment.totalPrice,
        currency: appointment.currency,
        notes: appointment.notes,
        cancellation_reason: appointment.cancellationReason,
        cancelled_at: appointment.cancelledAt,
        reschedule_count: appointment.rescheduleCount,
        created_at: appointment.createdAt,
        updated_at: appointment.cancelledAt ?? appointment.createdAt,
      })),
    );
  });

  const accountMaster = plan.masters.findIndex(({ def }) => def.account);
  if (accountMaster >= 0) {
    await db
      .update(users)
      .set({ master_id: masterIds[accountMaster] })
      .where(eq(users.email, input.masterEmail));
  }
  return plan;
}
