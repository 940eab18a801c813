// A surface that groups related content: treatments (variant) × densities (size), optionally clickable as a whole.
import type { ComponentProps, KeyboardEvent } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { clsx } from 'clsx';
import * as styles from './card.css.ts';
import { blockDescription, blockTitle } from '../typography/typography.css.ts';

export const cardVariantNames = ['default', 'elevated', 'outlined', 'filled'] as const;
export const cardSizes = ['sm', 'md', 'lg'] as const;

export const cardVariants = cva(styles.root, {
  variants: {
    variant: styles.variant,
    size: styles.size,
    interactive: { true: styles.interactive, false: '' },
  },
  defaultVariants: { variant: 'default', size: 'md', interactive: false },
});

export type CardProps = ComponentProps<'div'> &
  VariantProps<typeof cardVariants> & {
    /**
     * The whole card is one control (a client card that opens details): it is focusable, acts as a
     * button and answers Enter and Space. Keep other controls out of it, nested controls are unreachable.
     */
    interactive?: boolean;
  };

export function Card({
  variant,
  size,
  interactive = false,
  className,
  onKeyDown,
  ...props
}: CardProps) {
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    // Only keys aimed at the card itself, so typing inside it is never hijacked.
    if (event.defaultPrevented || event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      // A synthetic click keeps one code path: onClick gets the same event for mouse and keyboard.
      event.currentTarget.click();
    }
  };
  return (
    <div
      data-slot="card"
      data-variant={variant ?? 'default'}
      data-size={size ?? 'md'}
      className={clsx(cardVariants({ variant, size, interactive }), className)}
      {...(interactive ? { role: 'button', tabIndex: 0, onKeyDown: handleKeyDown } : { onKeyDown })}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-header" className={clsx(styles.header, className)} {...props} />;
}

export type CardTitleProps = ComponentProps<'h3'> & {
  /** The heading level that fits the page outline; the look stays the same. */
  level?: 2 | 3 | 4;
};

export function CardTitle({ level = 3, className, ...props }: CardTitleProps) {
  const Heading = `h${level}` as const;
  return <Heading data-slot="card-title" className={clsx(blockTitle, className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p data-slot="card-description" className={clsx(blockDescription, className)} {...props} />
  );
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-content" className={clsx(styles.content, className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-footer" className={clsx(styles.footer, className)} {...props} />;
}
