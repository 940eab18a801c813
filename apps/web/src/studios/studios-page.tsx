// /studios (part 2 §2, §6, §8): studios with their countries and the country reference, wired to the studios screen;
// success toasts here, a failed call's words back into the open dialog.
import { useCountries } from '@beautydesk/api/countries';
import { useStudioActions, useStudiosWithCountries } from '@beautydesk/api/studios';
import { toastMessage } from '@beautydesk/api/toast-messages';
import { studioNotices } from '@beautydesk/domain/messages/studios';
import { hasPermission } from '@beautydesk/domain/rules/permissions';
import {
  prepareStudioPayload,
  type StudioFormValues,
} from '@beautydesk/domain/rules/validation/studio-form';
import { useToast } from '@beautydesk/ui/components/toast/store';
import { StudiosScreen } from '@beautydesk/ui/screens/studios';
import { usePermissions } from '../session/permissions.tsx';
import { withUserMessage } from '../catalogue/user-message.ts';

export default function StudiosPage() {
  const { permissions, loading: permissionsLoading } = usePermissions();
  const studios = useStudiosWithCountries();
  const countries = useCountries();
  const actions = useStudioActions();
  const { toast } = useToast();

  const succeed = (message: string) => toast({ title: message, tone: 'success' });
  // Country ids are uuids here; the domain's form type also admits numbers for other back ends.
  const payload = (values: StudioFormValues) => {
    const body = prepareStudioPayload(values);
    return { ...body, country_id: String(body.country_id) };
  };

  return (
    <StudiosScreen
      studios={studios.data ?? []}
      countries={countries.data ?? []}
      countriesLoading={!countries.data && !countries.error}
      loading={permissionsLoading || (!studios.data && !studios.error)}
      error={studios.error ? toastMessage(studios.error) : null}
      onRetry={() => void studios.mutate()}
      permissions={{
        view: permissionsLoading || hasPermission(permissions, 'studios.view'),
        create: hasPermission(permissions, 'studios.create'),
        edit: hasPermission(permissions, 'studios.edit'),
        delete: hasPermission(permissions, 'studios.delete'),
      }}
      onCreate={withUserMessage(async (values) => {
        await actions.create(payload(values));
        succeed(studioNotices.created);
      })}
      onUpdate={withUserMessage(async (studioId: string, values: StudioFormValues) => {
        await actions.update(studioId, payload(values));
        succeed(studioNotices.updated);
      })}
      onDelete={withUserMessage(async (studioId: string) => {
        await actions.remove(studioId);
        succeed(studioNotices.deleted);
      })}
    />
  );
}
