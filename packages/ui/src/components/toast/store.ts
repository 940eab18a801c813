// The toast list and useToast(), without Radix: the staff app's entry imports only this, and the
// Toaster (Radix Toast, its layers and icons) loads after the first paint (issue 18: the entry's
// run time is most of /login's blocking time). A toast raised before the Toaster is there waits in
// the store and shows when it mounts.
import { createContext, createElement, useContext, useMemo, useState, type ReactNode } from 'react';
import { MODAL_ANIMATION_MS } from '../../theme/tokens.ts';
import type { ToastTone } from './tones.ts';

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

/** One per app, above everything that calls useToast(); render a <Toaster /> inside it. */
export function ToastProvider({ children }: { children?: ReactNode }) {
  // A store per provider: two apps on one page (the embedded widget) keep separate toasts.
  const [store] = useState(createToastStore);
  return createElement(ToastStoreContext.Provider, { value: store }, children);
}

/** The provider's store (the Toaster reads it). */
export function useToastStore(): ToastStore {
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
