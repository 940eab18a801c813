// Invitation acceptance rules (part 2 §5): the full name is required when accepting; phone and position are optional.
import { invitationMessages as m } from '../../messages/invitations.ts';
import { isBlank, toResult, trimmedOrUndefined, type ValidationResult } from './common.ts';

export interface InvitationAcceptanceValues {
  name: string;
  phone?: string | null;
  position?: string | null;
}

export function validateInvitationAcceptance(
  values: InvitationAcceptanceValues,
): ValidationResult<'name'> {
  return toResult(isBlank(values.name) ? { name: m.fullNameRequired } : {});
}

export interface InvitationAcceptancePayload {
  name: string;
  phone?: string;
  position?: string;
}

/** The body of POST /users/invitations/{token}/accept from valid values; empty optionals omitted. */
export function prepareInvitationAcceptance(
  values: InvitationAcceptanceValues,
): InvitationAcceptancePayload {
  const phone = trimmedOrUndefined(values.phone);
  const position = trimmedOrUndefined(values.position);
  return {
    name: values.name.trim(),
    ...(phone === undefined ? {} : { phone }),
    ...(position === undefined ? {} : { position }),
  };
}
