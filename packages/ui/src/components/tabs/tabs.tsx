// Tabs on Radix Tabs: a line or pill list whose triggers may carry a count, arrow keys between tabs.
import { createContext, useContext, type ComponentProps } from 'react';
import * as TabsPrimitive from '@radix-ui/react-tabs';
import { cva, type VariantProps } from 'class-variance-authority';
import { clsx } from 'clsx';
import * as styles from './tabs.css.ts';
import { buttonReset, focusRing, visuallyHidden } from '../../theme/base.css.ts';

export const tabsVariantNames = ['line', 'pills'] as const;
type TabsVariant = (typeof tabsVariantNames)[number];

export const tabsListVariants = cva(styles.list, {
  variants: { variant: styles.listVariant },
  defaultVariants: { variant: 'line' },
});

export const tabsTriggerVariants = cva([buttonReset, focusRing, styles.trigger], {
  variants: { variant: styles.triggerVariant },
  defaultVariants: { variant: 'line' },
});

// Set once on the list, read by every trigger so the two treatments cannot be mixed.
const TabsVariantContext = createContext<TabsVariant>('line');

export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return (
    <TabsPrimitive.Root data-slot="tabs" className={clsx(styles.root, className)} {...props} />
  );
}

export type TabsListProps = ComponentProps<typeof TabsPrimitive.List> &
  VariantProps<typeof tabsListVariants>;

export function TabsList({ variant, className, ...props }: TabsListProps) {
  return (
    <TabsVariantContext.Provider value={variant ?? 'line'}>
      <TabsPrimitive.List
        data-slot="tabs-list"
        data-variant={variant ?? 'line'}
        className={clsx(tabsListVariants({ variant }), className)}
        {...props}
      />
    </TabsVariantContext.Provider>
  );
}

export type TabsTriggerProps = ComponentProps<typeof TabsPrimitive.Trigger> & {
  /** A count badge after the label; read as "Пользователи (12)". */
  count?: number;
};

export function TabsTrigger({ count, className, children, ...props }: TabsTriggerProps) {
  const variant = useContext(TabsVariantContext);
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={clsx(tabsTriggerVariants({ variant }), className)}
      {...props}
    >
      {children}
      {count !== undefined && (
        <>
          {/* The badge is for the eye; screen readers get "Пользователи (12)" in one piece. */}
          <span data-slot="tabs-count" aria-hidden="true" className={styles.count}>
            {count}
          </span>
          <span className={visuallyHidden}>({count})</span>
        </>
      )}
    </TabsPrimitive.Trigger>
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={clsx(styles.content, className)}
      {...props}
    />
  );
}
