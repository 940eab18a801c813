// Contract tests: packages/api's masters and master-statistics calls against a real server process
// with the demo data. Every answer goes through the client's domain schemas (a drift is a
// ResponseShapeError); failures come back as the client's error classes with the server's detail.
import { beforeEach, describe, expect, it } from 'vitest';
import { AccessDeniedError, ApiError } from '@beautydesk/api/errors';
import {
  changeMasterStudio,
  createMaster,
  deleteMaster,
  getMaster,
  listActiveMasters,
  listMasters,
  listMastersByStudio,
  saveMasterSchedule,
  setMasterCoefficient,
  toggleMaster,
  updateMaster,
} from '@beautydesk/api/masters';
import { getMyMasterStats } from '@beautydesk/api/stats';
import { deleteStudio, getStudio, listStudios } from '@beautydesk/api/studios';
import { isNotAMasterError } from '@beautydesk/domain/rules/dashboard';
import { defaultSchedule } from '@beautydesk/domain/rules/schedule';
import { failureOf, setUpContractServer, signInAgainst } from '../support/contract.ts';

describe('packages/api masters calls against the real server', () => {
  const server = setUpContractServer({ SEED: 'on' });
  const signIn = (who: 'owner' | 'administrator' | 'master') => signInAgainst(server, who);

  beforeEach(async () => {
    await signIn('owner');
  });

  it('runs every masters call through the client schemas', async () => {
    const { studios } = await listStudios();
    const [first, second] = studios as [(typeof studios)[number], (typeof studios)[number]];
    const created = await createMaster({
      name: 'Контракт Мастер',
      phone: '+375291112233',
      email: 'contract-master@example.com',
      qualification: 'Лазер',
      studio_id: first.id,
    });
    expect(created).toMatchObject({ coefficient: 1, isActive: true, studioId: first.id });
    expect(created.schedule?.template.sunday.isWorking).toBe(false);

    expect((await getMaster(created.id)).name).toBe('Контракт Мастер');
    const updated = await updateMaster(created.id, { notes: 'Из контракта' });
    expect(updated.notes).toBe('Из контракта');
    expect((await setMasterCoefficient(created.id, 1.4)).coefficient).toBe(1.4);
    expect((await toggleMaster(created.id)).isActive).toBe(false);
    expect((await toggleMaster(created.id)).isActive).toBe(true);
    const moved = await changeMasterStudio(created.id, second.id);
    expect(moved.studioId).toBe(second.id);
    expect((await getStudio(second.id)).masterIds).toContain(created.id);
    const schedule = defaultSchedule('2026-04-01');
    expect((await saveMasterSchedule(created.id, schedule)).schedule).toEqual(schedule);

    const all = await listMasters();
    expect(all.total).toBeGreaterThanOrEqual(all.masters.length);
    expect((await listActiveMasters(second.id)).masters.map((m) => m.id)).toContain(created.id);
    expect(
      (await listMastersByStudio(second.id)).masters.every((m) => m.studioId === second.id),
    ).toBe(true);

    await deleteMaster(created.id);
    const gone = await failureOf(() => getMaster(created.id));
    expect(gone).toBeInstanceOf(ApiError);
    expect((gone as ApiError).status).toBe(404);
  });

  it('a studio with masters is not deleted (409 with its text); the demo master may not create', async () => {
    const { studios } = await listStudios();
    const refused = await failureOf(() => deleteStudio(studios[0]?.id as string));
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(409);
    expect((refused as ApiError).detail).toMatch(/мастера/);

    await signIn('master');
    const denied = await failureOf(() =>
      createMaster({
        name: 'Нельзя',
        phone: '+375290000000',
        qualification: 'Лазер',
        studio_id: studios[0]?.id as string,
      }),
    );
    expect(denied).toBeInstanceOf(AccessDeniedError);
  });

  it("reads the demo master's statistics; others get the dashboard's not-a-master case", async () => {
    await signIn('master');
    const stats = await getMyMasterStats();
    expect(stats.pastMonths).toHaveLength(6);
    expect(stats.forecast.confidence).toBeGreaterThanOrEqual(0);
    expect(stats.forecast.confidence).toBeLessThanOrEqual(1);
    expect(stats.forecast.totalDaysInMonth).toBeGreaterThanOrEqual(28);

    await signIn('administrator');
    const error = await failureOf(() => getMyMasterStats());
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(isNotAMasterError({ status: apiError.status, detail: apiError.detail })).toBe(true);
    expect(apiError.detail).toContain('not a master');
  });
});
