// Multi-line text field with the shared field frame and a "length / max" counter when maxLength is set.
import { useState, type ChangeEvent, type ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { clsx } from 'clsx';
import * as styles from './textarea.css.ts';
import * as inputStyles from '../input/input.css.ts';
import {
  FieldFrame,
  describedBy,
  fieldMessageId,
  resolveFieldState,
  useFieldIds,
  type FieldProps,
} from '../input/input.tsx';

export { inputStates as textareaStates } from '../input/input.tsx';

export const textareaVariants = cva(styles.root, {
  variants: { state: inputStyles.state },
  defaultVariants: { state: 'default' },
});

export type TextareaProps = ComponentProps<'textarea'> &
  VariantProps<typeof textareaVariants> &
  FieldProps;

export function Textarea({
  label,
  hint,
  error,
  state: stateProp,
  disabled: disabledProp,
  id,
  className,
  maxLength,
  value,
  defaultValue,
  onChange,
  'aria-describedby': ariaDescribedBy,
  ...props
}: TextareaProps) {
  const ids = useFieldIds(id);
  const { state, invalid, disabled } = resolveFieldState({
    state: stateProp,
    error,
    disabled: disabledProp,
  });
  // Uncontrolled use has no value to read, so the length is tracked from change events.
  const [uncontrolledLength, setUncontrolledLength] = useState(() => textLength(defaultValue));
  const length = value === undefined ? uncontrolledLength : textLength(value);
  const counterId = `${ids.controlId}-counter`;
  const showCounter = maxLength !== undefined;

  function handleChange(event: ChangeEvent<HTMLTextAreaElement>) {
    if (value === undefined) setUncontrolledLength(event.target.value.length);
    onChange?.(event);
  }

  return (
    <FieldFrame
      slot="textarea"
      label={label}
      hint={hint}
      error={error}
      state={state}
      ids={ids}
      aside={
        showCounter && (
          <span
            id={counterId}
            data-slot="textarea-counter"
            className={clsx(styles.counter, length >= maxLength && styles.counterAtLimit)}
          >
            {length} / {maxLength}
          </span>
        )
      }
    >
      <textarea
        id={ids.controlId}
        data-slot="textarea-control"
        className={clsx(textareaVariants({ state }), className)}
        disabled={disabled}
        maxLength={maxLength}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(
          fieldMessageId(ids, { hint, error }),
          showCounter && counterId,
          ariaDescribedBy,
        )}
        {...props}
      />
    </FieldFrame>
  );
}

// String length in UTF-16 units, the same unit the browser's maxLength counts.
function textLength(value: ComponentProps<'textarea'>['value']) {
  if (value === undefined || value === null) return 0;
  return Array.isArray(value) ? value.join(',').length : String(value).length;
}
