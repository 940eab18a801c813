// A short status or attribute label ('Активен', 'Популярный', '×1.2'): a tone × a soft or solid appearance.
import type { ComponentProps, ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { clsx } from 'clsx';
import { tones } from '../../theme/contract.css.ts';
import * as styles from './badge.css.ts';

// A badge's variants are the theme's tones, so a new tone is a new badge variant.
export const badgeVariantNames = tones;
export const badgeAppearances = ['soft', 'solid'] as const;

export const badgeVariants = cva(styles.root, {
  variants: { variant: styles.variant, appearance: styles.appearance },
  defaultVariants: { variant: 'neutral', appearance: 'soft' },
});

export type BadgeProps = ComponentProps<'span'> &
  VariantProps<typeof badgeVariants> & {
    /** A small decorative icon before the text; the text alone must carry the meaning. */
    icon?: ReactNode;
  };

export function Badge({ variant, appearance, icon, className, children, ...props }: BadgeProps) {
  return (
    <span
      data-slot="badge"
      data-variant={variant ?? 'neutral'}
      data-appearance={appearance ?? 'soft'}
      className={clsx(badgeVariants({ variant, appearance }), className)}
      {...props}
    >
      {icon ? (
        <span aria-hidden="true" className={styles.icon}>
          {icon}
        </span>
      ) : null}
      <span className={styles.label}>{children}</span>
    </span>
  );
}
