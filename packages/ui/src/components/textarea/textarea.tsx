// Multi-line text field with the shared field frame and a "length / max" counter when maxLength is
// set; PlainTextarea is the field without the counter.
import { useState, type ChangeEvent, type ComponentProps, type ReactNode } from 'react';
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

/**
 * The field alone, without the counter: for a field with no length limit. The public booking's
 * notes use it, so the booking widget's visitors do not download the counter (docs/decisions/,
 * "The widget's bundle"). `aside` is what Textarea shows at the message's end.
 */
export function PlainTextarea({
  label,
  hint,
  error,
  state: stateProp,
  disabled: disabledProp,
  id,
  className,
  aside,
  'aria-describedby': ariaDescribedBy,
  ...props
}: TextareaProps & { aside?: ReactNode }) {
  const ids = useFieldIds(id);
  const { state, invalid, disabled } = resolveFieldState({
    state: stateProp,
    error,
    disabled: disabledProp,
  });
  return (
    <FieldFrame
      slot="textarea"
      label={label}
      hint={hint}
      error={error}
      state={state}
      ids={ids}
      aside={aside}
    >
      <textarea
        id={ids.controlId}
        data-slot="textarea-control"
        className={clsx(textareaVariants({ state }), className)}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(fieldMessageId(ids, { hint, error }), ariaDescribedBy)}
        {...props}
      />
    </FieldFrame>
  );
}

/** The field with a "length / max" counter beside its message when maxLength is set. */
export function Textarea({
  id,
  maxLength,
  value,
  defaultValue,
  onChange,
  'aria-describedby': ariaDescribedBy,
  ...props
}: TextareaProps) {
  const { controlId } = useFieldIds(id);
  // Uncontrolled use has no value to read, so the length is tracked from change events.
  const [uncontrolledLength, setUncontrolledLength] = useState(() => textLength(defaultValue));
  const length = value === undefined ? uncontrolledLength : textLength(value);
  const counterId = `${controlId}-counter`;
  const showCounter = maxLength !== undefined;

  function handleChange(event: ChangeEvent<HTMLTextAreaElement>) {
    if (value === undefined) setUncontrolledLength(event.target.value.length);
    onChange?.(event);
  }

  return (
    <PlainTextarea
      id={controlId}
      maxLength={maxLength}
      value={value}
      defaultValue={defaultValue}
      onChange={handleChange}
      aria-describedby={describedBy(showCounter && counterId, ariaDescribedBy)}
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
      {...props}
    />
  );
}

// String length in UTF-16 units, the same unit the browser's maxLength counts.
function textLength(value: ComponentProps<'textarea'>['value']) {
  if (value === undefined || value === null) return 0;
  return Array.isArray(value) ? value.join(',').length : String(value).length;
}
