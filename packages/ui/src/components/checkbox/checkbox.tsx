// Checkbox on Radix with its own clickable label and an optional description under it.
import { useId, type ComponentProps, type ReactNode } from 'react';
import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { clsx } from 'clsx';
import { Check, Minus } from 'lucide-react';
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
  const generated = useId();
  const controlId = id ?? generated;
  const descriptionId = `${controlId}-description`;
  return (
    <div data-slot="checkbox" className={styles.root}>
      <CheckboxPrimitive.Root
        id={controlId}
        data-slot="checkbox-control"
        className={clsx(styles.box, className)}
        aria-describedby={
          [description !== undefined && descriptionId, ariaDescribedBy].filter(Boolean).join(' ') ||
          undefined
        }
        {...props}
      >
        <CheckboxPrimitive.Indicator className={styles.indicator}>
          {/* Both icons render; CSS picks one from the indicator's data-state, so this also
              works uncontrolled (defaultChecked="indeterminate"). */}
          <Check size={14} strokeWidth={3} aria-hidden="true" className={styles.checkIcon} />
          <Minus size={14} strokeWidth={3} aria-hidden="true" className={styles.minusIcon} />
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      {label !== undefined && (
        <label htmlFor={controlId} className={styles.label}>
          {label}
        </label>
      )}
      {description !== undefined && (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      )}
    </div>
  );
}
