// The coefficient dialog (part 2 §2, §5, §9): 0.5 to 2.0 in steps of 0.1, with the badge it will show.
import { useState } from 'react';
import { isValidCoefficient } from '@beautydesk/domain/rules/pricing';
import {
  COEFFICIENT_MAX,
  COEFFICIENT_MIN,
  COEFFICIENT_STEP,
  type Master,
} from '@beautydesk/domain/schemas/masters';
import { NumberInput } from '../../../components/number-input/number-input.tsx';
import { ActionDialog, ActionDialogForm, type DialogAction } from '../../common/area-page.tsx';
import { CoefficientBadge } from '../master-card/master-parts.tsx';
import { coefficientLabels as l } from '../labels.ts';
import * as styles from '../masters.css.ts';

export type CoefficientDialogProps = {
  master: Master | null;
  onOpenChange: (open: boolean) => void;
  onSubmit: (coefficient: number) => Promise<unknown>;
};

export function CoefficientDialog({ master, onOpenChange, onSubmit }: CoefficientDialogProps) {
  return (
    <ActionDialog open={master !== null} onOpenChange={onOpenChange}>
      {(action) =>
        master ? (
          <CoefficientForm
            master={master}
            action={action}
            onSubmit={onSubmit}
            onOpenChange={onOpenChange}
          />
        ) : null
      }
    </ActionDialog>
  );
}

function CoefficientForm({
  master,
  action,
  onSubmit,
  onOpenChange,
}: Omit<CoefficientDialogProps, 'master'> & {
  master: Master;
  action: DialogAction;
}) {
  const [value, setValue] = useState(master.coefficient.toFixed(1));
  const [error, setError] = useState<string | null>(null);
  const valid = isValidCoefficient(value);

  const submit = async () => {
    if (!valid) {
      setError(l.message);
      return;
    }
    if (await action.run(() => onSubmit(Number(value)))) onOpenChange(false);
  };

  return (
    <ActionDialogForm
      size="sm"
      action={action}
      title={l.title}
      description={l.description(master.name)}
      onSubmit={submit}
      cancelLabel={l.cancel}
      submitLabel={l.save}
    >
      <NumberInput
        label={l.field}
        name="coefficient"
        min={COEFFICIENT_MIN}
        max={COEFFICIENT_MAX}
        step={COEFFICIENT_STEP}
        value={value}
        hint={l.hint}
        error={error}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
      />
      {valid ? (
        <div className={styles.row}>
          <span className={styles.muted}>{l.preview}</span>
          <CoefficientBadge value={Number(value)} />
        </div>
      ) : null}
    </ActionDialogForm>
  );
}
