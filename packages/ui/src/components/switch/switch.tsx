// On/off switch on Radix for settings that apply at once; label and optional description beside it.
import { useId, type ComponentProps, type ReactNode } from 'react';
import * as SwitchPrimitive from '@radix-ui/react-switch';
import { clsx } from 'clsx';
import * as styles from './switch.css.ts';

export type SwitchProps = ComponentProps<typeof SwitchPrimitive.Root> & {
  /** Visible label; clicking it flips the switch. Without it pass `aria-label`. */
  label?: ReactNode;
  /** Secondary text under the label, read as the switch's description. */
  description?: ReactNode;
};

export function Switch({
  label,
  description,
  id,
  className,
  'aria-describedby': ariaDescribedBy,
  ...props
}: SwitchProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const descriptionId = `${controlId}-description`;
  return (
    <div data-slot="switch" className={styles.root}>
      <SwitchPrimitive.Root
        id={controlId}
        data-slot="switch-control"
        className={clsx(styles.track, className)}
        aria-describedby={
          [description !== undefined && descriptionId, ariaDescribedBy].filter(Boolean).join(' ') ||
          undefined
        }
        {...props}
      >
        <SwitchPrimitive.Thumb className={styles.thumb} />
      </SwitchPrimitive.Root>
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
