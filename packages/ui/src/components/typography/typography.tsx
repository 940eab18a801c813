// The shared text building blocks the spec names: heading, paragraph, label and small text.
import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { clsx } from 'clsx';
import * as styles from './typography.css.ts';

export const headingLevels = [1, 2, 3, 4] as const;
export const headingSizes = ['sm', 'md', 'lg', 'xl', '2xl'] as const;
export const textTones = ['default', 'muted'] as const;
export const paragraphSizes = ['sm', 'md'] as const;

export type HeadingLevel = (typeof headingLevels)[number];
export type HeadingSize = (typeof headingSizes)[number];

export const headingVariants = cva(styles.heading, { variants: { size: styles.headingSize } });

/** The look each level has unless `size` says otherwise. */
const defaultHeadingSize: Record<HeadingLevel, HeadingSize> = {
  1: '2xl',
  2: 'xl',
  3: 'lg',
  4: 'md',
};

export type HeadingProps = ComponentProps<'h2'> &
  VariantProps<typeof headingVariants> & {
    /** The place in the document outline (h1–h4); keep levels in order for screen readers. */
    level?: HeadingLevel;
  };

/** The level is semantics, the size is looks: a dialog's h2 can be small, a card's h3 large. */
export function Heading({ level = 2, size, className, ...props }: HeadingProps) {
  const Tag = `h${level}` as const;
  const resolved = size ?? defaultHeadingSize[level];
  return (
    <Tag
      data-slot="heading"
      data-size={resolved}
      className={clsx(headingVariants({ size: resolved }), className)}
      {...props}
    />
  );
}

export const paragraphVariants = cva(styles.paragraph, {
  variants: { tone: styles.tone, size: styles.paragraphSize },
  defaultVariants: { tone: 'default', size: 'md' },
});

export type ParagraphProps = ComponentProps<'p'> & VariantProps<typeof paragraphVariants>;

export function Paragraph({ tone, size, className, ...props }: ParagraphProps) {
  return (
    <p
      data-slot="paragraph"
      data-variant={tone ?? 'default'}
      className={clsx(paragraphVariants({ tone, size }), className)}
      {...props}
    />
  );
}

export type LabelProps = ComponentProps<'label'> & {
  /** Shows the required mark; the field itself must still carry `required` for assistive technology. */
  required?: boolean;
};

export function Label({ required = false, className, children, ...props }: LabelProps) {
  return (
    <label data-slot="label" className={clsx(styles.label, className)} {...props}>
      {children}
      {required ? (
        <span aria-hidden="true" className={styles.requiredMark}>
          *
        </span>
      ) : null}
    </label>
  );
}

export const smallTextVariants = cva(styles.smallText, {
  variants: { tone: styles.tone },
  defaultVariants: { tone: 'muted' },
});

export type SmallTextProps = ComponentProps<'small'> & VariantProps<typeof smallTextVariants>;

/** Secondary details: hints, timestamps, counters. */
export function SmallText({ tone, className, ...props }: SmallTextProps) {
  return (
    <small
      data-slot="small-text"
      data-variant={tone ?? 'muted'}
      className={clsx(smallTextVariants({ tone }), className)}
      {...props}
    />
  );
}
