// The roles table's props and its editor, on the roles and meta hooks: the body of /roles and of /team?tab=roles.
// A created role goes to /success/role-created; failures say the spec's 'Не удалось … роль' in a toast.
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePermissionCatalog, useRoleTemplates, validateRole } from '@beautydesk/api/meta';
import { useRoleActions, useRoles } from '@beautydesk/api/roles';
import { roleNotices } from '@beautydesk/domain/messages/roles';
import { errorText } from '@beautydesk/domain/rules/errors';
import { hasPermission } from '@beautydesk/domain/rules/permissions';
import type { BusinessRole } from '@beautydesk/domain/schemas/roles';
import { useToast } from '@beautydesk/ui/components/toast/store';
import { RoleEditorDialog, RolesTable, type RolesTableProps } from '@beautydesk/ui/screens/roles';
import { usePermissions } from '../session/permissions.tsx';
import { ROLE_CREATED_PATH } from '../routes.ts';

/** What the roles table shows and does, and the editor dialog (null while closed). */
export function useRolesPanel(): { table: RolesTableProps; editor: ReactNode } {
  const navigate = useNavigate();
  const { toast } = useToast();
  const { permissions } = usePermissions();
  const canEdit = hasPermission(permissions, 'roles.manage');
  const roles = useRoles({ include_user_count: true });
  const actions = useRoleActions();
  const [editing, setEditing] = useState<BusinessRole | 'new' | null>(null);

  const table: RolesTableProps = {
    roles: roles.data ?? [],
    loading: !roles.data && !roles.error,
    error: roles.error ? errorText(roles.error, roleNotices.loadFailed) : null,
    onRetry: () => void roles.mutate(),
    onRefresh: () => void roles.mutate(),
    canEdit,
    onCreate: () => setEditing('new'),
    onEdit: setEditing,
    onDelete: async (role) => {
      try {
        await actions.remove(role.id);
        toast({ title: roleNotices.deleted, tone: 'success' });
      } catch (error) {
        toast({
          title: roleNotices.deleteFailed,
          description: errorText(error, ''),
          tone: 'error',
        });
        throw error;
      }
    },
  };
  const editor =
    editing === null ? null : (
      <RoleEditor
        role={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onCreated={() => navigate(ROLE_CREATED_PATH)}
      />
    );
  return { table, editor };
}

/** The roles table and its editor, for /team?tab=roles. */
export function RolesPanel() {
  const { table, editor } = useRolesPanel();
  return (
    <>
      <RolesTable {...table} />
      {editor}
    </>
  );
}

/** The editor with the catalogue and templates loaded only while it is open. */
function RoleEditor({
  role,
  onClose,
  onCreated,
}: {
  role: BusinessRole | null;
  onClose: () => void;
  onCreated: () => void;
}) {
  const catalogue = usePermissionCatalog();
  const templates = useRoleTemplates();
  const actions = useRoleActions();
  return (
    <RoleEditorDialog
      open
      onOpenChange={(open) => !open && onClose()}
      role={role}
      catalogue={catalogue.data?.permissions ?? []}
      catalogueLoading={!catalogue.data && !catalogue.error}
      catalogueError={catalogue.error ? errorText(catalogue.error, '') : null}
      onRetryCatalogue={() => void catalogue.mutate()}
      templates={templates.data ?? []}
      onValidate={(payload) =>
        validateRole({
          name: payload.name,
          description: payload.description,
          scope_type: payload.scope_type,
          scope_ref: payload.scope_ref,
          permissions: Object.keys(payload.permissions),
        })
      }
      onSubmit={async (payload) => {
        const body = { ...payload, permissions: Object.keys(payload.permissions) };
        if (role) {
          await actions.update(role.id, body);
          onClose();
        } else {
          await actions.create(body);
          onCreated();
        }
      }}
    />
  );
}
