// The place the loader reserved for a widget (a sized skeleton, so the form loading later pushes
// nothing on the page), taken over as the widget's host. No stylesheet here: the iframe mode's small
// boot uses it too.

export const HOST_TAG = 'beautydesk-widget';

/** The loader's reserved place for this widget: in the target, or right after the script tag. */
export function reservedHost(place: {
  into?: Element | null;
  after?: Element;
}): HTMLElement | null {
  const candidate = place.into
    ? place.into.querySelector(`:scope > ${HOST_TAG}[data-beautydesk-reserved]`)
    : place.after?.nextElementSibling;
  return candidate instanceof HTMLElement &&
    candidate.localName === HOST_TAG &&
    candidate.hasAttribute('data-beautydesk-reserved') &&
    !candidate.shadowRoot
    ? candidate
    : null;
}

/** The skeleton's look goes once the first step is there; its reserved height stays (no shift). */
export function endSkeleton(host: HTMLElement): void {
  host.style.removeProperty('background');
  host.style.removeProperty('border-radius');
}

/**
 * The host element's own box, inline (CSSOM, CSP-safe) and important: a host reset such as
 * `* { all: unset }` beats the shadow root's `:host` rule and would make it inline.
 */
export function keepBlock(host: HTMLElement): void {
  host.style.setProperty('display', 'block', 'important');
}

/** A target that already holds a mounted widget (by this bundle or the iframe mode's boot). */
export function holdsWidget(target: Element): boolean {
  return target.querySelector(`:scope > ${HOST_TAG}`)?.shadowRoot != null;
}
