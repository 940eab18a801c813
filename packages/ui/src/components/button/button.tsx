// The action button: treatments (variant) × sizes, a loading state that keeps the label and blocks clicks.
// A link with the button's look is ButtonSlot (button-slot.tsx): Radix Slot stays out of the booking
// widget, whose screens have only real buttons.
import type { ComponentProps, ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { clsx } from 'clsx';
import * as styles from './button.css.ts';
import { spinnerVariants } from '../spinner/spinner.tsx';

export const buttonVariantNames = ['primary', 'secondary', 'ghost', 'danger', 'link'] as const;
export const buttonSizes = ['sm', 'md', 'lg', 'icon'] as const;

export const buttonVariants = cva(styles.root, {
  variants: {
    variant: styles.variant,
    size: styles.size,
    fullWidth: { true: styles.fullWidth, false: '' },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Shows a spinner, sets aria-busy and ignores clicks; the label stays so the width is kept. */
    loading?: boolean;
    /** An icon before the label. */
    icon?: ReactNode;
  };

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  icon,
  disabled,
  className,
  children,
  type,
  ...props
}: ButtonProps) {
  const classes = clsx(buttonVariants({ variant, size, fullWidth }), className);
  return (
    <button
      type={type ?? 'button'}
      data-slot="button"
      data-variant={variant ?? 'primary'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? (
        <span aria-hidden="true" data-slot="spinner" className={spinnerVariants({ size: 'sm' })} />
      ) : (
        icon
      )}
      {children}
    </button>
  );
}
