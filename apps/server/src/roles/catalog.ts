// The permission catalogue as the meta calls serve it, the system roles a license starts with,
// the role templates, and the permission check behind validate-permissions / validate-role.
// The names come from the domain's PERMISSION_CATALOGUE; only labels and groupings are chosen here.
import {
  isLegacyPermissionName,
  permissionAreaLabels,
  legacyToDotted,
  PERMISSION_CATALOGUE,
  type PermissionName,
} from '@beautydesk/domain/rules/permissions';
import { DEFAULT_SCOPE_TYPE } from '@beautydesk/domain/schemas/permissions';
import {
  WILDCARD_PERMISSION,
  type PermissionCatalogItem,
  type RoleTemplate,
  type ValidatePermissionsResponse,
} from '@beautydesk/domain/schemas/roles';

const RESOURCE_LABELS = permissionAreaLabels;

const ACTION_LABELS: Record<string, string> = {
  manage: 'управление',
  view: 'просмотр',
  read: 'просмотр',
  view_own: 'просмотр своих',
  view_page: 'доступ к странице',
  create: 'создание',
  edit: 'редактирование',
  delete: 'удаление',
  cancel: 'отмена',
  edit_own: 'редактирование своих',
  cancel_own: 'отмена своих',
  book_outside_schedule: 'запись вне графика',
};

function catalogItem(id: PermissionName): PermissionCatalogItem {
  const [resource = id, action = ''] = id.split('.');
  const label = `${RESOURCE_LABELS[resource] ?? resource}: ${ACTION_LABELS[action] ?? action}`;
  return { id, name: label, description: null, category: resource, required: false };
}

/** The catalogue for a scope. Only the license scope exists; every permission applies to it. */
export function permissionCatalog(scopeType: string = DEFAULT_SCOPE_TYPE): PermissionCatalogItem[] {
  return scopeType === DEFAULT_SCOPE_TYPE ? PERMISSION_CATALOGUE.map(catalogItem) : [];
}

const catalogue: ReadonlySet<string> = new Set(PERMISSION_CATALOGUE);

/**
 * Unknown names (and '*', which the API never grants) are invalid; a legacy underscore name whose
 * dotted form is in the catalogue is invalid too, with that form as the suggestion; for any other
 * unknown name the suggestions are the catalogue's names on the same resource.
 */
export function validatePermissions(
  names: readonly string[],
  scopeType: string = DEFAULT_SCOPE_TYPE,
): ValidatePermissionsResponse {
  const known = new Set(permissionCatalog(scopeType).map((item) => item.id));
  const invalid: string[] = [];
  const suggestions = new Set<string>();
  for (const name of names) {
    if (known.has(name)) continue;
    invalid.push(name);
    if (name === WILDCARD_PERMISSION) continue;
    const dotted = isLegacyPermissionName(name) ? legacyToDotted(name) : name;
    if (dotted && known.has(dotted)) {
      suggestions.add(dotted);
      continue;
    }
    const resource = (dotted ?? name).split('.')[0];
    for (const id of known) if (id.startsWith(`${resource}.`)) suggestions.add(id);
  }
  return {
    valid: invalid.length === 0,
    invalid_permissions: invalid,
    missing_required: [],
    suggestions: [...suggestions],
  };
}

export function isCataloguePermission(name: string): boolean {
  return catalogue.has(name);
}

// ---------------------------------------------------------------------------------------------
// System roles (the spec names none; see apps/server/README.md)

export type SystemRoleKey = 'owner' | 'administrator' | 'master';

export interface SystemRoleDefinition {
  key: SystemRoleKey;
  name: string;
  description: string;
  permissions: string[];
}

const ADMINISTRATOR_EXCLUDED: ReadonlySet<string> = new Set([
  'roles.manage',
  'roles.create',
  'roles.edit',
  'roles.delete',
  'users.delete',
  'billing.view',
  'billing.view_page',
  // The administrator reads every appointment (appointments.view); the own-only read is the master's.
  'appointments.view_own',
]);

const MASTER_PERMISSIONS: PermissionName[] = [
  // Only her own appointments (issue 27): not every master's records and prices.
  'appointments.view_own',
  'appointments.create',
  'appointments.edit_own',
  'appointments.cancel_own',
  'clients.read',
  'clients.create',
  'services.read',
  'masters.read',
  // No studios.view: masters work in their own studio and never pick one (part 2 §6), so the
  // Studios tab stays hidden for them.
  'countries.view',
];

export const SYSTEM_ROLES: readonly SystemRoleDefinition[] = [
  {
    key: 'owner',
    name: 'Владелец',
    description: 'Владелец лицензии: полный доступ',
    permissions: [WILDCARD_PERMISSION],
  },
  {
    key: 'administrator',
    name: 'Администратор',
    description:
      'Студии, мастера, услуги, клиенты, записи и команда; без управления ролями и оплаты',
    permissions: PERMISSION_CATALOGUE.filter((name) => !ADMINISTRATOR_EXCLUDED.has(name)),
  },
  {
    key: 'master',
    name: 'Мастер',
    description: 'Свои записи, клиенты и просмотр услуг',
    permissions: MASTER_PERMISSIONS,
  },
];

/** Ready-made starting points for a custom role (never the wildcard). */
export function roleTemplates(scopeType: string = DEFAULT_SCOPE_TYPE): RoleTemplate[] {
  if (scopeType !== DEFAULT_SCOPE_TYPE) return [];
  const systemTemplates = SYSTEM_ROLES.filter((role) => role.key !== 'owner').map((role) => ({
    id: role.key,
    name: role.name,
    description: role.description,
    scope_type: DEFAULT_SCOPE_TYPE,
    permissions: role.permissions,
  }));
  return [
    ...systemTemplates,
    {
      // Part 2 §6: "a studio administrator with studio, masters, appointments, clients and services permissions".
      id: 'studio_administrator',
      name: 'Администратор студии',
      description: 'Студии, мастера, записи, клиенты и услуги',
      scope_type: DEFAULT_SCOPE_TYPE,
      permissions: PERMISSION_CATALOGUE.filter((name) =>
        ['studios', 'masters', 'appointments', 'clients', 'services'].includes(
          name.split('.')[0] as string,
        ),
      ),
    },
  ];
}
