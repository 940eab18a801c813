import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  acceptInvitationPayloadSchema,
  acceptInvitationQuerySchema,
  declineInvitationPayloadSchema,
  invitationActionResponseSchema,
  invitationDetailsSchema,
  invitationListSchema,
  invitationSchema,
  regenerateInvitationResponseSchema,
  setInvitationPasswordPayloadSchema,
  toInvitation,
  toInvitationDetails,
} from './invitations.ts';

const paths = (result: { error?: z.ZodError }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

const item = {
  id: 'inv-1',
  email: 'new@laser.by',
  business_role_name: 'Мастер',
  status: 'pending',
  expires_at: '2025-03-08T00:00:00Z',
  invited_by: 'Анна Владелец',
  token: 'secret-token',
};

describe('invitation list', () => {
  it('parses a real item, strips the token and maps it', () => {
    const parsed = invitationSchema.parse(item);
    expect(parsed).toEqual({
      id: 'inv-1',
      email: 'new@laser.by',
      business_role_name: 'Мастер',
      business_role: null,
      status: 'pending',
      expires_at: '2025-03-08T00:00:00Z',
      invited_by: 'Анна Владелец',
    });
    expect(toInvitation(parsed)).toEqual({
      id: 'inv-1',
      email: 'new@laser.by',
      businessRole: { name: 'Мастер', description: null },
      status: 'pending',
      expiresAt: '2025-03-08T00:00:00Z',
      invitedBy: 'Анна Владелец',
    });
  });

  it('takes the role from a nested object when the flat name is missing', () => {
    const { business_role_name: _name, ...nested } = item;
    const parsed = invitationSchema.parse({
      ...nested,
      business_role: { name: 'Администратор', description: 'Всё, кроме биллинга' },
    });
    expect(toInvitation(parsed).businessRole).toEqual({
      name: 'Администратор',
      description: 'Всё, кроме биллинга',
    });
    expect(toInvitation(invitationSchema.parse(nested)).businessRole).toEqual({
      name: null,
      description: null,
    });
  });

  it('parses the list bare or wrapped and reports bad fields', () => {
    expect(invitationListSchema.parse({ invitations: [item] })).toHaveLength(1);
    expect(
      paths(invitationListSchema.safeParse([{ ...item, expires_at: 'next week', status: 1 }])),
    ).toEqual(['0.status', '0.expires_at']);
  });
});

describe('invitation details (public)', () => {
  const details = {
    email: 'new@laser.by',
    company_name: 'Laser Room',
    invited_by_name: 'Анна',
    invited_by_email: 'owner@laser.by',
    business_role_name: 'Мастер',
    business_role_description: 'Работает с записями',
    personal_message: 'Ждём в команде!',
    expires_at: '2025-03-08',
    license_id: 'lic-1',
  };

  it('parses and maps', () => {
    const parsed = invitationDetailsSchema.parse(details);
    expect(parsed).not.toHaveProperty('license_id');
    expect(toInvitationDetails(parsed)).toEqual({
      email: 'new@laser.by',
      companyName: 'Laser Room',
      invitedByName: 'Анна',
      invitedByEmail: 'owner@laser.by',
      businessRole: { name: 'Мастер', description: 'Работает с записями' },
      personalMessage: 'Ждём в команде!',
      expiresAt: '2025-03-08',
      status: null,
    });
  });

  it('falls back to the nested role and reports a missing expiry', () => {
    const parsed = invitationDetailsSchema.parse({
      email: 'x@y.z',
      expires_at: '2025-03-08T00:00:00Z',
      business_role: { name: 'Мастер' },
    });
    expect(toInvitationDetails(parsed).businessRole).toEqual({ name: 'Мастер', description: null });
    expect(
      toInvitationDetails(
        invitationDetailsSchema.parse({ email: 'x@y.z', expires_at: '2025-03-08' }),
      ).businessRole,
    ).toEqual({ name: null, description: null });
    expect(paths(invitationDetailsSchema.safeParse({ email: 'x@y.z' }))).toEqual(['expires_at']);
  });
});

describe('invitation actions', () => {
  it('regenerates', () => {
    expect(regenerateInvitationResponseSchema.parse({ new_token: 'tok-2', id: 'inv-1' })).toEqual({
      new_token: 'tok-2',
    });
    expect(paths(regenerateInvitationResponseSchema.safeParse({ token: 'x' }))).toEqual([
      'new_token',
    ]);
  });

  it('accepts with a name, phone and position optional', () => {
    expect(acceptInvitationQuerySchema.parse({ auth_user_id: '5f1c…' })).toEqual({
      auth_user_id: '5f1c…',
    });
    expect(
      acceptInvitationPayloadSchema.parse({ name: ' Мария ', phone: '', position: ' Мастер ' }),
    ).toEqual({
      name: 'Мария',
      position: 'Мастер',
    });
    expect(paths(acceptInvitationPayloadSchema.safeParse({ name: '  ' }))).toEqual(['name']);
    // Our addition: an optional password for the new account, at least 6 characters.
    expect(acceptInvitationPayloadSchema.parse({ name: 'Мария', password: 'secret1' })).toEqual({
      name: 'Мария',
      password: 'secret1',
    });
    expect(
      paths(acceptInvitationPayloadSchema.safeParse({ name: 'Мария', password: '123' })),
    ).toEqual(['password']);
    expect(paths(setInvitationPasswordPayloadSchema.safeParse({ password: '12345' }))).toEqual([
      'password',
    ]);
  });

  it('an accept answer may carry the new session', () => {
    expect(
      invitationActionResponseSchema.parse({
        message: 'ok',
        access_token: 'a',
        refresh_token: 'r',
        token_type: 'bearer',
        expires_in: 3600,
        password_required: true,
      }),
    ).toMatchObject({ access_token: 'a', refresh_token: 'r', password_required: true });
    expect(invitationActionResponseSchema.parse({})).toEqual({ message: null });
  });

  it('declines with an optional reason', () => {
    expect(declineInvitationPayloadSchema.parse({})).toEqual({});
    expect(declineInvitationPayloadSchema.parse({ reason: ' Не актуально ' })).toEqual({
      reason: 'Не актуально',
    });
    expect(invitationActionResponseSchema.parse({})).toEqual({ message: null });
    expect(invitationActionResponseSchema.parse({ message: 'ok' })).toEqual({ message: 'ok' });
  });
});
