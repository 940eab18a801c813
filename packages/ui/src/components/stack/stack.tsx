// Layout primitives: Box sets padding and surface, Stack sets direction and the gap between children.
// Spacing lives here so the kit's other components never need margins.
import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { clsx } from 'clsx';
import * as styles from './stack.css.ts';

export const spaceKeys = ['0', '1', '2', '3', '4', '5', '6', '8', '10', '12'] as const;
export type SpaceKey = (typeof spaceKeys)[number];
export const boxBackgrounds = ['transparent', 'background', 'surface', 'surfaceMuted'] as const;
export const boxRadii = ['sm', 'md', 'lg', 'full'] as const;
export const stackDirections = ['row', 'column'] as const;
export const stackAlignments = ['start', 'center', 'end', 'stretch', 'baseline'] as const;
export const stackJustifications = ['start', 'center', 'end', 'between', 'around'] as const;
export const stackCollapseBreakpoints = ['sm', 'md', 'lg'] as const;

/** The elements a layout box may be; semantics stay the caller's choice. */
export type BoxElement =
  | 'div'
  | 'section'
  | 'article'
  | 'aside'
  | 'header'
  | 'footer'
  | 'main'
  | 'nav'
  | 'ul'
  | 'ol'
  | 'li'
  | 'span'
  | 'form'
  | 'fieldset';

export const boxVariants = cva(styles.box, {
  variants: {
    padding: styles.padding,
    paddingX: styles.paddingX,
    paddingY: styles.paddingY,
    background: styles.background,
    radius: styles.radius,
    bordered: { true: styles.bordered, false: '' },
  },
});

export type BoxProps = Omit<ComponentProps<'div'>, 'ref'> &
  VariantProps<typeof boxVariants> & {
    as?: BoxElement;
  };

export function Box({
  as = 'div',
  padding,
  paddingX,
  paddingY,
  background,
  radius,
  bordered,
  className,
  ...props
}: BoxProps) {
  // Every allowed tag takes the global attributes a layout box uses, so one props type serves all.
  const Tag = as as 'div';
  return (
    <Tag
      data-slot="box"
      className={clsx(
        boxVariants({ padding, paddingX, paddingY, background, radius, bordered }),
        className,
      )}
      {...props}
    />
  );
}

export const stackVariants = cva(styles.stack, {
  variants: {
    direction: styles.direction,
    gap: styles.gap,
    align: styles.align,
    justify: styles.justify,
    wrap: { true: styles.wrap, false: '' },
    collapseBelow: styles.collapseBelow,
  },
  defaultVariants: { direction: 'column', gap: '4', wrap: false },
});

export type StackProps = BoxProps &
  VariantProps<typeof stackVariants> & {
    /** Turn a row into a column below this breakpoint (a form's two fields on a phone). */
    collapseBelow?: (typeof stackCollapseBreakpoints)[number];
  };

export function Stack({
  direction,
  gap,
  align,
  justify,
  wrap,
  collapseBelow,
  className,
  ...props
}: StackProps) {
  return (
    <Box
      data-slot="stack"
      data-direction={direction ?? 'column'}
      className={clsx(
        stackVariants({ direction, gap, align, justify, wrap, collapseBelow }),
        className,
      )}
      {...props}
    />
  );
}
