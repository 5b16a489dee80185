import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Icon } from './icon';
import './modal.css';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Buttons at the bottom of the dialog. */
  footer?: ReactNode;
  /** Decoration above the title, e.g. an icon. */
  media?: ReactNode;
  /** `lg` for forms and details that need room (760px instead of 440px). */
  size?: 'md' | 'lg';
}

/**
 * A modal dialog on the native `<dialog>` element opened with `showModal()`: the browser puts it
 * in the top layer, makes the rest of the page inert (so focus stays inside) and focuses its
 * first control. Escape and a click on the backdrop ask `onClose`; whoever owns `open` decides,
 * and focus goes back to whatever opened it.
 */
export function Modal({ open, ...props }: ModalProps) {
  if (!open) return null;
  return <ModalDialog {...props} />;
}

function ModalDialog({
  title,
  onClose,
  children,
  footer,
  media,
  size = 'md',
}: Omit<ModalProps, 'open'>) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  const titleId = useId();

  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  // A layout effect: its clean-up runs while the dialog is still in the document, so close()
  // takes it out of the top layer before React removes it.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const cancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    // Closed by the browser itself (it may ignore a cancelled Escape pressed twice in a row).
    const closed = () => onCloseRef.current();
    dialog.addEventListener('cancel', cancel);
    dialog.addEventListener('close', closed);
    dialog.showModal();
    return () => {
      dialog.removeEventListener('cancel', cancel);
      dialog.removeEventListener('close', closed);
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className={size === 'lg' ? 'modal modal--lg' : 'modal'}
      aria-labelledby={titleId}
      onMouseDown={(event) => {
        // The panel fills the dialog box, so only the backdrop reports the dialog as its target.
        // A press, not a click: a text selection dragged out of the panel must not close it.
        if (event.target !== event.currentTarget) return;
        // Without this the press would then focus whatever lies under it once the dialog is gone.
        event.preventDefault();
        onClose();
      }}
    >
      <div className="modal__panel">
        <button type="button" className="modal__close" onClick={onClose} aria-label="Close dialog">
          <Icon name="x" size={18} />
        </button>
        {media && <div className="modal__media">{media}</div>}
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <div className="modal__body">{children}</div>
        {footer && <div className="modal__footer">{footer}</div>}
      </div>
    </dialog>
  );
}
