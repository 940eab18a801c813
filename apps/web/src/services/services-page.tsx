// /services (part 2 §2, §6, §8): services and studios with their countries wired to the services screen, the
// §8 failure texts for create, save and delete, and the error fallback with 'Повторить попытку'.
import { Component, type ReactNode } from 'react';
import { useServiceActions, useServices } from '@beautydesk/api/services';
import { useStudiosWithCountries } from '@beautydesk/api/studios';
import { serviceNotices } from '@beautydesk/domain/messages/services';
import { hasPermission } from '@beautydesk/domain/rules/permissions';
import {
  prepareServicePayload,
  type ServiceFormValues,
} from '@beautydesk/domain/rules/validation/service-form';
import type { ServiceType } from '@beautydesk/domain/schemas/services';
import { ServicesErrorFallback, ServicesScreen } from '@beautydesk/ui/screens/services';
import { usePermissions } from '../session/permissions.tsx';

/** A call's failure in the words §8 gives for it. */
function failingWith(message: string) {
  return async <T,>(call: () => Promise<T>): Promise<void> => {
    try {
      await call();
    } catch (error) {
      throw new Error(message, { cause: error });
    }
  };
}

function payload(values: ServiceFormValues) {
  const body = prepareServicePayload(values);
  return { ...body, type: body.type as ServiceType };
}

function ServicesContainer() {
  const { permissions } = usePermissions();
  const services = useServices();
  const studios = useStudiosWithCountries();
  const actions = useServiceActions();
  return (
    <ServicesScreen
      services={services.data ?? []}
      studios={studios.data ?? []}
      loading={!services.data && !services.error}
      error={services.error ? serviceNotices.loadFailed : null}
      onRefresh={() => void services.mutate()}
      permissions={{
        create: hasPermission(permissions, 'services.create'),
        edit: hasPermission(permissions, 'services.edit'),
        delete: hasPermission(permissions, 'services.delete'),
      }}
      onCreate={(values) =>
        failingWith(serviceNotices.createFailed)(() => actions.create(payload(values)))
      }
      onUpdate={(serviceId, values) =>
        failingWith(serviceNotices.saveFailed)(() => actions.update(serviceId, payload(values)))
      }
      onDelete={(serviceId) =>
        failingWith(serviceNotices.deleteFailed)(() => actions.remove(serviceId))
      }
    />
  );
}

/** A render failure shows the fallback; 'Повторить попытку' resets it and draws the screen again. */
class ServicesErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    if (this.state.error) {
      return (
        <ServicesErrorFallback
          message={this.state.error.message}
          onReset={() => this.setState({ error: null })}
        />
      );
    }
    return this.props.children;
  }
}

export default function ServicesPage() {
  return (
    <ServicesErrorBoundary>
      <ServicesContainer />
    </ServicesErrorBoundary>
  );
}
