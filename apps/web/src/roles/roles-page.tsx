// /roles (part 2 §2, §6): the roles screen for holders of roles.manage or users.manage, with the panel's table and editor.
import { hasAnyPermission } from '@beautydesk/domain/rules/permissions';
import { RolesScreen } from '@beautydesk/ui/screens/roles';
import { usePermissions } from '../session/permissions.tsx';
import { useRolesPanel } from './roles-panel.tsx';

export default function RolesPage() {
  const { permissions, loading } = usePermissions();
  const { table, editor } = useRolesPanel();
  if (loading) return null;
  const canView = hasAnyPermission(permissions, ['roles.manage', 'users.manage']);
  return (
    <>
      <RolesScreen canView={canView} {...table} />
      {canView ? editor : null}
    </>
  );
}
