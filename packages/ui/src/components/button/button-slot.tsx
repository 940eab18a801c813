// The button's look on its only child element (a link, say), through Radix Slot: the child keeps its
// own element and behaviour and gets the classes and data attributes of a Button.
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Slot } from '@radix-ui/react-slot';
import type { VariantProps } from 'class-variance-authority';
import { clsx } from 'clsx';
import { buttonVariants } from './button.tsx';

export type ButtonSlotProps = HTMLAttributes<HTMLElement> &
  VariantProps<typeof buttonVariants> & {
    /** One element: a link, say. */
    children: ReactNode;
    /** Ends on the child (a Radix trigger's `asChild` passes one). */
    ref?: Ref<HTMLElement>;
  };

export function ButtonSlot({
  variant,
  size,
  fullWidth,
  className,
  children,
  ...props
}: ButtonSlotProps) {
  return (
    <Slot
      data-slot="button"
      data-variant={variant ?? 'primary'}
      className={clsx(buttonVariants({ variant, size, fullWidth }), className)}
      {...props}
    >
      {children}
    </Slot>
  );
}
