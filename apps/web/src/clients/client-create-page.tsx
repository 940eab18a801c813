// /clients/create: the client form; a saved client opens its card, cancel returns to the list.
import { useNavigate } from 'react-router-dom';
import { useClientActions } from '@beautydesk/api/clients';
import type { Client } from '@beautydesk/domain/schemas/clients';
import { ClientCreateScreen } from '@beautydesk/ui/screens/clients';
import { CLIENTS_PATH, clientPath } from '../routes.ts';
import { useClientPermissions } from './client-permissions.ts';
import { withSaveMessage } from './save-error.ts';

export default function ClientCreatePage() {
  const navigate = useNavigate();
  const actions = useClientActions();
  const access = useClientPermissions();
  return (
    <ClientCreateScreen<Client>
      canCreate={access.loading || access.canCreate}
      onSave={(body) =>
        withSaveMessage(() => actions.create(body as Parameters<typeof actions.create>[0]))
      }
      onSaved={(client) => navigate(clientPath(client.id))}
      onCancel={() => navigate(CLIENTS_PATH)}
    />
  );
}
