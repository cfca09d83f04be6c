import { useEffect, useId, useRef, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './modal.module.css';

export type ModalProps = {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  closeLabel?: string;
};

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/** Open modals, innermost last: the scroll lock is taken by the first and released by the last. */
let openCount = 0;
let savedBodyStyle: { overflow: string; paddingRight: string } | null = null;

function lockScroll() {
  if (openCount++ > 0) return;
  const body = document.body;
  savedBodyStyle = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  // The scrollbar disappears with overflow hidden: pad by its width so the page behind does not move.
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  if (scrollbar > 0) {
    const current = Number.parseFloat(getComputedStyle(body).paddingRight) || 0;
    body.style.paddingRight = `${current + scrollbar}px`;
  }
  body.style.overflow = 'hidden';
}

function unlockScroll() {
  if (--openCount > 0) return;
  openCount = 0;
  if (savedBodyStyle) {
    document.body.style.overflow = savedBodyStyle.overflow;
    document.body.style.paddingRight = savedBodyStyle.paddingRight;
  }
  savedBodyStyle = null;
}

/**
 * A modal dialog on the native `<dialog>` element opened with `showModal()`: it sits in the top layer above
 * everything, the page behind is inert, Escape closes only the topmost dialog, the page behind does not
 * scroll (without shifting), focus moves in, Tab / Shift+Tab cycle inside, and focus returns to the opener.
 * A click on the backdrop or the close control closes it too.
 *
 * **Faça:** título que diga a tarefa ("Importar leads"); uma ação principal; use `ConfirmDialog` para
 * confirmar exclusões.
 *
 * **Não faça:** modal sobre modal sem necessidade; fechar ao clicar fora quando houver formulário longo
 * preenchido (valide antes); conteúdo essencial só dentro de um modal na página pública.
 */
export function Modal({ open, title, onClose, children, size = 'md', closeLabel = 'Fechar' }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return;
    const dialog = dialogRef.current;
    if (!dialog) return;

    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    lockScroll();

    // Long content scrolls inside the body: make it reachable by keyboard so it can be scrolled.
    const body = dialog.querySelector<HTMLElement>('[data-modal-body]');
    if (body && body.scrollHeight > body.clientHeight) body.tabIndex = 0;

    const first =
      focusableIn(dialog).find((el) => !el.dataset.modalClose && !el.dataset.modalBody) ?? focusableIn(dialog)[0];
    (first ?? dialog).focus();

    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };

    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      unlockScroll();
      if (previouslyFocused && previouslyFocused.isConnected) previouslyFocused.focus();
    };
  }, [open]);

  // Escape arrives at the focused element, i.e. inside the topmost dialog only (a widget inside that handles
  // Escape itself, like the country picker, stops it first); the browser's own close request ('cancel') is
  // also turned into onClose so React keeps owning `open`.
  const onKeyDown = (event: ReactKeyboardEvent<HTMLDialogElement>) => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (event.key === 'Escape') {
      if (event.defaultPrevented) return;
      event.preventDefault();
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusableIn(dialog);
    if (items.length === 0) {
      event.preventDefault();
      dialog.focus();
      return;
    }
    const firstItem = items[0]!;
    const lastItem = items[items.length - 1]!;
    const active = document.activeElement;
    const inside = active instanceof Node && dialog.contains(active);
    if (event.shiftKey && (active === firstItem || active === dialog || !inside)) {
      event.preventDefault();
      lastItem.focus();
    } else if (!event.shiftKey && (active === lastItem || !inside)) {
      event.preventDefault();
      firstItem.focus();
    }
  };

  if (!open || typeof document === 'undefined') return null;

  return createPortal(
    <dialog
      ref={dialogRef}
      className={`${styles.dialog} ${styles[size]}`}
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-size={size}
      onKeyDown={onKeyDown}
      // A click on the <dialog> itself (not on its panel) is a click on the backdrop.
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.panel} data-modal-panel="true">
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={closeLabel}
            data-modal-close="true"
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        <div className={styles.body} data-modal-body="true">
          {children}
        </div>
      </div>
    </dialog>,
    document.body,
  );
}
