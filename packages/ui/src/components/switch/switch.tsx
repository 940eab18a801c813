// On/off switch on Radix for settings that apply at once; label and optional description beside it.
import type { ComponentProps, ReactNode } from 'react';
import * as SwitchPrimitive from '@radix-ui/react-switch';
import { clsx } from 'clsx';
import { ChoiceField } from '../choice-field/choice-field.tsx';
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
  return (
    <ChoiceField
      data-slot="switch"
      id={id}
      label={label}
      description={description}
      aria-describedby={ariaDescribedBy}
      className={styles.root}
    >
      {(control) => (
        <SwitchPrimitive.Root
          {...control}
          data-slot="switch-control"
          className={clsx(styles.track, className)}
          {...props}
        >
          <SwitchPrimitive.Thumb className={styles.thumb} />
        </SwitchPrimitive.Root>
      )}
    </ChoiceField>
  );
}
