// The service form (part 2 §4 Service, §5 Service form) in a full-screen modal: trimmed name and type required,
// duration ≥ 1 (60 by default), the active box only when editing, a price and availability per studio, the
// no-pricing warning when creating; the domain's validateServiceForm decides, save stays disabled until valid.
import { useState } from 'react';
import {
  canSaveService,
  validateServiceForm,
  type ServiceFormValues,
} from '@beautydesk/domain/rules/validation/service-form';
import {
  DEFAULT_SERVICE_DURATION_MIN,
  SERVICE_TYPES,
  type Service,
} from '@beautydesk/domain/schemas/services';
import type { Studio } from '@beautydesk/domain/schemas/studios';
import { Button } from '../../../components/button/button.tsx';
import { Checkbox } from '../../../components/checkbox/checkbox.tsx';
import { Input } from '../../../components/input/input.tsx';
import { NumberInput } from '../../../components/number-input/number-input.tsx';
import { Select } from '../../../components/select/select.tsx';
import { Textarea } from '../../../components/textarea/textarea.tsx';
import { ActionDialog, ActionDialogForm, type DialogAction } from '../../common/area-page.tsx';
import * as page from '../../common/area-page.css.ts';
import { serviceFormLabels as l, serviceTypeLabels } from '../labels.ts';
import * as styles from '../services.css.ts';

export type ServiceFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  service?: Service | null;
  studios: readonly Studio[];
  onSubmit: (values: ServiceFormValues) => Promise<unknown>;
  /** Offered when editing with services.delete: asks for confirmation. */
  onDelete?: () => void;
};

export function serviceFormValues(
  service: Service | null | undefined,
  studios: readonly Studio[],
): ServiceFormValues {
  return {
    name: service?.name ?? '',
    type: service?.type ?? '',
    description: service?.description ?? '',
    durationMin: String(service?.durationMin ?? DEFAULT_SERVICE_DURATION_MIN),
    isActive: service?.isActive ?? false,
    studioPricing: Object.fromEntries(
      studios.map((studio) => {
        const price = service?.pricesByStudio[studio.id];
        return [
          studio.id,
          {
            price: price ? String(price.price) : '',
            currency: price?.currency ?? studio.country?.currencyCode ?? 'RUB',
            isAvailable: price?.isAvailable ?? true,
          },
        ];
      }),
    ),
  };
}

export function ServiceFormDialog(props: ServiceFormDialogProps) {
  return (
    <ActionDialog open={props.open} onOpenChange={props.onOpenChange}>
      {(action) => <ServiceForm {...props} action={action} />}
    </ActionDialog>
  );
}

function ServiceForm({
  service,
  studios,
  onSubmit,
  onOpenChange,
  onDelete,
  action,
}: ServiceFormDialogProps & { action: DialogAction }) {
  const mode = service ? 'edit' : 'create';
  const [values, setValues] = useState(() => serviceFormValues(service, studios));
  const [touched, setTouched] = useState(false);
  const result = validateServiceForm(values, mode);
  const shown = touched ? result.errors : {};
  const set = (patch: Partial<ServiceFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const setPrice = (studioId: string, patch: Partial<ServiceFormValues['studioPricing'][string]>) =>
    setValues((v) => ({
      ...v,
      studioPricing: {
        ...v.studioPricing,
        [studioId]: { ...v.studioPricing[studioId]!, ...patch },
      },
    }));

  const submit = async () => {
    setTouched(true);
    if (!canSaveService(values, mode)) return;
    if (await action.run(() => onSubmit(values))) onOpenChange(false);
  };

  return (
    <ActionDialogForm
      variant="fullscreen"
      action={action}
      title={service ? l.editTitle : l.createTitle}
      onSubmit={submit}
      onBlur={() => setTouched(true)}
      cancelLabel={l.cancel}
      submitLabel={service ? l.save : l.create}
      submitDisabled={!result.valid}
      footerStart={
        onDelete ? (
          <Button type="button" variant="danger" onClick={onDelete}>
            {l.delete}
          </Button>
        ) : null
      }
    >
      <div className={page.formRow}>
        <Input
          label={l.name}
          name="name"
          autoComplete="off"
          value={values.name}
          error={shown.name}
          onChange={(event) => set({ name: event.target.value })}
        />
        <Select
          label={l.type}
          placeholder={l.typePlaceholder}
          value={values.type || undefined}
          error={shown.type}
          onValueChange={(type) => set({ type })}
          options={SERVICE_TYPES.map((type) => ({
            value: type,
            label: serviceTypeLabels[type],
          }))}
        />
        <NumberInput
          label={l.duration}
          name="duration"
          min={1}
          step={1}
          value={String(values.durationMin)}
          error={shown.durationMin}
          onChange={(event) => set({ durationMin: event.target.value })}
        />
      </div>
      <Textarea
        label={l.descriptionField}
        name="description"
        rows={2}
        value={values.description ?? ''}
        onChange={(event) => set({ description: event.target.value })}
      />
      {service ? (
        <Checkbox
          label={l.active}
          checked={values.isActive ?? false}
          onCheckedChange={(checked) => set({ isActive: checked === true })}
        />
      ) : null}
      <fieldset className={page.form}>
        <legend>{l.pricing}</legend>
        {studios.map((studio) => {
          const entry = values.studioPricing[studio.id]!;
          return (
            <div key={studio.id} className={styles.priceRow}>
              <NumberInput
                label={l.price(studio.name)}
                min={0}
                step={0.01}
                suffix={entry.currency}
                value={String(entry.price ?? '')}
                error={shown[`price.${studio.id}`]}
                onChange={(event) => setPrice(studio.id, { price: event.target.value })}
              />
              <Checkbox
                label={l.available(studio.name)}
                checked={entry.isAvailable}
                onCheckedChange={(checked) =>
                  setPrice(studio.id, { isAvailable: checked === true })
                }
              />
            </div>
          );
        })}
      </fieldset>
      {result.warnings.map((warning) => (
        <p key={warning} role="status" className={page.warning}>
          {warning}
        </p>
      ))}
    </ActionDialogForm>
  );
}
