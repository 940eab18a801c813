// Business role rules (part 2 §5): name required and ≥ 3, scope reference, ≥ 1 permission, no UI wildcard, protected roles.
import { roleFormMessages as m } from '../../messages/roles.ts';
import { DEFAULT_SCOPE_TYPE } from '../../schemas/permissions.ts';
import {
  ROLE_NAME_MIN_LENGTH,
  WILDCARD_PERMISSION,
  grantedPermissions,
} from '../../schemas/roles.ts';
import { isBlank, toResult, trimmedOrUndefined, type ValidationResult } from './common.ts';

export interface RoleFormValues {
  name: string;
  description?: string | null;
  /** 'license' (DEFAULT_SCOPE_TYPE) or another scope, which then needs a scopeRef. */
  scopeType: string;
  scopeRef?: string | null;
  /** Permission id → granted. */
  permissions: Readonly<Record<string, boolean>>;
}

/** The part of an existing role that decides whether it may be edited. */
export interface ExistingRole {
  isSystemRole: boolean;
  permissions: Readonly<Record<string, boolean>>;
}

export type RoleFormField = 'role' | 'name' | 'scopeRef' | 'permissions';

/** A role holding the wildcard grants everything and is protected from edits. */
export function holdsWildcard(role: Pick<ExistingRole, 'permissions'>): boolean {
  return role.permissions[WILDCARD_PERMISSION] === true;
}

/** Why an existing role may not be edited, or undefined when it may. */
export function roleEditRefusal(role: ExistingRole): string | undefined {
  if (role.isSystemRole) return m.systemRoleReadOnly;
  if (holdsWildcard(role)) return m.wildcardRoleProtected;
  return undefined;
}

export function isRoleEditable(role: ExistingRole): boolean {
  return roleEditRefusal(role) === undefined;
}

/**
 * The role form before create or update; `existing` is the role being edited. A refused edit
 * reports only the refusal (on `role`). The server validates again.
 */
export function validateRoleData(
  values: RoleFormValues,
  existing?: ExistingRole,
): ValidationResult<RoleFormField> {
  const refusal = existing && roleEditRefusal(existing);
  if (refusal) return toResult({ role: refusal });
  const errors: Partial<Record<RoleFormField, string>> = {};
  const name = values.name.trim();
  if (name.length === 0) errors.name = m.nameRequired;
  else if (name.length < ROLE_NAME_MIN_LENGTH) errors.name = m.nameTooShort;
  if (values.scopeType !== DEFAULT_SCOPE_TYPE && isBlank(values.scopeRef)) {
    errors.scopeRef = m.scopeRefRequired;
  }
  const granted = grantedPermissions(values.permissions);
  if (granted.includes(WILDCARD_PERMISSION)) errors.permissions = m.wildcardNotAllowed;
  else if (granted.length === 0) errors.permissions = m.permissionRequired;
  return toResult(errors);
}

export interface RolePayload {
  name: string;
  description?: string;
  scope_type: string;
  scope_ref?: string;
  permissions: Record<string, true>;
}

/** The body of POST/PUT /users/business-roles/ from valid values: granted permissions only. */
export function prepareRolePayload(values: RoleFormValues): RolePayload {
  const description = trimmedOrUndefined(values.description);
  const scopeRef =
    values.scopeType === DEFAULT_SCOPE_TYPE ? undefined : trimmedOrUndefined(values.scopeRef);
  const permissions: Record<string, true> = {};
  for (const id of grantedPermissions(values.permissions)) permissions[id] = true;
  return {
    name: values.name.trim(),
    ...(description === undefined ? {} : { description }),
    scope_type: values.scopeType,
    ...(scopeRef === undefined ? {} : { scope_ref: scopeRef }),
    permissions,
  };
}
