// Create or edit a master (part 2 §3 Master, §5 Master form): every rule and message from the domain's
// validateMasterForm; a field's error clears when it is edited; a failed save stays in the dialog with what was typed.
import {
  COEFFICIENT_MAX,
  COEFFICIENT_MIN,
  COEFFICIENT_STEP,
  DEFAULT_COEFFICIENT,
  type Master,
} from '@beautydesk/domain/schemas/masters';
import {
  validateMasterForm,
  type MasterFormField,
  type MasterFormValues,
} from '@beautydesk/domain/rules/validation/master-form';
import type { Studio } from '@beautydesk/domain/schemas/studios';
import { NumberInput } from '../../../components/number-input/number-input.tsx';
import { Select } from '../../../components/select/select.tsx';
import { Textarea } from '../../../components/textarea/textarea.tsx';
import { ActionDialog, ActionDialogForm, type DialogAction } from '../../common/area-page.tsx';
import { useFormFields, type TextFieldOptions } from '../../common/form-fields.tsx';
import * as page from '../../common/area-page.css.ts';
import { masterFormLabels as l } from '../labels.ts';

/** The form's values; the schedule is the master's own (the container gives a new one the default). */
export type MasterFormDialogValues = MasterFormValues<Master['schedule']>;

export type MasterFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  master?: Master | null;
  studios: readonly Pick<Studio, 'id' | 'name'>[];
  onSubmit: (values: MasterFormDialogValues) => Promise<unknown>;
};

export function masterFormValues(master?: Master | null): MasterFormDialogValues {
  return {
    name: master?.name ?? '',
    phone: master?.phone ?? '',
    email: master?.email ?? '',
    qualification: master?.qualification ?? '',
    coefficient: String(master?.coefficient ?? DEFAULT_COEFFICIENT),
    studioId: master?.studioId ?? '',
    notes: master?.notes ?? '',
    photoUrl: master?.photoUrl ?? '',
    schedule: master?.schedule ?? null,
  };
}

export function MasterFormDialog(props: MasterFormDialogProps) {
  return (
    <ActionDialog open={props.open} onOpenChange={props.onOpenChange}>
      {(action) => <MasterForm {...props} action={action} />}
    </ActionDialog>
  );
}

type TextField = 'name' | 'phone' | 'email' | 'qualification' | 'photoUrl';

function MasterForm({
  master,
  studios,
  onSubmit,
  onOpenChange,
  action,
}: MasterFormDialogProps & { action: DialogAction }) {
  const { values, errors, setErrors, change, textField } = useFormFields<
    MasterFormDialogValues,
    MasterFormField
  >(() => masterFormValues(master));

  const submit = async () => {
    const result = validateMasterForm(values);
    setErrors(result.errors);
    if (!result.valid) return;
    if (await action.run(() => onSubmit(values))) onOpenChange(false);
  };

  const text = (field: TextField, label: string, options?: TextFieldOptions) =>
    textField(field, label, options);

  return (
    <ActionDialogForm
      size="lg"
      action={action}
      title={master ? l.editTitle : l.createTitle}
      description={l.description}
      onSubmit={submit}
      cancelLabel={l.cancel}
      submitLabel={master ? l.save : l.create}
    >
      {text('name', l.name, { required: true })}
      <div className={page.formRow}>
        {text('phone', l.phone, {
          required: true,
          type: 'tel',
          placeholder: l.phonePlaceholder,
        })}
        {text('email', l.email, { type: 'email' })}
      </div>
      {text('qualification', l.qualification, {
        required: true,
        placeholder: l.qualificationPlaceholder,
      })}
      <div className={page.formRow}>
        <Select
          label={`${l.studio} *`}
          placeholder={l.studioPlaceholder}
          value={values.studioId ? String(values.studioId) : undefined}
          onValueChange={(studioId) => change('studioId', studioId)}
          error={errors.studioId}
          options={studios.map((studio) => ({ value: studio.id, label: studio.name }))}
        />
        <NumberInput
          label={l.coefficient}
          name="coefficient"
          min={COEFFICIENT_MIN}
          max={COEFFICIENT_MAX}
          step={COEFFICIENT_STEP}
          value={String(values.coefficient)}
          error={errors.coefficient}
          onChange={(event) => change('coefficient', event.target.value)}
        />
      </div>
      {text('photoUrl', l.photoUrl, { type: 'url' })}
      <Textarea
        label={l.notes}
        name="notes"
        rows={2}
        value={values.notes ?? ''}
        onChange={(event) => change('notes', event.target.value)}
      />
    </ActionDialogForm>
  );
}
