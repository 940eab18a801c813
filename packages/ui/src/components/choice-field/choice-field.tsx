// The row Checkbox, Switch and radio options share: a control, its clickable label and an optional
// description the control points at.
import { useId, type ReactNode } from 'react';
import { describedBy } from '../input/input.tsx';
import * as styles from './choice-field.css.ts';

/** What the field hands its control: the id the label is bound to and the description to read. */
export type ChoiceControlProps = { id: string; 'aria-describedby': string | undefined };

export type ChoiceFieldProps = {
  /** The control's id; generated when absent. */
  id?: string;
  /** Visible label; clicking it activates the control. */
  label?: ReactNode;
  /** Secondary text under the label, read as the control's description. */
  description?: ReactNode;
  /** Other descriptions of the control, read after the field's own. */
  'aria-describedby'?: string;
  /** The row style: `row`, or one composed from it. */
  className?: string;
  'data-slot'?: string;
  /** Renders the control with the props that tie it to the label and description. */
  children: (control: ChoiceControlProps) => ReactNode;
};

export function ChoiceField({
  id,
  label,
  description,
  'aria-describedby': ariaDescribedBy,
  className = styles.row,
  'data-slot': slot,
  children,
}: ChoiceFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const descriptionId = `${controlId}-description`;
  return (
    <div data-slot={slot} className={className}>
      {children({
        id: controlId,
        'aria-describedby': describedBy(
          description !== undefined && descriptionId,
          ariaDescribedBy,
        ),
      })}
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
