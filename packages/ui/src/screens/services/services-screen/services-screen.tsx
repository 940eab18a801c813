// /services (part 2 §2 Services screen, §4, §6, §8): the card grid with the multi-select type filter, the
// counter and refresh; a card opens the full-screen form (services.edit); delete is confirmed from the form.
import { useState } from 'react';
import type { ServiceFormValues } from '@beautydesk/domain/rules/validation/service-form';
import { SERVICE_TYPES, type Service } from '@beautydesk/domain/schemas/services';
import type { Studio } from '@beautydesk/domain/schemas/studios';
import { Badge } from '../../../components/badge/badge.tsx';
import { Button } from '../../../components/button/button.tsx';
import { Card } from '../../../components/card/card.tsx';
import { Checkbox } from '../../../components/checkbox/checkbox.tsx';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import { ErrorState } from '../../../components/error-state/error-state.tsx';
import { Icon, type IconName } from '../../../components/icon/icon.tsx';
import { ActionConfirmDialog, AreaPage } from '../../common/area-page.tsx';
import * as page from '../../common/area-page.css.ts';
import { SpinnerLine } from '../../common/spinner-line.tsx';
import { serviceFormLabels, servicesLabels as l, serviceTypeLabels } from '../labels.ts';
import * as styles from '../services.css.ts';
import { ServiceFormDialog } from './service-form-dialog.tsx';

export type ServicePermissions = { create: boolean; edit: boolean; delete: boolean };

export type ServicesScreenProps = {
  services: readonly Service[];
  /** Studios with their countries: the price chips and the form's price rows. */
  studios: readonly Studio[];
  loading?: boolean;
  error?: string | null;
  onRefresh?: () => void;
  permissions?: Partial<ServicePermissions>;
  onCreate: (values: ServiceFormValues) => Promise<unknown>;
  onUpdate: (serviceId: string, values: ServiceFormValues) => Promise<unknown>;
  onDelete: (serviceId: string) => Promise<unknown>;
};

const typeIcons: Record<string, IconName> = {
  laser: 'laser',
  electro: 'zap',
  wax: 'wax',
  consultation: 'message-circle',
};

/** All types, one type's name, or 'Выбрано: n'. */
export function typeFilterLabel(selected: readonly string[]): string {
  if (selected.length === 0 || selected.length === SERVICE_TYPES.length) return l.allTypes;
  if (selected.length === 1) return serviceTypeLabels[selected[0]!] ?? selected[0]!;
  return l.selected(selected.length);
}

function ServiceCard({
  service,
  studios,
  onOpen,
}: {
  service: Service;
  studios: readonly Studio[];
  onOpen?: () => void;
}) {
  const priced = studios.filter((studio) => service.pricesByStudio[studio.id]);
  return (
    <Card
      size="sm"
      interactive={onOpen !== undefined}
      onClick={onOpen}
      variant={service.isActive ? 'default' : 'filled'}
    >
      <div className={styles.card}>
        <div className={styles.cardHead}>
          <Icon name={typeIcons[service.type] ?? 'sparkles'} />
          <span className={styles.name}>{service.name}</span>
          {service.isActive ? null : <Badge variant="neutral">{l.inactive}</Badge>}
        </div>
        <span className={styles.muted}>
          {serviceTypeLabels[service.type]} · {l.minutes(service.durationMin)}
        </span>
        {service.description ? <span className={styles.muted}>{service.description}</span> : null}
        {priced.length === 0 ? (
          <span className={styles.muted}>{l.noPricing}</span>
        ) : (
          <ul className={styles.chips} aria-label={l.prices}>
            {priced.map((studio) => {
              const price = service.pricesByStudio[studio.id]!;
              return (
                <li key={studio.id}>
                  <Badge variant={price.isAvailable ? 'info' : 'neutral'}>
                    {studio.name}
                    {studio.country ? `, ${studio.country.name}` : ''}:{' '}
                    {price.isAvailable ? `${price.price} ${price.currency}` : '—'}
                  </Badge>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Card>
  );
}

export function ServicesScreen({
  services,
  studios,
  loading = false,
  error,
  onRefresh,
  permissions,
  onCreate,
  onUpdate,
  onDelete,
}: ServicesScreenProps) {
  const can: ServicePermissions = { create: true, edit: true, delete: true, ...permissions };
  const [types, setTypes] = useState<string[]>([]);
  const [form, setForm] = useState<Service | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Service | null>(null);
  const shown = types.length === 0 ? services : services.filter((s) => types.includes(s.type));
  const editing = form === 'new' ? null : form;

  return (
    <AreaPage
      screen="services"
      title={l.title}
      description={l.description}
      actions={
        <>
          {onRefresh ? (
            <Button
              variant="secondary"
              icon={<Icon name="refresh" size="sm" />}
              disabled={loading}
              onClick={onRefresh}
            >
              {l.refresh}
            </Button>
          ) : null}
          {can.create ? (
            <Button icon={<Icon name="plus" size="sm" />} onClick={() => setForm('new')}>
              {l.add}
            </Button>
          ) : null}
        </>
      }
    >
      <div className={styles.toolbar}>
        <fieldset className={styles.filters}>
          <legend>
            {l.filter}: {typeFilterLabel(types)}
          </legend>
          {SERVICE_TYPES.map((type) => (
            <Checkbox
              key={type}
              label={serviceTypeLabels[type]}
              checked={types.includes(type)}
              onCheckedChange={(checked) =>
                setTypes((current) =>
                  checked === true ? [...current, type] : current.filter((t) => t !== type),
                )
              }
            />
          ))}
        </fieldset>
        {!loading && !error ? (
          <span role="status">{l.found(shown.length, services.length)}</span>
        ) : null}
      </div>
      {error ? (
        <ErrorState title={l.loadFailed} message={error} onRetry={onRefresh} />
      ) : loading ? (
        <SpinnerLine className={page.loading} label={l.loading} />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={<Icon name="services" size="lg" />}
          title={services.length === 0 ? l.empty : l.emptyFiltered}
          titleLevel={2}
        />
      ) : (
        <ul className={styles.grid} aria-label={l.title}>
          {shown.map((service) => (
            <li key={service.id}>
              <ServiceCard
                service={service}
                studios={studios}
                onOpen={can.edit ? () => setForm(service) : undefined}
              />
            </li>
          ))}
        </ul>
      )}
      <ServiceFormDialog
        open={form !== null}
        onOpenChange={(open) => {
          if (!open) setForm(null);
        }}
        service={editing}
        studios={studios}
        onSubmit={(values) => (editing ? onUpdate(editing.id, values) : onCreate(values))}
        onDelete={
          editing && can.delete
            ? () => {
                setForm(null);
                setDeleting(editing);
              }
            : undefined
        }
      />
      <ActionConfirmDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        tone="danger"
        title={serviceFormLabels.deleteTitle(deleting?.name ?? '')}
        description={serviceFormLabels.deleteText}
        confirmLabel={serviceFormLabels.delete}
        onConfirm={(service) => onDelete(service.id)}
      />
    </AreaPage>
  );
}

/** The error fallback around the screen: 'Произошла ошибка при загрузке услуг', the message, 'Повторить попытку'. */
export function ServicesErrorFallback({
  message,
  onReset,
}: {
  message: string;
  onReset: () => void;
}) {
  return <ErrorState title={l.fallback} message={message} onRetry={onReset} retryLabel={l.retry} />;
}
