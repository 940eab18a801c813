// A labelled progress bar: the value as a percentage of max, clamped 0–100 by the domain's progressPercent rule.
import { useId, type ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { clsx } from 'clsx';
import { progressPercent } from '@beautydesk/domain/rules/progress';
import { tones } from '../../theme/contract.css.ts';
import { visuallyHidden } from '../../theme/base.css.ts';
import * as styles from './progress-bar.css.ts';

export const progressBarTones = tones;

export const progressIndicatorVariants = cva(styles.indicator, {
  variants: { tone: styles.tone },
  defaultVariants: { tone: 'primary' },
});

export type ProgressBarProps = Omit<ComponentProps<'div'>, 'children'> &
  VariantProps<typeof progressIndicatorVariants> & {
    value: number;
    /** The value that counts as 100 %; defaults to 100. */
    max?: number;
    /** The bar's accessible name, shown above it unless `hideLabel`. */
    label: string;
    hideLabel?: boolean;
    /** Show the percentage as text beside the label. */
    showValue?: boolean;
  };

export function ProgressBar({
  value,
  max,
  label,
  hideLabel = false,
  showValue = false,
  tone,
  className,
  ...props
}: ProgressBarProps) {
  const labelId = useId();
  // Screen readers and the visible text get whole percents; the bar itself keeps the exact width.
  const percent = progressPercent(value, max);
  const rounded = Math.round(percent);
  return (
    <div
      data-slot="progress-bar"
      data-variant={tone ?? 'primary'}
      className={clsx(styles.root, className)}
      {...props}
    >
      <div className={hideLabel && !showValue ? visuallyHidden : styles.header}>
        <span id={labelId} className={hideLabel ? visuallyHidden : styles.label}>
          {label}
        </span>
        {showValue ? (
          <span aria-hidden="true" className={styles.value}>
            {rounded}%
          </span>
        ) : null}
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuenow={rounded}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={`${rounded}%`}
        className={styles.track}
      >
        {/* The width is data, not a design value, so it is the one inline style. */}
        <div
          data-slot="progress-bar-indicator"
          className={progressIndicatorVariants({ tone })}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
