// Focus handed back after a call: only when nothing holds it (the pressed control was disabled meanwhile).

/** Focuses `element` unless the user has already moved focus somewhere. */
export function focusIfLost(element: HTMLElement | null | undefined): void {
  if (element && (document.activeElement === document.body || !document.activeElement)) {
    element.focus();
  }
}
