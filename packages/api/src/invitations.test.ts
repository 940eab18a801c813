import { describe, expect, it } from 'vitest';
import {
  acceptInvitation,
  declineInvitation,
  getInvitationDetails,
  listInvitations,
  regenerateInvitation,
  setInvitationPassword,
} from './invitations.ts';
import { getApiConfig } from './client.ts';
import { configureTestApi, json } from './testing.ts';

describe('invitations', () => {
  it('the invite page reads the details without a token', async () => {
    const api = configureTestApi(() =>
      json(200, {
        email: 'new@studio.by',
        company_name: 'Beauty',
        business_role_name: 'Администратор',
        expires_at: '2025-12-01T00:00:00Z',
      }),
    );
    const details = await getInvitationDetails('tok/1');
    expect(api.requests[0]?.url.pathname).toBe('/api/v1/users/invitations/tok%2F1');
    expect(api.requests[0]?.headers.has('authorization')).toBe(false);
    expect(details.businessRole).toEqual({ name: 'Администратор', description: null });
  });

  it('accept sends a generated auth_user_id and the extra info, without a token', async () => {
    const api = configureTestApi(() => json(200, { message: 'ok' }));
    await acceptInvitation('tok', { name: ' Анна ', phone: '', position: 'Админ' });
    const [request] = api.requests;
    expect(request?.path).toBe('/users/invitations/tok/accept');
    expect(request?.query.get('auth_user_id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(request?.body).toEqual({ name: 'Анна', position: 'Админ' });
    expect(request?.headers.has('authorization')).toBe(false);
    await acceptInvitation('tok', { name: 'Анна' }, 'fixed-id');
    expect(api.requests[1]?.query.get('auth_user_id')).toBe('fixed-id');
  });

  it('accept stores the session the server answers; set-password sends the password', async () => {
    const api = configureTestApi((request) =>
      request.path.endsWith('/accept')
        ? json(200, {
            message: 'ok',
            access_token: 'at-1',
            refresh_token: 'rt-1',
            token_type: 'bearer',
            expires_in: 3600,
            password_required: true,
          })
        : json(200, { message: 'saved' }),
    );
    const answer = await acceptInvitation('tok', { name: 'Анна' });
    expect(answer.password_required).toBe(true);
    expect(getApiConfig().tokens.getAccessToken()).toBe('at-1');
    expect(getApiConfig().tokens.getRefreshToken()).toBe('rt-1');
    await setInvitationPassword('tok', { password: 'secret1' });
    expect(api.requests[1]?.path).toBe('/users/invitations/tok/password');
    expect(api.requests[1]?.body).toEqual({ password: 'secret1' });
    await expect(setInvitationPassword('tok', { password: '123' })).rejects.toThrow();
    expect(api.requests).toHaveLength(2);
  });

  it('decline sends the optional reason', async () => {
    const api = configureTestApi(() => json(200, {}));
    await declineInvitation('tok');
    await declineInvitation('tok', { reason: 'Не подходит' });
    expect(api.requests.map((request) => request.body)).toEqual([{}, { reason: 'Не подходит' }]);
  });

  it('the team list and resend are signed-in calls', async () => {
    const api = configureTestApi((request) =>
      request.method === 'POST'
        ? json(200, { new_token: 'tok-2' })
        : json(200, [
            {
              id: 'i1',
              email: 'x@y.z',
              business_role_name: 'Мастер',
              status: 'pending',
              expires_at: '2025-12-01',
            },
          ]),
    );
    await expect(listInvitations()).resolves.toMatchObject([{ id: 'i1', status: 'pending' }]);
    await expect(regenerateInvitation('i1')).resolves.toEqual({ new_token: 'tok-2' });
    expect(api.requests.map((request) => request.path)).toEqual([
      '/users/invitations/',
      '/users/invitations/i1/regenerate',
    ]);
    expect(api.requests.every((request) => request.headers.has('authorization'))).toBe(true);
  });
});
