import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Notices } from './Notices';

interface ModalProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Wider dialogs for long forms and detail views. */
  size?: 'normal' | 'wide';
}

/**
 * A modal built on the native <dialog> opened with showModal(): the browser makes the rest of
 * the page inert (focus stays inside), Escape raises `cancel`, and the top layer needs no z-index.
 * Rendered only while open; focus goes back to the opener when it closes.
 */
export function Modal({ title, onClose, children, size = 'normal' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    // Start in the first field rather than on the close button.
    dialog.querySelector<HTMLElement>('input, select, textarea, [data-autofocus]')?.focus();
    const cancel = (event: Event) => {
      event.preventDefault(); // React state decides when the dialog goes away
      closeRef.current();
    };
    dialog.addEventListener('cancel', cancel);
    return () => {
      dialog.removeEventListener('cancel', cancel);
      dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog ref={ref} className={`adm-modal adm-modal--${size}`} aria-labelledby={titleId}>
      <div className="adm-modal__header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="adm-icon-button" onClick={onClose} aria-label="Close dialog">
          <X aria-hidden="true" size={20} />
        </button>
      </div>
      <div className="adm-modal__body">{children}</div>
      {/* The page's own notices sit under the backdrop and are inert while the dialog is open:
          the dialog shows them too, so 'Failed to save project' is seen where staff are working. */}
      <Notices />
    </dialog>
  );
}
