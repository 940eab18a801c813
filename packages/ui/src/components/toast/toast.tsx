// Toasts on Radix Toast: one toast, and the top-right Toaster that shows the store's (store.ts:
// the provider and useToast(), which the entry imports without Radix).
import { useSyncExternalStore, type ComponentProps, type ReactNode } from 'react';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva, type VariantProps } from 'class-variance-authority';
import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import * as styles from './toast.css.ts';
import { buttonReset, focusRing } from '../../theme/base.css.ts';
import { TOAST_DURATION_MS } from '../../theme/tokens.ts';
import type { ToastTone } from './tones.ts';
import { useToastStore } from './store.ts';

export { toastTones, type ToastTone } from './tones.ts';
export * from './store.ts';

export const toastVariants = cva(styles.root, {
  variants: { tone: styles.tone },
  defaultVariants: { tone: 'info' },
});

const toneIcons = {
  success: CircleCheck,
  error: CircleAlert,
  warning: TriangleAlert,
  info: Info,
} satisfies Record<ToastTone, unknown>;

export type ToastProps = Omit<ComponentProps<typeof ToastPrimitive.Root>, 'title' | 'type'> &
  VariantProps<typeof toastVariants> & {
    title: ReactNode;
    description?: ReactNode;
    /** Accessible name of the ✕ button. */
    closeLabel?: string;
  };

/** One toast; the Toaster renders these from the store, use it directly only for static lists. */
export function Toast({
  tone,
  title,
  description,
  closeLabel = 'Закрыть',
  className,
  ...props
}: ToastProps) {
  const toneName = tone ?? 'info';
  const Icon = toneIcons[toneName];
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-tone={toneName}
      // Problems interrupt the screen reader; good news waits its turn.
      type={toneName === 'error' || toneName === 'warning' ? 'foreground' : 'background'}
      className={clsx(toastVariants({ tone }), className)}
      {...props}
    >
      <Icon size={20} aria-hidden="true" className={styles.icon[toneName]} />
      <div className={styles.text}>
        <ToastPrimitive.Title className={styles.title}>{title}</ToastPrimitive.Title>
        {description && (
          <ToastPrimitive.Description className={styles.description}>
            {description}
          </ToastPrimitive.Description>
        )}
      </div>
      <ToastPrimitive.Close
        aria-label={closeLabel}
        className={clsx(buttonReset, focusRing, styles.close)}
      >
        <X size={16} aria-hidden="true" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

export type ToasterProps = Omit<ComponentProps<typeof ToastPrimitive.Viewport>, 'label'> &
  Pick<ComponentProps<typeof ToastPrimitive.Provider>, 'duration' | 'swipeDirection'> & {
    /** The region's name; F8 moves focus into it. */
    label?: string;
    /** Read by screen readers before each toast's text. */
    toastLabel?: string;
  };

/** The fixed top-right stack that shows the provider's toasts, newest on top. */
export function Toaster({
  label = 'Уведомления',
  toastLabel = 'Уведомление',
  duration = TOAST_DURATION_MS,
  swipeDirection = 'right',
  className,
  ...props
}: ToasterProps) {
  const store = useToastStore();
  const entries = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <ToastPrimitive.Provider duration={duration} label={toastLabel} swipeDirection={swipeDirection}>
      {entries.map(({ id, open, ...options }) => (
        <Toast
          key={id}
          {...options}
          open={open}
          onOpenChange={(next) => {
            if (!next) store.dismiss(id);
          }}
        />
      ))}
      <ToastPrimitive.Viewport
        data-slot="toaster"
        label={`${label} ({hotkey})`}
        className={clsx(styles.viewport, className)}
        {...props}
      />
    </ToastPrimitive.Provider>
  );
}
