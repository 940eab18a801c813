// Loading indicators: a spinner for actions in progress, skeletons for content still on its way.
import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { clsx } from 'clsx';
import * as styles from './spinner.css.ts';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;

export const spinnerVariants = cva(styles.root, {
  variants: { size: styles.size },
  defaultVariants: { size: 'md' },
});

export type SpinnerProps = Omit<ComponentProps<'span'>, 'children'> &
  VariantProps<typeof spinnerVariants> & {
    /** Read by screen readers; defaults to 'Загрузка...'. */
    label?: string;
  };

export function Spinner({ size, label = 'Загрузка...', className, ...props }: SpinnerProps) {
  return (
    <span
      role="status"
      aria-label={label}
      data-slot="spinner"
      className={clsx(spinnerVariants({ size }), className)}
      {...props}
    />
  );
}

export const skeletonShapes = ['text', 'block', 'circle'] as const;

export const skeletonVariants = cva(styles.skeleton, {
  variants: { shape: styles.skeletonShape },
  defaultVariants: { shape: 'text' },
});

export type SkeletonProps = ComponentProps<'span'> & VariantProps<typeof skeletonVariants>;

/** A placeholder block shown while content loads; hidden from assistive technology. */
export function Skeleton({ shape, className, ...props }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-slot="skeleton"
      className={clsx(skeletonVariants({ shape }), className)}
      {...props}
    />
  );
}
