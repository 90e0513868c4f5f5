// Modal on the native <dialog>: the browser gives us the top layer, inert background and focus
// trapping; we add focus return, backdrop clicks and the spec's "no close while busy" option.
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from '../icons/icons.tsx';
import './modal.css';

/** Spec section 9: modal default z-index. */
export const MODAL_Z_INDEX = 1055;

export interface ModalProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  /** Visually hide the title (it still names the dialog). */
  hideTitle?: boolean;
  children: ReactNode;
  footer?: ReactNode;
  /** Work in progress (saving, paying). */
  busy?: boolean;
  /** With `busy`, neither the backdrop, Escape nor the close button closes the modal. */
  noCloseWhileBusy?: boolean;
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md' | 'lg';
  /** Bottom sheet on small screens (cart, localisation). */
  sheet?: boolean;
  describedBy?: string;
  className?: string;
  /**
   * Where focus lands on opening. 'first' is the browser's choice, the first focusable element: the
   * header's Close. 'field' is the first visible form field in the body (a search or an address), where
   * a keyboard or screen-reader user expects to start; Close when the body has none.
   */
  initialFocus?: 'first' | 'field';
  /**
   * Rises and fades in on opening (the default). Off for a modal that is the page itself, restored
   * by a page load or the history: it was there already, and a fade would hide the page's first paint.
   */
  entrance?: boolean;
  /** Called when the rise begins: the browser has opened the dialog and started its animation. */
  onEntranceStart?: () => void;
}

const FIELD_SELECTOR = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/** The body's first form field that is not inside a hidden panel. */
export function firstVisibleField(container: ParentNode): HTMLElement | null {
  const fields = Array.from(container.querySelectorAll<HTMLElement>(FIELD_SELECTOR));
  return fields.find((field) => !field.closest('[hidden]')) ?? null;
}

export function canClose(busy: boolean, noCloseWhileBusy: boolean): boolean {
  return !(busy && noCloseWhileBusy);
}

export function Modal({
  open,
  onClose,
  title,
  hideTitle = false,
  children,
  footer,
  busy = false,
  noCloseWhileBusy = false,
  role = 'dialog',
  size = 'md',
  sheet = false,
  describedBy,
  className,
  initialFocus = 'first',
  entrance = true,
  onEntranceStart,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closable = canClose(busy, noCloseWhileBusy);
  // Latest values for the native listeners without re-binding them; kept before the opening
  // effect below runs (both are layout effects, in this order).
  const latest = useRef({ closable, onClose, initialFocus });
  useLayoutEffect(() => {
    latest.current = { closable, onClose, initialFocus };
  });

  // Opened before the browser draws the new content (a layout effect): the first frame shows the
  // dialog, and the page is styled and laid out once with it. Opened after the paint (a passive
  // effect), showModal restyled the whole page behind it (inert) and focus laid it out again, in
  // one more long task: about 30 ms of a product page's start-up on this machine.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // showModal has focused Close, the first focusable element; move on to the first field if asked.
    const body = dialog.querySelector('.modal__body');
    if (latest.current.initialFocus === 'field' && body) firstVisibleField(body)?.focus();
    const onCancel = (event: Event) => {
      // Escape: the browser would close the dialog itself; we decide instead.
      event.preventDefault();
      if (latest.current.closable) latest.current.onClose();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      returnFocusTo?.focus();
    };
  }, [open]);

  if (!open) return null;
  const classes = ['modal', `modal--${size}`, sheet && 'modal--sheet', !entrance && 'modal--still', className]
    .filter(Boolean)
    .join(' ');
  return (
    <dialog
      ref={ref}
      className={classes}
      style={{ zIndex: MODAL_Z_INDEX }}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      aria-busy={busy || undefined}
      onClick={(event) => {
        // A click on the dialog element itself (not its content) is a click on the backdrop.
        if (event.target === event.currentTarget && closable) onClose();
      }}
      onAnimationStart={(event) => {
        if (event.target === event.currentTarget) onEntranceStart?.();
      }}
    >
      <div className="modal__box">
        <header className="modal__header">
          <h2 id={titleId} className={hideTitle ? 'sr-only' : 'modal__title'}>
            {title}
          </h2>
          <button type="button" className="modal__close" onClick={onClose} disabled={!closable} aria-label="Close">
            <CloseIcon />
          </button>
        </header>
        <div className="modal__body">{children}</div>
        {footer && <footer className="modal__footer">{footer}</footer>}
      </div>
    </dialog>
  );
}
