// Invite form rules (part 2 §5): e-mail and role required; the e-mail must look like an address.
import { inviteFormMessages as m } from '../../messages/team.ts';
import {
  isBlank,
  isChosen,
  looksLikeEmail,
  toResult,
  trimmedOrUndefined,
  type ValidationResult,
} from './common.ts';

export interface InviteValues {
  email: string;
  businessRoleId: string | null | undefined;
  personalMessage?: string | null;
}

export function validateInvite(values: InviteValues): ValidationResult<'email' | 'businessRoleId'> {
  const errors: Partial<Record<'email' | 'businessRoleId', string>> = {};
  if (isBlank(values.email)) errors.email = m.emailRequired;
  else if (!looksLikeEmail(values.email)) errors.email = m.invalidEmail;
  if (!isChosen(values.businessRoleId)) errors.businessRoleId = m.roleRequired;
  return toResult(errors);
}

export interface InvitePayload {
  email: string;
  business_role_id: string;
  personal_message?: string;
}

/** The body of POST /users/business-users/ from valid values; an empty message is omitted. */
export function prepareInvitePayload(values: InviteValues): InvitePayload {
  const personalMessage = trimmedOrUndefined(values.personalMessage);
  return {
    email: values.email.trim(),
    business_role_id: values.businessRoleId ?? '',
    ...(personalMessage === undefined ? {} : { personal_message: personalMessage }),
  };
}
