// Checkbox on Radix with its own clickable label and an optional description under it.
import type { ComponentProps, ReactNode } from 'react';
import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { clsx } from 'clsx';
import { Check, Minus } from 'lucide-react';
import { ChoiceField } from '../choice-field/choice-field.tsx';
import * as styles from './checkbox.css.ts';

export type CheckboxProps = ComponentProps<typeof CheckboxPrimitive.Root> & {
  /** Visible label; clicking it toggles the box. Without it pass `aria-label`. */
  label?: ReactNode;
  /** Secondary text under the label, read as the checkbox's description. */
  description?: ReactNode;
};

export function Checkbox({
  label,
  description,
  id,
  className,
  'aria-describedby': ariaDescribedBy,
  ...props
}: CheckboxProps) {
  return (
    <ChoiceField
      data-slot="checkbox"
      id={id}
      label={label}
      description={description}
      aria-describedby={ariaDescribedBy}
    >
      {(control) => (
        <CheckboxPrimitive.Root
          {...control}
          data-slot="checkbox-control"
          className={clsx(styles.box, className)}
          {...props}
        >
          <CheckboxPrimitive.Indicator className={styles.indicator}>
            {/* Both icons render; CSS picks one from the indicator's data-state, so this also
                works uncontrolled (defaultChecked="indeterminate"). */}
            <Check size={14} strokeWidth={3} aria-hidden="true" className={styles.checkIcon} />
            <Minus size={14} strokeWidth={3} aria-hidden="true" className={styles.minusIcon} />
          </CheckboxPrimitive.Indicator>
        </CheckboxPrimitive.Root>
      )}
    </ChoiceField>
  );
}
