import { useEffect, useRef } from 'react';

/** The element id of the card of record `id`: what a notification's link finds and focuses. */
export const linkedCardId = (id: string) => `linked-card-${id}`;

/**
 * Brings the card of record `id` (a `?application=` of a notification's link) into view and
 * focuses it, once per id, as soon as `ready` says the list that holds it is on screen. The card
 * carries `linkedCardId(id)`, `tabIndex={-1}` and `aria-current`.
 */
export function useFocusLinkedCard(id: string | null | undefined, ready: boolean): void {
  const focused = useRef<string | null>(null);
  useEffect(() => {
    if (!id || !ready || focused.current === id) return;
    const card = document.getElementById(linkedCardId(id));
    if (!card) return;
    focused.current = id;
    card.scrollIntoView?.({ block: 'center' });
    card.focus({ preventScroll: true });
  }, [id, ready]);
}
