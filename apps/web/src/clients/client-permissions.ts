// What the signed-in user may do in the clients area (part 2 §6): read, create, edit.
import { hasPermission } from '@beautydesk/domain/rules/permissions';
import { usePermissions } from '../session/permissions.tsx';

export function useClientPermissions() {
  const { permissions, loading } = usePermissions();
  return {
    loading,
    canRead: hasPermission(permissions, 'clients.read'),
    canCreate: hasPermission(permissions, 'clients.create'),
    canEdit: hasPermission(permissions, 'clients.edit'),
  };
}
