// One choice of a few on the platform's radio buttons (one name, so the browser gives the arrow keys
// and a single tab stop), with the Radix RadioGroup's look. For the public booking screens, which the
// widget ships to every visitor (see native-checkbox.tsx).
import { useId, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { ChoiceField } from '../choice-field/choice-field.tsx';
import type { RadioGroupOption } from './radio-group.tsx';
import * as styles from './native-radio-group.css.ts';
import * as groupStyles from './radio-group.css.ts';

export type NativeRadioGroupProps = {
  /** Names the group; without it pass `aria-label`. */
  label?: ReactNode;
  'aria-label'?: string;
  options: readonly RadioGroupOption[];
  /** '' while nothing is chosen. */
  value: string;
  onValueChange: (value: string) => void;
  disabled?: boolean;
  orientation?: 'vertical' | 'horizontal';
  id?: string;
  className?: string;
};

export function NativeRadioGroup({
  label,
  'aria-label': ariaLabel,
  options,
  value,
  onValueChange,
  disabled,
  orientation = 'vertical',
  id,
  className,
}: NativeRadioGroupProps) {
  const generated = useId();
  const groupId = id ?? generated;
  const labelId = `${groupId}-label`;
  const hasLabel = label !== undefined && label !== null;
  return (
    <div data-slot="radio-group" className={groupStyles.root}>
      {hasLabel && (
        <span id={labelId} className={groupStyles.groupLabel}>
          {label}
        </span>
      )}
      <div
        role="radiogroup"
        id={groupId}
        data-slot="radio-group-control"
        data-orientation={orientation}
        aria-labelledby={hasLabel ? labelId : undefined}
        aria-label={hasLabel ? undefined : ariaLabel}
        aria-disabled={disabled || undefined}
        className={clsx(groupStyles.list, groupStyles.orientation[orientation], className)}
      >
        {options.map((option, index) => (
          <ChoiceField
            key={option.value}
            id={`${groupId}-option-${index}`}
            label={option.label}
            description={option.description}
          >
            {(control) => (
              <input
                {...control}
                type="radio"
                name={groupId}
                value={option.value}
                checked={value === option.value}
                disabled={disabled || option.disabled}
                onChange={() => onValueChange(option.value)}
                className={styles.radio}
              />
            )}
          </ChoiceField>
        ))}
      </div>
    </div>
  );
}
