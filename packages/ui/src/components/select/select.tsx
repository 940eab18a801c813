// Single-choice dropdown on Radix Select with the shared field frame; the list scrolls past DROPDOWN_MAX_HEIGHT_PX.
import type { ComponentProps, ReactNode } from 'react';
import * as SelectPrimitive from '@radix-ui/react-select';
import { cva, type VariantProps } from 'class-variance-authority';
import { clsx } from 'clsx';
import { Check, ChevronDown, ChevronUp } from 'lucide-react';
import * as styles from './select.css.ts';
import * as inputStyles from '../input/input.css.ts';
import {
  FieldFrame,
  describedBy,
  fieldMessageId,
  hasContent,
  resolveFieldState,
  useFieldIds,
  type FieldProps,
} from '../input/input.tsx';

export { inputStates as selectStates } from '../input/input.tsx';

export const selectTriggerVariants = cva(styles.trigger, {
  variants: { state: inputStyles.state },
  defaultVariants: { state: 'default' },
});

export type SelectOption = { value: string; label: ReactNode; disabled?: boolean };

export type SelectProps = Omit<ComponentProps<typeof SelectPrimitive.Root>, 'children'> &
  VariantProps<typeof selectTriggerVariants> &
  FieldProps & {
    options: readonly SelectOption[];
    /** Shown while nothing is chosen, e.g. '— выберите аккаунт —'. */
    placeholder?: ReactNode;
    /** Trigger id; the label points at it. */
    id?: string;
    className?: string;
    'aria-label'?: string;
    'aria-describedby'?: string;
    /**
     * Where the list is portalled; <body> by default. Pass the themed root when <body> carries no
     * theme class (the embedded widget), or the list loses its colours.
     */
    portalContainer?: HTMLElement | null;
  };

export function Select({
  label,
  hint,
  error,
  state: stateProp,
  disabled: disabledProp,
  options,
  placeholder,
  id,
  className,
  'aria-label': ariaLabel,
  'aria-describedby': ariaDescribedBy,
  portalContainer,
  ...rootProps
}: SelectProps) {
  const ids = useFieldIds(id);
  const { state, invalid, disabled } = resolveFieldState({
    state: stateProp,
    error,
    disabled: disabledProp,
  });
  const hasLabel = hasContent(label);
  return (
    <FieldFrame slot="select" label={label} hint={hint} error={error} state={state} ids={ids}>
      <SelectPrimitive.Root disabled={disabled} {...rootProps}>
        <SelectPrimitive.Trigger
          id={ids.controlId}
          data-slot="select-trigger"
          className={clsx(selectTriggerVariants({ state }), className)}
          aria-label={ariaLabel}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(fieldMessageId(ids, { hint, error }), ariaDescribedBy)}
        >
          <span className={styles.value}>
            <SelectPrimitive.Value placeholder={placeholder} />
          </span>
          <SelectPrimitive.Icon className={styles.icon}>
            <ChevronDown size={16} aria-hidden="true" />
          </SelectPrimitive.Icon>
        </SelectPrimitive.Trigger>
        <SelectPrimitive.Portal container={portalContainer}>
          <SelectPrimitive.Content
            data-slot="select-content"
            position="popper"
            sideOffset={4}
            className={styles.content}
            // Radix leaves the listbox unnamed; it takes the field's label.
            aria-labelledby={hasLabel ? ids.labelId : undefined}
            aria-label={hasLabel ? undefined : ariaLabel}
          >
            <SelectPrimitive.ScrollUpButton className={styles.scrollButton}>
              <ChevronUp size={16} aria-hidden="true" />
            </SelectPrimitive.ScrollUpButton>
            <SelectPrimitive.Viewport data-slot="select-viewport" className={styles.viewport}>
              {options.map((option) => (
                <SelectPrimitive.Item
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  className={styles.item}
                >
                  <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                  <SelectPrimitive.ItemIndicator className={styles.itemIndicator}>
                    <Check size={16} aria-hidden="true" />
                  </SelectPrimitive.ItemIndicator>
                </SelectPrimitive.Item>
              ))}
            </SelectPrimitive.Viewport>
            <SelectPrimitive.ScrollDownButton className={styles.scrollButton}>
              <ChevronDown size={16} aria-hidden="true" />
            </SelectPrimitive.ScrollDownButton>
          </SelectPrimitive.Content>
        </SelectPrimitive.Portal>
      </SelectPrimitive.Root>
    </FieldFrame>
  );
}
