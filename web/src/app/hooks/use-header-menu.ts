import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';

/** Whether an element belongs to a dialog, which handles its own Escape and focus. */
const inDialog = (element: EventTarget | null) =>
  element instanceof Element && element.closest('dialog') !== null;

/**
 * The phone header's menu, a disclosure (WAI-ARIA APG): a button with `aria-expanded` and
 * `aria-controls` shows and hides the header's links. Escape closes it and puts focus back on the
 * button, and so does focus leaving the header; a new location closes it, as the menu is
 * remembered for the location it was opened on. On wide screens CSS shows the links whatever
 * this says.
 */
export function useHeaderMenu() {
  const location = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const open = openOn === location.key;

  function close({ refocus }: { refocus: boolean }) {
    setOpenOn(null);
    if (refocus) buttonRef.current?.focus();
  }

  return {
    open,
    close,
    /** Props of the menu button. */
    button: {
      ref: buttonRef,
      'aria-expanded': open,
      'aria-controls': menuId,
      onClick: () => setOpenOn(open ? null : location.key),
    },
    /** Props of the element holding the links. */
    menu: { id: menuId },
    /** Props of the header, where Escape and focus leaving are heard. */
    container: {
      onKeyDown(event: KeyboardEvent) {
        if (!open || event.key !== 'Escape' || inDialog(event.target)) return;
        close({ refocus: true });
      },
      onBlur(event: FocusEvent) {
        const next = event.relatedTarget;
        if (!open || next === null || inDialog(next) || inDialog(event.target)) return;
        if (!event.currentTarget.contains(next as Node)) close({ refocus: false });
      },
    },
  };
}
