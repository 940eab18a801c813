// One-of-many choice on Radix RadioGroup: a group label naming the radiogroup, options with optional descriptions.
import { useId, type ComponentProps, type ReactNode } from 'react';
import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import { cva, type VariantProps } from 'class-variance-authority';
import { clsx } from 'clsx';
import { ChoiceField } from '../choice-field/choice-field.tsx';
import * as styles from './radio-group.css.ts';

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;

export const radioGroupVariants = cva(styles.list, {
  variants: { orientation: styles.orientation },
  defaultVariants: { orientation: 'vertical' },
});

export type RadioGroupOption = {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
};

export type RadioGroupProps = Omit<ComponentProps<typeof RadioGroupPrimitive.Root>, 'children'> &
  VariantProps<typeof radioGroupVariants> & {
    /** Names the group (a legend in spirit); without it pass `aria-label`. */
    label?: ReactNode;
    options: readonly RadioGroupOption[];
  };

export function RadioGroup({
  label,
  options,
  orientation,
  id,
  className,
  'aria-labelledby': ariaLabelledBy,
  ...props
}: RadioGroupProps) {
  const generated = useId();
  const groupId = id ?? generated;
  const labelId = `${groupId}-label`;
  const hasLabel = label !== undefined && label !== null;
  return (
    <div data-slot="radio-group" className={styles.root}>
      {/* A <label> cannot name a group, so plain text plus aria-labelledby stands in for a legend. */}
      {hasLabel && (
        <span id={labelId} className={styles.groupLabel}>
          {label}
        </span>
      )}
      <RadioGroupPrimitive.Root
        id={groupId}
        data-slot="radio-group-control"
        data-orientation={orientation ?? 'vertical'}
        orientation={orientation ?? 'vertical'}
        aria-labelledby={ariaLabelledBy ?? (hasLabel ? labelId : undefined)}
        className={clsx(radioGroupVariants({ orientation }), className)}
        {...props}
      >
        {options.map((option, index) => (
          <ChoiceField
            key={option.value}
            // Index, not value: values may hold characters an id reference cannot.
            id={`${groupId}-option-${index}`}
            label={option.label}
            description={option.description}
          >
            {(control) => (
              <RadioGroupPrimitive.Item
                {...control}
                value={option.value}
                disabled={option.disabled}
                className={styles.item}
              >
                <RadioGroupPrimitive.Indicator className={styles.indicator} />
              </RadioGroupPrimitive.Item>
            )}
          </ChoiceField>
        ))}
      </RadioGroupPrimitive.Root>
    </div>
  );
}
