// What an outside fuzzer and a security review found (issue 28), each pinned against a real server
// process: bad input answers 400 (never 500), the development outbox is closed to strangers,
// signing out ends the access token at once, stored URLs are http(s) only, rules the server holds
// (owner's profile, role names, clearable fields, task enums, birth dates, the studio's currency),
// authentication before validation, and the Permissions-Policy header.
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@beautydesk/domain/rules/dates';
import {
  DEMO_ACCOUNTS,
  jsonClient,
  setUpApiServer,
  setUpDemoServer,
  signInAll,
  type JsonCall,
} from '../support/api-client.ts';
import { STUDIO_TODAY } from '../support/studio-today.ts';

const BODY_MUST_BE_OBJECT = 'Тело запроса должно быть JSON-объектом';

describe('security findings on a demo server', () => {
  const server = setUpDemoServer('pglite', 'security');
  const tokens: Partial<Record<keyof typeof DEMO_ACCOUNTS, string>> = {};
  const token = (who: keyof typeof DEMO_ACCOUNTS) => tokens[who] as string;
  let call: JsonCall;

  beforeAll(async () => {
    call = jsonClient(server);
    await signInAll(call, DEMO_ACCOUNTS, tokens);
  });

  /** A raw request: `body` sent as is with a JSON content type. */
  const raw = (method: string, path: string, body: string, bearer?: string) =>
    fetch(`${server.url}/api/v1${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      body,
    });

  describe('no 5xx on bad input', () => {
    it('refuses an appointment price beyond the column, as a number or a numeral', async () => {
      const list = await call(
        'GET',
        `/appointments/with-relations?date_from=${addDays(STUDIO_TODAY, -60)}&date_to=${addDays(STUDIO_TODAY, 60)}&limit=5`,
        token('owner'),
      );
      expect(list.status).toBe(200);
      const appointment = list.body.appointments[0];
      expect(appointment).toBeDefined();
      for (const total_price of [99999999999, '1e11']) {
        const patched = await call('PATCH', `/appointments/${appointment.id}`, token('owner'), {
          total_price,
        });
        expect(patched.status, JSON.stringify(patched.body)).toBe(400);
        expect(patched.body.errors).toHaveProperty('total_price');
        const created = await call('POST', '/appointments', token('owner'), {
          date: addDays(STUDIO_TODAY, 30),
          start_time: '10:00',
          end_time: '11:00',
          client_id: appointment.client_id,
          master_id: appointment.master_id,
          studio_id: appointment.studio_id,
          service_ids: appointment.service_ids ?? [appointment.service_id],
          total_price,
        });
        expect(created.status, JSON.stringify(created.body)).toBe(400);
        expect(created.body.errors).toHaveProperty('total_price');
      }
    });

    it('refuses an appointment date in a far year', async () => {
      const created = await call('POST', '/appointments', token('owner'), {
        date: '2999-01-01',
        start_time: '10:00',
        end_time: '11:00',
        client_id: 'x',
        master_id: 'x',
        studio_id: 'x',
        service_ids: ['x'],
        total_price: 10,
      });
      expect(created.status).toBe(400);
      expect(created.body.errors).toHaveProperty('date');
    });

    it('answers a register body of null, or no body, like every other route', async () => {
      for (const body of ['null', '']) {
        const response = await raw('POST', '/auth/register', body);
        expect(response.status, `body ${JSON.stringify(body)}`).toBe(400);
        expect((await response.json()).detail).toBe(BODY_MUST_BE_OBJECT);
      }
    });

    it('refuses a birth date in the future', async () => {
      const created = await call('POST', '/clients', token('owner'), {
        name: 'Будущий Клиент',
        birth_date: '2999-01-01',
        contacts: [],
      });
      expect(created.status).toBe(400);
      expect(created.body.errors.birth_date).toBe('Дата рождения должна быть в прошлом');
    });

    it('holds task status and priority to their lists', async () => {
      for (const body of [
        { title: 'Задача', status: 'whatever' },
        { title: 'Задача', priority: 'whenever' },
      ]) {
        const response = await call('POST', '/tasks', token('owner'), body);
        expect(response.status, JSON.stringify(body)).toBe(400);
      }
      const fine = await call('POST', '/tasks', token('owner'), {
        title: 'Задача',
        status: 'active',
        priority: 'urgent',
      });
      expect(fine.status).toBe(201);
    });

    it("keeps a studio's prices in the studio's own currency", async () => {
      const studios = await call('GET', '/studios', token('owner'));
      const services = await call('GET', '/services', token('owner'));
      const studio = studios.body.studios[0];
      const service = services.body[0] ?? services.body.services[0];
      const path = `/services/${service.id}/studios/${studio.id}/pricing`;
      const foreign = await call('PUT', path, token('owner'), { price: 100, currency: 'XXX' });
      expect(foreign.status).toBe(400);
      expect(foreign.body.errors.currency).toMatch(
        /^Валюта цены должна совпадать с валютой студии/,
      );
    });
  });

  describe('rules the server holds', () => {
    it('lets no administrator change the owner’s profile', async () => {
      const members = await call('GET', '/users/business-users?size=50', token('administrator'));
      expect(members.status).toBe(200);
      const owner = members.body.users.find(
        (member: { email: string }) => member.email === DEMO_ACCOUNTS.owner[0],
      );
      const renamed = await call(
        'PUT',
        `/users/business-users/${owner.id}`,
        token('administrator'),
        {
          full_name: 'Взломщик',
        },
      );
      expect(renamed.status).toBe(409);
      expect(renamed.body.detail).toBe(
        'Профиль владельца лицензии может изменить только сам владелец',
      );
    });

    it('lets a position be cleared', async () => {
      const members = await call('GET', '/users/business-users?size=50', token('owner'));
      const master = members.body.users.find(
        (member: { email: string }) => member.email === DEMO_ACCOUNTS.master[0],
      );
      const path = `/users/business-users/${master.id}`;
      const set = await call('PUT', path, token('owner'), { position: 'Мастер лазерной эпиляции' });
      expect(set.status).toBe(200);
      expect(set.body.position).toBe('Мастер лазерной эпиляции');
      const cleared = await call('PUT', path, token('owner'), { position: null });
      expect(cleared.status).toBe(200);
      expect(cleared.body.position ?? null).toBeNull();
    });

    it('keeps role names unique per license (409)', async () => {
      const body = { name: 'Стажёр безопасности', permissions: ['clients.read'] };
      expect((await call('POST', '/users/business-roles', token('owner'), body)).status).toBe(201);
      const again = await call('POST', '/users/business-roles', token('owner'), {
        ...body,
        name: '  стажёр БЕЗОПАСНОСТИ ',
      });
      expect(again.status).toBe(409);
    });

    it('stores http(s) addresses only in URL fields', async () => {
      const masters = await call('GET', '/masters', token('owner'));
      const studios = await call('GET', '/studios', token('owner'));
      const master = masters.body.masters[0];
      const studio = studios.body.studios[0];
      for (const url of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>']) {
        const photo = await call('PUT', `/masters/${master.id}`, token('owner'), {
          photo_url: url,
        });
        expect(photo.status, url).toBe(400);
        expect(photo.body.errors).toHaveProperty('photo_url');
        const image = await call('PUT', `/studios/${studio.id}`, token('owner'), {
          image_url: url,
        });
        expect(image.status, url).toBe(400);
        expect(image.body.errors).toHaveProperty('image_url');
      }
      const fine = await call('PUT', `/masters/${master.id}`, token('owner'), {
        photo_url: 'https://example.com/photo.jpg',
      });
      expect(fine.status).toBe(200);
    });
  });

  describe('sessions and doors', () => {
    it('ends the access token at once on sign-out, and only that session’s', async () => {
      const [email, password] = DEMO_ACCOUNTS.master;
      const first = await call('POST', '/auth/login', undefined, { email, password });
      const second = await call('POST', '/auth/login', undefined, { email, password });
      expect((await call('GET', '/auth/me', first.body.access_token)).status).toBe(200);
      const out = await call('POST', '/auth/logout', first.body.access_token);
      expect(out.status).toBe(204);
      expect((await call('GET', '/auth/me', first.body.access_token)).status).toBe(401);
      expect((await call('GET', '/clients', first.body.access_token)).status).toBe(401);
      expect((await call('GET', '/auth/me', second.body.access_token)).status).toBe(200);
    });

    it('asks for a token before it reads the body', async () => {
      const response = await call('POST', '/clients', undefined, {});
      expect(response.status).toBe(401);
      expect(response.body.errors).toBeUndefined();
    });

    it('opens the development outbox to a superadmin, not to a license’s staff', async () => {
      expect((await call('GET', '/dev/outbox', token('owner'))).status).toBe(403);
      expect((await call('GET', '/dev/outbox', token('superadmin'))).status).toBe(200);
      // This server listens on loopback only: a request from this machine needs no token.
      expect((await call('GET', '/dev/outbox')).status).toBe(200);
    });

    it('sends a Permissions-Policy', async () => {
      for (const path of ['/api/v1/version', '/login']) {
        const response = await fetch(`${server.url}${path}`);
        expect(response.headers.get('permissions-policy'), path).toMatch(/camera=\(\)/);
      }
    });
  });
});

describe('the development outbox on a server reachable from the network', () => {
  const server = setUpApiServer('pglite', {
    NODE_ENV: 'test',
    HOST: '0.0.0.0',
    JWT_SECRET: 'api-security-open-'.padEnd(48, 'x'),
    SEED: 'on',
    AUTH_RATE_LIMIT: 'off',
  });

  it('answers no one without a token, not even a request from this machine', async () => {
    const call = jsonClient(server);
    expect((await call('GET', '/dev/outbox')).status).toBe(401);
    const [email, password] = DEMO_ACCOUNTS.superadmin;
    const signedIn = await call('POST', '/auth/login', undefined, { email, password });
    expect((await call('GET', '/dev/outbox', signedIn.body.access_token)).status).toBe(200);
  });
});
