// The toasts' tones: shared by the store (the options' type) and the Toaster (their looks).
export const toastTones = ['success', 'error', 'warning', 'info'] as const;
export type ToastTone = (typeof toastTones)[number];
