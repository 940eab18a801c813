// The coefficient dialog (part 2 §2, §5, §9): 0.5 to 2.0 in steps of 0.1, with the badge it will show.
import { useState, type FormEvent } from 'react';
import { isValidCoefficient } from '@beautydesk/domain/rules/pricing';
import {
  COEFFICIENT_MAX,
  COEFFICIENT_MIN,
  COEFFICIENT_STEP,
  type Master,
} from '@beautydesk/domain/schemas/masters';
import { Button } from '../../../components/button/button.tsx';
import {
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/dialog/dialog.tsx';
import { NumberInput } from '../../../components/number-input/number-input.tsx';
import { ActionDialog, FormError, type DialogAction } from '../../common/area-page.tsx';
import * as page from '../../common/area-page.css.ts';
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

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!valid) {
      setError(l.message);
      return;
    }
    if (await action.run(() => onSubmit(Number(value)))) onOpenChange(false);
  };

  return (
    <DialogContent size="sm">
      <form noValidate onSubmit={(event) => void submit(event)} className={page.dialogForm}>
        <DialogHeader>
          <DialogTitle>{l.title}</DialogTitle>
          <DialogDescription>{l.description(master.name)}</DialogDescription>
        </DialogHeader>
        <DialogBody className={page.form}>
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
          <FormError message={action.error} />
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="secondary">
              {l.cancel}
            </Button>
          </DialogClose>
          <Button type="submit" loading={action.busy}>
            {l.save}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
