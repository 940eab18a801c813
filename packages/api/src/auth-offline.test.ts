// Sign-in with the auth schemas' chunk unreachable (api/auth.ts loads it at the first call, issue
// 18): the user gets the network message, as for a call that got no answer, and nothing is sent.
import { describe, expect, it, vi } from 'vitest';
import { networkErrorMessage } from '@beautydesk/domain/messages/errors';
import { login } from './auth.ts';
import { NetworkError } from './errors.ts';
import { configureTestApi, json } from './testing.ts';

vi.mock('@beautydesk/domain/schemas/auth', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('sign-in when the schemas cannot be loaded', () => {
  it('fails with the network message and sends nothing', async () => {
    const api = configureTestApi(() => json(200, {}), null);
    const failure = login({ email: 'anna@example.com', password: 'secret' });
    await expect(failure).rejects.toBeInstanceOf(NetworkError);
    await expect(failure).rejects.toMatchObject({ userMessage: networkErrorMessage });
    expect(api.requests).toHaveLength(0);
  });
});
