// Tooltips on Radix Tooltip: a short hint on hover and on keyboard focus, also for disabled buttons.
import type { ComponentProps, ReactNode } from 'react';
import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { clsx } from 'clsx';
import * as styles from './tooltip.css.ts';

export const tooltipSides = ['top', 'right', 'bottom', 'left'] as const;

/** Delay before a hover opens a tooltip. */
export const TOOLTIP_DELAY_MS = 300;

/**
 * Carries its own provider (as shadcn does), so a tooltip works anywhere without app set-up;
 * `delayDuration` applies to hover only, keyboard focus opens it at once.
 */
export function Tooltip({
  delayDuration = TOOLTIP_DELAY_MS,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Root>) {
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration}>
      <TooltipPrimitive.Root {...props} />
    </TooltipPrimitive.Provider>
  );
}

export type TooltipTriggerProps = ComponentProps<typeof TooltipPrimitive.Trigger> & {
  /**
   * The child is a disabled control: wrap it in a focusable span that takes the hover and focus
   * the disabled element cannot.
   */
  disabledChild?: boolean;
};

export function TooltipTrigger({
  disabledChild = false,
  asChild,
  children,
  ...props
}: TooltipTriggerProps) {
  if (disabledChild) {
    return (
      <TooltipPrimitive.Trigger {...props} asChild>
        <span data-slot="tooltip-trigger" tabIndex={0} className={styles.disabledWrapper}>
          {children}
        </span>
      </TooltipPrimitive.Trigger>
    );
  }
  return (
    <TooltipPrimitive.Trigger data-slot="tooltip-trigger" asChild={asChild} {...props}>
      {children}
    </TooltipPrimitive.Trigger>
  );
}

export type TooltipContentProps = ComponentProps<typeof TooltipPrimitive.Content> & {
  /** Where the portal renders; defaults to document.body (see DialogContent). */
  container?: HTMLElement | null;
};

export function TooltipContent({
  sideOffset = 6,
  container,
  className,
  children,
  ...props
}: TooltipContentProps) {
  return (
    <TooltipPrimitive.Portal container={container}>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={clsx(styles.content, className)}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow className={styles.arrow} width={10} height={5} />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}

export type SimpleTooltipProps = {
  /** The hint text. */
  content: ReactNode;
  /** One focusable element (a Button, an icon button). */
  children: ReactNode;
  side?: (typeof tooltipSides)[number];
  /** See TooltipTrigger's `disabledChild`. */
  disabledChild?: boolean;
};

/** The common case in one line: `<SimpleTooltip content="…"><Button …/></SimpleTooltip>`. */
export function SimpleTooltip({ content, children, side, disabledChild }: SimpleTooltipProps) {
  return (
    <Tooltip>
      <TooltipTrigger asChild={!disabledChild} disabledChild={disabledChild}>
        {children}
      </TooltipTrigger>
      <TooltipContent side={side}>{content}</TooltipContent>
    </Tooltip>
  );
}
