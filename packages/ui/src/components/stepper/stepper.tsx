// Where a wizard is (appointment modal, public booking): numbered steps, the done ones checked, the current one marked.
import type { ComponentProps } from 'react';
import { CheckGlyph } from '../icon/glyphs.tsx';
import { cva } from 'class-variance-authority';
import { clsx } from 'clsx';
import { visuallyHidden } from '../../theme/base.css.ts';
import * as styles from './stepper.css.ts';

export const stepStates = ['complete', 'current', 'upcoming'] as const;
export type StepState = (typeof stepStates)[number];

export const stepVariants = cva(styles.step, { variants: { state: styles.state } });
const markerVariants = cva(styles.marker, { variants: { state: styles.markerState } });
const labelVariants = cva(styles.label, { variants: { state: styles.labelState } });

export type StepperProps = Omit<ComponentProps<'ol'>, 'children'> & {
  /** Step labels in order, e.g. ['Клиент', 'Услуги', 'Мастер', 'Окно', 'Создание']. */
  steps: readonly string[];
  /** Zero-based index of the current step; steps before it are done. */
  current: number;
};

export const stepState = (index: number, current: number): StepState =>
  index < current ? 'complete' : index === current ? 'current' : 'upcoming';

export function Stepper({
  steps,
  current,
  className,
  'aria-label': ariaLabel = 'Шаги',
  ...props
}: StepperProps) {
  return (
    <ol
      data-slot="stepper"
      aria-label={ariaLabel}
      className={clsx(styles.root, className)}
      {...props}
    >
      {steps.map((label, index) => {
        const state = stepState(index, current);
        return (
          <li
            key={`${index}-${label}`}
            data-slot="stepper-step"
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
            className={stepVariants({ state })}
          >
            <span aria-hidden="true" className={markerVariants({ state })}>
              {state === 'complete' ? <CheckGlyph className={styles.checkIcon} /> : index + 1}
            </span>
            <span className={labelVariants({ state })}>{label}</span>
            {state === 'complete' ? <span className={visuallyHidden}> (выполнено)</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
