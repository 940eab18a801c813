// Numeric field (prices, coefficients): native number input for min/step validation, an optional unit suffix.
import type { ComponentProps, ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { clsx } from 'clsx';
import * as styles from './number-input.css.ts';
import * as inputStyles from '../input/input.css.ts';
import {
  FieldFrame,
  describedBy,
  fieldMessageId,
  resolveFieldState,
  useFieldIds,
  type FieldProps,
} from '../input/input.tsx';

export { inputStates as numberInputStates } from '../input/input.tsx';

export const numberInputVariants = cva(styles.root, {
  variants: { state: inputStyles.state },
  defaultVariants: { state: 'default' },
});

export type NumberInputProps = Omit<ComponentProps<'input'>, 'type'> &
  VariantProps<typeof numberInputVariants> &
  FieldProps & {
    /** Unit shown inside the field after the number ('₽', '%'); also read as part of the description. */
    suffix?: ReactNode;
  };

export function NumberInput({
  label,
  hint,
  error,
  suffix,
  state: stateProp,
  disabled: disabledProp,
  id,
  className,
  inputMode = 'decimal',
  'aria-describedby': ariaDescribedBy,
  ...props
}: NumberInputProps) {
  const ids = useFieldIds(id);
  const { state, invalid, disabled } = resolveFieldState({
    state: stateProp,
    error,
    disabled: disabledProp,
  });
  const suffixId = `${ids.controlId}-suffix`;
  return (
    <FieldFrame slot="number-input" label={label} hint={hint} error={error} state={state} ids={ids}>
      <div className={clsx(numberInputVariants({ state }), className)}>
        <input
          id={ids.controlId}
          type="number"
          // Decimal keypad on phones; the plain numeric one has no separator for kopecks.
          inputMode={inputMode}
          data-slot="number-input-control"
          className={styles.input}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(
            suffix !== undefined && suffixId,
            fieldMessageId(ids, { hint, error }),
            ariaDescribedBy,
          )}
          {...props}
        />
        {suffix !== undefined && (
          <span id={suffixId} data-slot="number-input-suffix" className={styles.suffix}>
            {suffix}
          </span>
        )}
      </div>
    </FieldFrame>
  );
}
