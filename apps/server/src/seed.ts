// Demo data on first start: when the database holds no license yet (and SEED is not off), a demo
// license with its owner, administrator and master, and two platform superadmins (full and safe).
// Then two studios of the demo license (Минск and Москва) and its business data (seed/): six
// masters, services of every type priced per studio, 200 clients, three months of appointments.
import { defaultTimeZoneForCountry, wallClockAt } from '@beautydesk/domain/rules/time-zones';
import { count } from 'drizzle-orm';
import { type IsoDate } from '@beautydesk/domain/rules/dates';
import type { Db } from './db/database.ts';
import { sqlState, SQLSTATE } from './db/database.ts';
import { countries, licenses, studios, users } from './db/schema.ts';
import { withTenant } from './db/tenant.ts';
import { hashPassword } from './auth/passwords.ts';
import { findUserByEmail } from './auth/users.ts';
import { createLicense } from './onboarding/licenses.ts';
import { seedDemoBusiness, type DemoStudio } from './seed/business.ts';

export interface DemoLogin {
  role: string;
  email: string;
  password: string;
  fullName: string;
}

export const DEMO_LICENSE_NAME = 'Laser Room';

/** Known demo passwords, printed at start: demo data only, never for real accounts. */
export const DEMO_LOGINS = {
  owner: {
    role: 'владелец',
    email: 'owner@demo.beautydesk.local',
    password: 'owner123',
    fullName: 'Ольга Смирнова',
  },
  administrator: {
    role: 'администратор',
    email: 'admin@demo.beautydesk.local',
    password: 'admin123',
    fullName: 'Ирина Кузнецова',
  },
  master: {
    role: 'мастер',
    email: 'master@demo.beautydesk.local',
    password: 'master123',
    fullName: 'Мария Иванова',
  },
  superadmin: {
    role: 'администратор платформы',
    email: 'superadmin@demo.beautydesk.local',
    password: 'superadmin123',
    fullName: 'Администратор платформы',
  },
  superadminSafe: {
    role: 'администратор платформы (безопасный режим)',
    email: 'superadmin-safe@demo.beautydesk.local',
    password: 'superadmin123',
    fullName: 'Наблюдатель платформы',
  },
} as const satisfies Record<string, DemoLogin>;

/**
 * Today on the demo studios' clock (Minsk; Moscow keeps the same time): the day the demo
 * appointments are laid out around, whatever the server's TZ (issue 18).
 */
export function demoToday(now: Date = new Date()): IsoDate {
  return wallClockAt(defaultTimeZoneForCountry(DEMO_STUDIOS[0].country), now).today;
}

export async function seedDemoData(
  db: Db,
  today: IsoDate = demoToday(),
): Promise<DemoLogin[] | null> {
  const [existing] = await db.select({ n: count() }).from(licenses);
  if ((existing?.n ?? 0) === 0) {
    try {
      await seed(db, today);
    } catch (error) {
      // Another instance seeded the same accounts first.
      if (sqlState(error) !== SQLSTATE.uniqueViolation) throw error;
    }
  }
  return (await findUserByEmail(db, DEMO_LOGINS.owner.email)) ? Object.values(DEMO_LOGINS) : null;
}

async function seed(db: Db, today: IsoDate): Promise<void> {
  const { licenseId, roles } = await createLicense(db, { name: DEMO_LICENSE_NAME });
  const accounts = [
    { login: DEMO_LOGINS.owner, platformRole: 'license_owner', roleId: roles.owner },
    { login: DEMO_LOGINS.administrator, platformRole: null, roleId: roles.administrator },
    { login: DEMO_LOGINS.master, platformRole: null, roleId: roles.master },
    { login: DEMO_LOGINS.superadmin, platformRole: 'platform_superadmin', roleId: null },
    { login: DEMO_LOGINS.superadminSafe, platformRole: 'platform_superadmin_safe', roleId: null },
  ];
  const rows = await Promise.all(
    accounts.map(async ({ login, platformRole, roleId }) => ({
      email: login.email,
      password_hash: await hashPassword(login.password),
      full_name: login.fullName,
      license_id: roleId ? licenseId : null,
      business_role_id: roleId,
      platform_role: platformRole,
      email_confirmed_at: new Date(),
    })),
  );
  await db.insert(users).values(rows);
  const demoStudios = await seedDemoStudios(db, licenseId);
  await seedDemoBusiness(db, {
    licenseId,
    studios: demoStudios,
    today,
    masterEmail: DEMO_LOGINS.master.email,
  });
}

/** The demo studios: one in Minsk (BYN), one in Moscow (RUB), in the countries migration 0005 seeds. */
export const DEMO_STUDIOS = [
  {
    country: 'BY',
    name: 'Laser Room Минск',
    city: 'Минск',
    address: 'пр-т Независимости, 45',
    phone: '+375 29 123-45-67',
    email: 'minsk@demo.beautydesk.local',
    description: 'Лазерная эпиляция и уход за кожей в центре Минска',
  },
  {
    country: 'RU',
    name: 'Laser Room Москва',
    city: 'Москва',
    address: 'ул. Тверская, 12',
    phone: '+7 495 123-45-67',
    email: 'moscow@demo.beautydesk.local',
    description: 'Лазерная и восковая эпиляция у метро Тверская',
  },
] as const;

async function seedDemoStudios(db: Db, licenseId: string): Promise<DemoStudio[]> {
  const known = await db
    .select({ id: countries.id, code: countries.code, currency: countries.currency_code })
    .from(countries);
  const countryOf = new Map(known.map((row) => [row.code, row]));
  const seeded: DemoStudio[] = [];
  // One transaction each, so created_at (the lists' order) follows DEMO_STUDIOS.
  for (const { country, ...studio } of DEMO_STUDIOS) {
    const found = countryOf.get(country);
    if (!found) throw new Error(`country ${country} is missing (migration 0005)`);
    const [row] = await withTenant(db, licenseId, (t) =>
      t.insert(studios, {
        ...studio,
        country_id: found.id,
        time_zone: defaultTimeZoneForCountry(country),
      }),
    );
    if (row) seeded.push({ id: row.id, key: country, currency: found.currency });
  }
  return seeded;
}

/** The lines main.ts prints after the URL. */
export function demoLoginLines(logins: readonly DemoLogin[]): string[] {
  return [
    `Demo data (${DEMO_LICENSE_NAME}). Sign in as:`,
    ...logins.map(
      (login) => `  ${login.email.padEnd(40)} ${login.password.padEnd(14)} ${login.role}`,
    ),
  ];
}
