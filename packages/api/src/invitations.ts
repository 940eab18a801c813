// Invitations: the team's list and resend (signed in), and the /invite/{token} page's calls without sign-in (spec part 2 §7).
import {
  acceptInvitationPayloadSchema,
  declineInvitationPayloadSchema,
  invitationActionResponseSchema,
  invitationDetailsSchema,
  invitationListSchema,
  regenerateInvitationResponseSchema,
  setInvitationPasswordPayloadSchema,
  toInvitation,
  toInvitationDetails,
  type Invitation,
  type InvitationActionResponse,
  type InvitationDetails,
  type RegenerateInvitationResponse,
} from '@beautydesk/domain/schemas/invitations';
import { useMemo } from 'react';
import type { z } from 'zod';
import { apiClient, getApiConfig, invitationApiClient, parsePayload } from './client.ts';
import { pathSegment } from './paths.ts';
import { useApiQuery, useRevalidatingAction, type ApiArea } from './swr.ts';

const AREA = 'invitations' satisfies ApiArea;
/** The users table shows each invite's expiry and token. */
const WRITES: readonly ApiArea[] = [AREA, 'users'];

const INVITATIONS_PATH = '/users/invitations/';

function invitationPath(idOrToken: string, rest = ''): string {
  return `/users/invitations/${pathSegment(idOrToken)}${rest}`;
}

/** GET /users/invitations/ (signed in) */
export async function listInvitations(): Promise<Invitation[]> {
  const invitations = await apiClient().request(INVITATIONS_PATH, invitationListSchema);
  return invitations.map(toInvitation);
}

/** POST /users/invitations/{id}/regenerate (resend): answers new_token. */
export async function regenerateInvitation(
  invitationId: string,
): Promise<RegenerateInvitationResponse> {
  return apiClient().request(
    invitationPath(invitationId, '/regenerate'),
    regenerateInvitationResponseSchema,
    { method: 'POST' },
  );
}

/** GET /users/invitations/{token}, without sign-in. */
export async function getInvitationDetails(token: string): Promise<InvitationDetails> {
  return toInvitationDetails(
    await invitationApiClient().request(invitationPath(token), invitationDetailsSchema),
  );
}

/** A fresh UUID for ?auth_user_id= (the spec: "generated uuid"). */
function generatedUuid(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * POST /users/invitations/{token}/accept?auth_user_id={generated uuid} with name, phone and
 * position (and optionally a password), without sign-in. The answer signs the new account in: its
 * tokens are stored, as after a confirmed registration, so the page can go on to /dashboard.
 */
export async function acceptInvitation(
  token: string,
  payload: z.input<typeof acceptInvitationPayloadSchema>,
  authUserId: string = generatedUuid(),
): Promise<InvitationActionResponse> {
  const path = invitationPath(token, '/accept');
  const body = parsePayload(acceptInvitationPayloadSchema, payload, 'POST', path);
  const answer = await invitationApiClient().request(path, invitationActionResponseSchema, {
    method: 'POST',
    query: { auth_user_id: authUserId },
    body,
  });
  if (answer.access_token) {
    getApiConfig().tokens.setTokens({
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token ?? null,
    });
  }
  return answer;
}

/** POST /users/invitations/{token}/password: the set-password step after accepting without one. */
export async function setInvitationPassword(
  token: string,
  payload: z.input<typeof setInvitationPasswordPayloadSchema>,
): Promise<InvitationActionResponse> {
  const path = invitationPath(token, '/password');
  const body = parsePayload(setInvitationPasswordPayloadSchema, payload, 'POST', path);
  return invitationApiClient().request(path, invitationActionResponseSchema, {
    method: 'POST',
    body,
  });
}

/** POST /users/invitations/{token}/decline with an optional reason, without sign-in. */
export async function declineInvitation(
  token: string,
  payload: z.input<typeof declineInvitationPayloadSchema> = {},
): Promise<InvitationActionResponse> {
  const path = invitationPath(token, '/decline');
  const body = parsePayload(declineInvitationPayloadSchema, payload, 'POST', path);
  return invitationApiClient().request(path, invitationActionResponseSchema, {
    method: 'POST',
    body,
  });
}

// ---------------------------------------------------------------------------------------------
// Hooks

export function useInvitations() {
  return useApiQuery(AREA, 'list', {}, listInvitations);
}

/** The /invite/{token} page: no tenant scope (the visitor is not signed in). */
export function useInvitationDetails(token: string | null | undefined) {
  return useApiQuery(
    AREA,
    'details',
    token ? { token } : null,
    () => getInvitationDetails(token as string),
    { scope: 'public' },
  );
}

/** Resend; it revalidates the invitations and the users (invite expiry). */
export function useInvitationActions() {
  const run = useRevalidatingAction();
  return useMemo(
    () => ({
      regenerate: (invitationId: string) => run(WRITES, () => regenerateInvitation(invitationId)),
    }),
    [run],
  );
}
