// The studio form (part 2 §3 Studio, §5 Studio form) in a dialog: every field's message from the domain's
// validateStudioForm, a field's error cleared when that field is edited, a failed save kept in the dialog.
import type { Country } from '@beautydesk/domain/schemas/countries';
import type { Studio } from '@beautydesk/domain/schemas/studios';
import { STUDIO_TIME_ZONES, defaultTimeZoneForCountry } from '@beautydesk/domain/rules/time-zones';
import {
  validateStudioForm,
  type StudioFormField,
  type StudioFormValues,
} from '@beautydesk/domain/rules/validation/studio-form';
import { Select } from '../../../components/select/select.tsx';
import { Textarea } from '../../../components/textarea/textarea.tsx';
import { ActionDialog, ActionDialogForm, type DialogAction } from '../../common/area-page.tsx';
import { useFormFields, type TextFieldOptions } from '../../common/form-fields.tsx';
import * as styles from '../../common/area-page.css.ts';
import { studioFormLabels as l } from '../labels.ts';

export type StudioFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The studio being edited; a new one without it. */
  studio?: Studio | null;
  /** The read-only country reference (each with its currency). */
  countries: readonly Country[];
  countriesLoading?: boolean;
  /** Saves; a rejection's message shows in the dialog and keeps what was typed. */
  onSubmit: (values: StudioFormValues) => Promise<unknown>;
};

/** What the form starts with: the studio's values, or blanks. */
export function studioFormValues(studio?: Studio | null): StudioFormValues {
  return {
    name: studio?.name ?? '',
    countryId: studio?.countryId ?? '',
    city: studio?.city ?? '',
    address: studio?.address ?? '',
    phone: studio?.phone ?? '',
    email: studio?.email ?? '',
    description: studio?.description ?? '',
    imageUrl: studio?.imageUrl ?? '',
    // A new studio has none until the user picks one: the country's default shows meanwhile.
    timeZone: studio?.timeZone ?? '',
  };
}

/** The zone the form shows and sends: the one picked (or the studio's), else the country's default. */
export function effectiveTimeZone(
  values: StudioFormValues,
  countries: readonly Country[],
): string | undefined {
  if (values.timeZone) return values.timeZone;
  const country = countries.find((c) => c.id === values.countryId);
  return country ? defaultTimeZoneForCountry(country.code) : undefined;
}

/** The offered zones, plus the studio's own when the API set one outside the list. */
function timeZoneOptions(current: string | undefined) {
  const zones: string[] = [...STUDIO_TIME_ZONES];
  if (current && !zones.includes(current)) zones.push(current);
  return zones.map((zone) => ({ value: zone, label: l.timeZoneOption(zone) }));
}

export function StudioFormDialog(props: StudioFormDialogProps) {
  return (
    <ActionDialog open={props.open} onOpenChange={props.onOpenChange}>
      {(action) => <StudioForm {...props} action={action} />}
    </ActionDialog>
  );
}

type TextField = Exclude<keyof StudioFormValues, 'countryId' | 'timeZone'>;

function StudioForm({
  studio,
  countries,
  countriesLoading = false,
  onSubmit,
  onOpenChange,
  action,
}: StudioFormDialogProps & { action: DialogAction }) {
  const { values, errors, setErrors, change, textField } = useFormFields<
    StudioFormValues,
    StudioFormField
  >(() => studioFormValues(studio));
  const timeZone = effectiveTimeZone(values, countries);

  const submit = async () => {
    const result = validateStudioForm(values);
    setErrors(result.errors);
    if (!result.valid) return;
    const timeZone = effectiveTimeZone(values, countries);
    if (await action.run(() => onSubmit({ ...values, timeZone }))) onOpenChange(false);
  };

  // One line per text field keeps the form easy to extend (a new column is one more entry).
  const text = (field: TextField, label: string, options?: TextFieldOptions) =>
    textField(field, label, options);

  return (
    <ActionDialogForm
      size="lg"
      action={action}
      title={studio ? l.editTitle : l.createTitle}
      description={l.description}
      onSubmit={submit}
      cancelLabel={l.cancel}
      submitLabel={studio ? l.save : l.create}
    >
      {text('name', l.name, { required: true })}
      <div className={styles.formRow}>
        <Select
          label={`${l.country} *`}
          placeholder={l.countryPlaceholder}
          hint={countriesLoading ? l.countriesLoading : undefined}
          disabled={countriesLoading}
          value={values.countryId ? String(values.countryId) : undefined}
          onValueChange={(countryId) => change('countryId', countryId)}
          error={errors.countryId}
          options={countries.map((country) => ({
            value: country.id,
            label: l.countryOption(country.name, country.currencyCode),
          }))}
        />
        <Select
          label={l.timeZone}
          placeholder={l.timeZonePlaceholder}
          // Says so while the zone only follows the country, so the user knows to check it.
          hint={values.timeZone || !timeZone ? l.timeZoneHint : l.timeZoneFromCountry}
          value={timeZone}
          onValueChange={(zone) => change('timeZone', zone)}
          options={timeZoneOptions(timeZone)}
        />
      </div>
      <div className={styles.formRow}>
        {text('city', l.city, { required: true })}
        {text('address', l.address, { required: true })}
      </div>
      <div className={styles.formRow}>
        {text('phone', l.phone, {
          required: true,
          type: 'tel',
          placeholder: l.phonePlaceholder,
        })}
        {text('email', l.email, { type: 'email' })}
      </div>
      {text('imageUrl', l.imageUrl, { type: 'url' })}
      <Textarea
        label={l.descriptionField}
        name="description"
        rows={3}
        value={values.description ?? ''}
        onChange={(event) => change('description', event.target.value)}
      />
    </ActionDialogForm>
  );
}
