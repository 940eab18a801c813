// A checkbox on the platform's <input type="checkbox">, with the Radix Checkbox's look and the shared
// choice row (label beside, description under). For the public booking screens, which the widget
// ships to every visitor: the Radix Checkbox and RadioGroup with their helpers were 9.5 kB gzip.
import type { ComponentProps, ReactNode } from 'react';
import { clsx } from 'clsx';
import { CheckGlyph } from '../icon/glyphs.tsx';
import { ChoiceField } from '../choice-field/choice-field.tsx';
import * as styles from './native-checkbox.css.ts';

export type NativeCheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'onChange'> & {
  /** Visible label; clicking it toggles the box. Without it pass `aria-label`. */
  label?: ReactNode;
  /** Secondary text under the label, read as the checkbox's description. */
  description?: ReactNode;
  onCheckedChange?: (checked: boolean) => void;
};

export function NativeCheckbox({
  label,
  description,
  id,
  className,
  onCheckedChange,
  'aria-describedby': ariaDescribedBy,
  ...props
}: NativeCheckboxProps) {
  return (
    <ChoiceField
      data-slot="checkbox"
      id={id}
      label={label}
      description={description}
      aria-describedby={ariaDescribedBy}
      className={styles.row}
    >
      {(control) => (
        <>
          <input
            {...control}
            type="checkbox"
            data-slot="checkbox-control"
            className={clsx(styles.box, className)}
            onChange={(event) => onCheckedChange?.(event.target.checked)}
            {...props}
          />
          <CheckGlyph size={14} strokeWidth={3} aria-hidden="true" className={styles.mark} />
        </>
      )}
    </ChoiceField>
  );
}
