// Contract tests: packages/api's countries, meta, roles / role-management and impersonation calls
// against a real server process with the demo data. Every answer goes through the client's domain
// schemas (a drift is a ResponseShapeError); refusals come back as the client's error classes.
import { describe, expect, it } from 'vitest';
import { getMe } from '@beautydesk/api/auth';
import {
  createCountry,
  deleteCountry,
  getCountry,
  getCountryByCode,
  listActiveCountries,
  listCountries,
  listCountriesByCurrency,
  listCurrencies,
  searchCountries,
  updateCountry,
} from '@beautydesk/api/countries';
import { AccessDeniedError } from '@beautydesk/api/errors';
import {
  endImpersonation,
  listAuditEntries,
  listImpersonationSessions,
  listPlatformAccounts,
  startImpersonation,
} from '@beautydesk/api/impersonation';
import {
  getPermissionCatalog,
  getRoleTemplates,
  validatePermissions,
  validateRole,
} from '@beautydesk/api/meta';
import {
  createRole,
  deleteRole,
  getRole,
  getRoleStats,
  listRoles,
  logPermissionChange,
  logRoleAssignment,
  updateRole,
} from '@beautydesk/api/roles';
import { createStudio } from '@beautydesk/api/studios';
import { countryMessages } from '@beautydesk/domain/messages/studios';
import { DEMO_ACCOUNTS } from '../support/api-client.ts';
import { claimsOf, failureOf, setUpContractServer, signInAgainst } from '../support/contract.ts';

describe('packages/api platform calls against the real server', () => {
  const server = setUpContractServer({ SEED: 'on' });

  it('reads every countries call, and refuses writes locally without a request', async () => {
    await signInAgainst(server, 'owner');
    const all = await listCountries({ limit: 1000 });
    expect(all.map((country) => country.code)).toEqual(
      expect.arrayContaining(['RU', 'BY', 'US', 'DE', 'AU', 'KZ']),
    );
    const russia = await getCountryByCode('ru');
    expect(russia).toMatchObject({ name: 'Россия', currencyCode: 'RUB' });
    expect(await getCountry(russia.id)).toEqual(russia);
    expect((await listActiveCountries()).length).toBe(all.length);
    expect((await listCountriesByCurrency('EUR')).map((c) => c.code)).toEqual(['DE']);
    expect((await searchCountries('Бел')).map((c) => c.code)).toEqual(['BY']);
    expect(await listCurrencies()).toEqual(['AUD', 'BYN', 'EUR', 'KZT', 'RUB', 'USD']);
    for (const write of [
      () => createCountry({}),
      () => updateCountry(russia.id, {}),
      () => deleteCountry(russia.id),
    ]) {
      expect(((await failureOf(write)) as Error).message).toBe(countryMessages.readOnly);
    }
  });

  it('runs the meta calls: catalogue, templates, and both validations', async () => {
    await signInAgainst(server, 'owner');
    const catalog = await getPermissionCatalog();
    expect(JSON.stringify(catalog)).toContain('clients.read');
    const templates = await getRoleTemplates();
    expect(templates.map((template) => template.name)).toContain('Администратор');
    const verdict = await validatePermissions({ permissions: ['clients.read', 'no.such'] });
    expect(verdict.valid).toBe(false);
    expect(verdict.invalid_permissions).toEqual(['no.such']);
    const role = await validateRole({ name: 'Ресепшн', permissions: ['clients.read'] });
    expect(role.valid).toBe(true);
  });

  it('creates, reads, changes, logs and deletes a role; a system role stays read-only', async () => {
    await signInAgainst(server, 'owner');
    const roles = await listRoles({ include_user_count: true });
    const master = roles.find((role) => role.name === 'Мастер');
    expect(master).toMatchObject({ isSystem: true, userCount: 1 });
    const refused = await failureOf(() =>
      updateRole(master!.id, { permissions: ['clients.read'] }),
    );
    expect(refused).toBeInstanceOf(AccessDeniedError);

    const created = await createRole({
      name: 'Контракт: ресепшн',
      description: 'Запись и клиенты',
      permissions: ['clients.read', 'appointments.view'],
    });
    expect(created).toMatchObject({ isSystem: false, hasWildcard: false });
    expect(await getRole(created.id)).toMatchObject({ id: created.id, name: created.name });
    const changed = await updateRole(created.id, {
      permissions: ['clients.read', 'appointments.view', 'appointments.create'],
    });
    expect(changed.permissions).toContain('appointments.create');

    const me = await getMe();
    await logRoleAssignment({ role_id: created.id, user_id: me.id, reason: 'контракт' });
    await logPermissionChange({ role_id: created.id, added: ['appointments.create'] });
    const stats = await getRoleStats(created.id);
    expect(stats).toMatchObject({ role_id: created.id, user_count: 0 });
    await deleteRole(created.id);
    expect(await listRoles()).not.toContainEqual(expect.objectContaining({ id: created.id }));
  });

  it('impersonates in safe mode (a write is refused and audited), then ends', async () => {
    const tokens = await signInAgainst(server, 'superadmin');
    const accounts = await listPlatformAccounts();
    const owner = accounts.find((account) => account.email === DEMO_ACCOUNTS.owner[0]);
    expect(owner).toBeDefined();
    const started = await startImpersonation(owner!.id, { mode: 'safe' });
    // The stored token now acts as the owner, in safe mode (part 1 §4's imp_* claims).
    expect(claimsOf(tokens.getAccessToken() ?? '')).toMatchObject({
      imp_target: owner!.id,
      imp_mode: 'safe',
    });
    expect(claimsOf(started.access_token)).toMatchObject({ imp_target: owner!.id });

    const write = await failureOf(() =>
      createStudio({
        name: 'Нельзя',
        country_id: '00000000-0000-4000-8000-000000000000',
        city: 'Минск',
        address: 'ул. 1',
        phone: '+375291112233',
        master_ids: [],
      }),
    );
    expect(write).toBeInstanceOf(AccessDeniedError);

    const sessions = await listImpersonationSessions();
    expect(sessions[0]).toMatchObject({ targetAccountId: owner!.id, mode: 'safe', endedAt: null });
    // Every request under impersonation is logged, newest first: the sessions read, then the write.
    const audit = await listAuditEntries();
    expect(audit.entries.slice(0, 2)).toMatchObject([
      { method: 'GET', path: '/api/v1/admin/impersonation/sessions', status_code: 200 },
      { method: 'POST', path: '/api/v1/studios', status_code: 403, mode: 'safe' },
    ]);
    await endImpersonation();
    expect(claimsOf(tokens.getAccessToken() ?? '')).not.toHaveProperty('imp_target');
    expect((await getMe()).email).toBe(DEMO_ACCOUNTS.superadmin[0]);
  });
});
