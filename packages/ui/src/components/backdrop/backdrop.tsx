// The backdrop overlay: a fixed full-screen dim behind dialogs and drawers that fades in and out.
import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { clsx } from 'clsx';
import * as styles from './backdrop.css.ts';

export const backdropLayers = ['modal', 'drawer'] as const;

export const backdropVariants = cva(styles.root, {
  variants: { layer: styles.layer },
  defaultVariants: { layer: 'modal' },
});

export type BackdropProps = Omit<ComponentProps<'div'>, 'children'> &
  VariantProps<typeof backdropVariants>;

/**
 * Purely visual: clicks on it are handled by whoever owns it (Radix treats it as "outside").
 * Works as the child of `Dialog.Overlay asChild`, which adds `data-state` for the exit fade.
 */
export function Backdrop({ layer, className, ...props }: BackdropProps) {
  return (
    <div
      data-slot="backdrop"
      data-layer={layer ?? 'modal'}
      className={clsx(backdropVariants({ layer }), className)}
      {...props}
    />
  );
}
