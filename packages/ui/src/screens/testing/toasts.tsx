// Stories only: the toaster a machine-driven screen's story needs around it, and the region its toasts appear in.
import type { ReactNode } from 'react';
import { screen } from 'storybook/test';
import { ToastProvider, Toaster } from '../../components/toast/toast.tsx';

/** A story decorator: the kit's ToastProvider around the story, its Toaster after it. */
export function withToasts(Story: () => ReactNode) {
  return (
    <ToastProvider>
      <Story />
      <Toaster />
    </ToastProvider>
  );
}

/** The toaster's region ('Уведомления …'), where a story's play function looks for toasts. */
export const toastRegion = () => screen.getByRole('region', { name: /^Уведомления/ });
