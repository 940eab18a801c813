// Contract tests: packages/api's client calls against a real server process with the demo data.
// Every answer goes through the client's domain schemas (a drift is a ResponseShapeError), and the
// area's error rule (part 2 §8) turns the server's 400s into the spec's two client messages.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createClient,
  deleteClient,
  getClient,
  listClients,
  listUnreliableClients,
  listVipClients,
  refreshClientStats,
  searchClients,
  setClientActive,
  updateClient,
} from '@beautydesk/api/clients';
import { AccessDeniedError, ApiError, AreaApiError } from '@beautydesk/api/errors';
import { toastMessage } from '@beautydesk/api/toast-messages';
import { clientApiMessages } from '@beautydesk/domain/messages/clients';
import { failureOf, setUpContractServer, signInAgainst } from '../support/contract.ts';

describe('packages/api clients calls against the real server', () => {
  const server = setUpContractServer({ SEED: 'on' });
  const signIn = (who: 'owner' | 'master') => signInAgainst(server, who);

  beforeEach(async () => {
    await signIn('owner');
  });

  it('lists with the list view defaults, searches, and runs the VIP and unreliable lookups', async () => {
    await createClient({ name: 'Ёжикова Алла' });
    await createClient({ name: 'Ежов Борис' });
    const list = await listClients();
    expect(list.clients.length).toBeGreaterThanOrEqual(2);
    expect(list.total).toBeGreaterThanOrEqual(list.clients.length);
    expect(list.stats).toMatchObject({ total: list.total });
    const names = list.clients.map((client) => client.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ru')));

    const found = await searchClients('ЁЖИКОВА');
    expect(found.clients.length).toBeLessThanOrEqual(50);
    expect(found.clients.map((client) => client.name)).toEqual(['Ёжикова Алла']);

    const vip = await listVipClients();
    expect(vip.clients.length).toBeLessThanOrEqual(100);
    expect(vip.clients.every((client) => client.ltv >= 1000)).toBe(true);
    const ltvs = vip.clients.map((client) => client.ltv);
    expect(ltvs).toEqual([...ltvs].sort((a, b) => b - a));

    const unreliable = await listUnreliableClients(90);
    expect(unreliable.clients.every((client) => client.reliability <= 90)).toBe(true);
    const scores = unreliable.clients.map((client) => client.reliability);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
  });

  it('creates (blank contacts dropped), reads, updates, toggles, refreshes and deletes a client', async () => {
    const created = await createClient({
      name: ' Контракт Клиентов ',
      birth_date: '1988-03-08',
      notes: 'Заметка',
      contacts: [
        { type: 'call', value: '+375 17 555-00-01', preferred: true },
        { type: 'email', value: '   ' },
      ],
    });
    expect(created).toMatchObject({
      name: 'Контракт Клиентов',
      birthDate: '1988-03-08',
      notes: 'Заметка',
      isActive: true,
      totalVisits: 0,
      reliability: 100,
      // Stored in E.164 whatever the spacing typed (issue 28).
      contacts: [{ type: 'call', value: '+375175550001', preferred: true, verified: false }],
    });
    expect(await getClient(created.id)).toEqual(created);

    const updated = await updateClient(created.id, {
      name: 'Контракт Клиентов-2',
      contacts: [{ type: 'telegram', value: '@contract', preferred: true }],
    });
    expect(updated).toMatchObject({ name: 'Контракт Клиентов-2', birthDate: '1988-03-08' });
    const cleared = await updateClient(created.id, { birth_date: null, notes: null });
    expect(cleared).toMatchObject({ birthDate: null, notes: null, name: 'Контракт Клиентов-2' });
    expect((await setClientActive(created.id, false)).isActive).toBe(false);
    expect((await setClientActive(created.id, true)).isActive).toBe(true);

    const refreshed = await refreshClientStats(created.id);
    expect(refreshed).toMatchObject({ totalVisits: 0, ltv: 0, reliability: 100, lastVisit: null });

    await deleteClient(created.id);
    expect((await getClient(created.id)).isActive).toBe(false);
    await deleteClient(created.id, { hard: true });
    const gone = await failureOf(() => getClient(created.id));
    expect(gone).toBeInstanceOf(ApiError);
    expect((gone as ApiError).status).toBe(404);
  });

  it('a duplicate phone reads "Клиент с таким номером…", malformed contacts "Некорректный формат контактов"', async () => {
    await createClient({
      name: 'Телефон 1',
      contacts: [{ type: 'whatsapp', value: '+7 912 555 00 02' }],
    });
    const duplicate = await failureOf(() =>
      createClient({ name: 'Телефон 2', contacts: [{ type: 'sms', value: '+79125550002' }] }),
    );
    expect(duplicate).toBeInstanceOf(AreaApiError);
    expect(duplicate).toMatchObject({ status: 400, userMessage: clientApiMessages.duplicatePhone });
    expect(toastMessage(duplicate)).toBe(clientApiMessages.duplicatePhone);

    const malformed = await failureOf(() =>
      createClient({ name: 'Без плюса', contacts: [{ type: 'viber', value: '8029 555' }] }),
    );
    expect(malformed).toBeInstanceOf(AreaApiError);
    expect(malformed).toMatchObject({
      status: 400,
      userMessage: clientApiMessages.invalidContacts,
    });
    expect((malformed as ApiError).body).toMatchObject({
      errors: { 'contacts.0.value': expect.stringContaining('Контакт 1:') },
    });
  });

  it('the demo master may read and create but not edit or delete', async () => {
    await signIn('master');
    const mine = await createClient({ name: 'Клиент мастера' });
    expect((await getClient(mine.id)).name).toBe('Клиент мастера');
    const edit = await failureOf(() => setClientActive(mine.id, false));
    expect(edit).toBeInstanceOf(AccessDeniedError);
    expect((edit as ApiError).status).toBe(403);
    const remove = await failureOf(() => deleteClient(mine.id));
    expect(remove).toBeInstanceOf(AccessDeniedError);
  });
});
