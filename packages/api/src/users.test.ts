import { describe, expect, it } from 'vitest';
import {
  changeUserRole,
  deleteBusinessUser,
  inviteUser,
  listBusinessUsers,
  updateBusinessUser,
} from './users.ts';
import { configureTestApi, json } from './testing.ts';

const user = { id: 'u1', email: 'x@y.z', full_name: 'Анна', business_role: null };

describe('the team', () => {
  it('lists page 1 of size 10 by default', async () => {
    const api = configureTestApi(() => json(200, { users: [user], total: 1 }));
    const result = await listBusinessUsers();
    expect(api.requests[0]?.url.pathname + (api.requests[0]?.url.search ?? '')).toBe(
      '/api/v1/users/business-users/?page=1&size=10',
    );
    expect(result.users[0]).toMatchObject({ fullName: 'Анна', isActive: true });
  });

  it('invites, changes a role by PUT and deletes with a reason in the body', async () => {
    const api = configureTestApi((request) =>
      request.method === 'POST'
        ? json(201, { invitation_token: 'tok' })
        : request.method === 'DELETE'
          ? json(204)
          : json(200, user),
    );
    await expect(
      inviteUser({ email: 'new@studio.by', business_role_id: 'r1', personal_message: '' }),
    ).resolves.toMatchObject({ invitation_token: 'tok' });
    await changeUserRole('u1', 'r2');
    await deleteBusinessUser('u1', { reason: 'Уволен' });
    expect(api.requests.map((request) => [request.method, request.path, request.body])).toEqual([
      ['POST', '/users/business-users/', { email: 'new@studio.by', business_role_id: 'r1' }],
      ['PUT', '/users/business-users/u1', { business_role_id: 'r2' }],
      ['DELETE', '/users/business-users/u1', { reason: 'Уволен' }],
    ]);
  });

  it('edits phone and position, and an emptied one is cleared (null), not left as it was', async () => {
    const api = configureTestApi(() =>
      json(200, { ...user, phone: '+375291112233', position: 'Мастер' }),
    );
    const updated = await updateBusinessUser('u1', {
      phone: ' +375291112233 ',
      position: 'Мастер',
      full_name: 'Анна',
    });
    expect(updated).toMatchObject({ phone: '+375291112233', position: 'Мастер' });
    await updateBusinessUser('u1', { phone: '' });
    expect(api.requests.map((request) => request.body)).toEqual([
      { phone: '+375291112233', position: 'Мастер', full_name: 'Анна' },
      { phone: null },
    ]);
  });
});
