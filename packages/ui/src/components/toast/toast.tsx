// Toasts on Radix Toast: a provider with a small store, the top-right Toaster, and useToast() for any component.
import {
  createContext,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type ReactNode,
} from 'react';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva, type VariantProps } from 'class-variance-authority';
import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import * as styles from './toast.css.ts';
import { buttonReset, focusRing } from '../../theme/base.css.ts';
import { MODAL_ANIMATION_MS, TOAST_DURATION_MS } from '../../theme/tokens.ts';

export const toastTones = ['success', 'error', 'warning', 'info'] as const;
export type ToastTone = (typeof toastTones)[number];

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

export type ToastOptions = {
  title: ReactNode;
  description?: ReactNode;
  tone?: ToastTone;
  /** Milliseconds on screen; TOAST_DURATION_MS by default, Infinity keeps it until closed. */
  duration?: number;
  /** Reusing an id replaces that toast instead of stacking a second one. */
  id?: string;
};

type ToastEntry = ToastOptions & { id: string; open: boolean };

/** Longer than a toast's exit animation, which must finish before the entry is dropped. */
const REMOVE_DELAY_MS = MODAL_ANIMATION_MS;

/**
 * The toast list outside React: `toast()` can be called from event handlers and callbacks, and
 * only the Toaster re-renders when the list changes.
 */
export function createToastStore() {
  let entries: ToastEntry[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const set = (next: ToastEntry[]) => {
    entries = next;
    listeners.forEach((listener) => listener());
  };
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => entries,
    /** Shows a toast and returns its id. */
    toast(options: ToastOptions): string {
      counter += 1;
      const id = options.id ?? `toast-${counter}`;
      set([...entries.filter((entry) => entry.id !== id), { ...options, id, open: true }]);
      return id;
    },
    /** Closes a toast with its exit animation, then forgets it. */
    dismiss(id: string) {
      set(entries.map((entry) => (entry.id === id ? { ...entry, open: false } : entry)));
      setTimeout(
        () => set(entries.filter((entry) => entry.id !== id || entry.open)),
        REMOVE_DELAY_MS,
      );
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

const ToastStoreContext = createContext<ToastStore | null>(null);

export type ToastProviderProps = Omit<ComponentProps<typeof ToastPrimitive.Provider>, 'label'> & {
  /** Read by screen readers before each toast's text. */
  label?: string;
};

/** One per app, above everything that calls useToast(); render a <Toaster /> inside it. */
export function ToastProvider({
  duration = TOAST_DURATION_MS,
  label = 'Уведомление',
  swipeDirection = 'right',
  ...props
}: ToastProviderProps) {
  // A store per provider: two apps on one page (the embedded widget) keep separate toasts.
  const [store] = useState(createToastStore);
  return (
    <ToastStoreContext.Provider value={store}>
      <ToastPrimitive.Provider
        duration={duration}
        label={label}
        swipeDirection={swipeDirection}
        {...props}
      />
    </ToastStoreContext.Provider>
  );
}

function useToastStore() {
  const store = useContext(ToastStoreContext);
  if (!store) throw new Error('useToast() and <Toaster /> need a <ToastProvider> above them.');
  return store;
}

/** `toast({ title, tone })` shows a toast and returns its id; `dismiss(id)` closes it early. */
export function useToast(): Pick<ToastStore, 'toast' | 'dismiss'> {
  const store = useToastStore();
  // Stable across renders, so it is safe in effect dependencies.
  return useMemo(() => ({ toast: store.toast, dismiss: store.dismiss }), [store]);
}

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

export type ToasterProps = Omit<ComponentProps<typeof ToastPrimitive.Viewport>, 'label'> & {
  /** The region's name; F8 moves focus into it. */
  label?: string;
};

/** The fixed top-right stack that shows the provider's toasts, newest on top. */
export function Toaster({ label = 'Уведомления', className, ...props }: ToasterProps) {
  const store = useToastStore();
  const entries = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <>
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
    </>
  );
}
