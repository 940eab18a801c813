// Single choice on the platform's <select>, with the shared field frame and the Radix Select's look.
// For the public booking screens: the widget ships them to every visitor of a studio's site, and the
// Radix Select (with its popper, focus scope and scroll lock) was a fifth of that download; the
// platform's list also opens in the phone's own picker and needs no portal inside a shadow root.
import type { ComponentProps } from 'react';
import { clsx } from 'clsx';
import { ChevronDownGlyph } from '../icon/glyphs.tsx';
import * as styles from './native-select.css.ts';
import * as inputStyles from '../input/input.css.ts';
import {
  FieldFrame,
  describedBy,
  fieldMessageId,
  resolveFieldState,
  useFieldIds,
  type FieldProps,
  type InputState,
} from '../input/input.tsx';

export type NativeSelectOption = { value: string; label: string; disabled?: boolean };

export type NativeSelectProps = Omit<
  ComponentProps<'select'>,
  'value' | 'defaultValue' | 'onChange' | 'children' | 'multiple'
> &
  FieldProps & {
    options: readonly NativeSelectOption[];
    /** '' while nothing is chosen. */
    value: string;
    onValueChange: (value: string) => void;
    /** The first, unselectable entry while nothing is chosen, e.g. '— выберите мастера —'. */
    placeholder?: string;
    state?: InputState | null;
  };

export function NativeSelect({
  label,
  hint,
  error,
  state: stateProp,
  disabled: disabledProp,
  options,
  placeholder,
  value,
  onValueChange,
  id,
  className,
  'aria-describedby': ariaDescribedBy,
  ...selectProps
}: NativeSelectProps) {
  const ids = useFieldIds(id);
  const { state, invalid, disabled } = resolveFieldState({
    state: stateProp,
    error,
    disabled: disabledProp,
  });
  const empty = value === '';
  return (
    <FieldFrame slot="select" label={label} hint={hint} error={error} state={state} ids={ids}>
      <div className={styles.box}>
        <select
          {...selectProps}
          id={ids.controlId}
          data-slot="select-trigger"
          data-placeholder={empty ? '' : undefined}
          className={clsx(styles.select, inputStyles.state[state], className)}
          disabled={disabled}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(fieldMessageId(ids, { hint, error }), ariaDescribedBy)}
        >
          {placeholder === undefined ? null : (
            <option value="" disabled hidden={!empty} className={styles.option}>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option
              key={option.value}
              value={option.value}
              disabled={option.disabled}
              className={styles.option}
            >
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownGlyph className={styles.icon} size={16} aria-hidden="true" />
      </div>
    </FieldFrame>
  );
}
