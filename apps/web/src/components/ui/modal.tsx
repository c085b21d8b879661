import { messages } from '@hoogo/core';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { cn } from './cn';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
const FIELD =
  'input:not([disabled]):not([type="hidden"]):not([type="file"]), select:not([disabled]), textarea:not([disabled])';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-3xl' } as const;

// A confirmation can open over a modal and both can close in one render: the open dialogs are kept in
// opening order, so only the top one answers the keyboard and the page scrolls again only when the last
// one closes, whatever order their cleanups run in.
const openDialogs: HTMLElement[] = [];
function pushDialog(dialog: HTMLElement) {
  openDialogs.push(dialog);
  document.body.style.overflow = 'hidden';
}
function popDialog(dialog: HTMLElement) {
  const index = openDialogs.lastIndexOf(dialog);
  if (index >= 0) openDialogs.splice(index, 1);
  if (openDialogs.length === 0) document.body.style.overflow = '';
}

/** Not hidden, not inert and, where the browser can tell (not jsdom), displayed. */
function isVisible(element: HTMLElement): boolean {
  if (element.closest('[hidden], [inert]')) return false;
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

function focusableIn(dialog: HTMLElement): HTMLElement[] {
  return Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(isVisible);
}

/**
 * Where focus goes when the dialog opens: a control marked data-autofocus, else the first field, else the
 * first control of the body or footer; the ✕ only when there is nothing else (docs/decisions.md, "Venue:
 * keyboard and accessibility"). A candidate that cannot take focus (not displayed) is passed over.
 */
function focusInitial(dialog: HTMLElement, close: HTMLElement | null): boolean {
  const candidates = [
    ...dialog.querySelectorAll<HTMLElement>('[data-autofocus]'),
    ...Array.from(dialog.querySelectorAll<HTMLElement>(FIELD)).filter(isVisible),
    ...focusableIn(dialog).filter((element) => element !== close),
  ];
  for (const candidate of candidates) {
    candidate.focus();
    if (document.activeElement === candidate) return true;
  }
  return false;
}

/**
 * The one modal dialog of the app: focus moves to its first field (or first control), Tab stays in,
 * Escape and the backdrop close it, and focus goes back to the control that opened it. The keys are
 * handled on the document, so they keep working when the focused control went away (a submit button
 * disabled while its call runs leaves focus on the page's body).
 */
export function Modal({ open, onClose, title, description, children, footer, size = 'md' }: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    pushDialog(dialog);

    const focused = focusInitial(dialog, closeRef.current);
    if (!focused) dialog.focus();
    // A body that is still loading: its first field gets focus when it appears, unless the person has
    // moved on already.
    const observer = new MutationObserver(() => {
      if (document.activeElement !== dialog || focusInitial(dialog, closeRef.current)) observer.disconnect();
    });
    if (!focused) observer.observe(dialog, { childList: true, subtree: true });

    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (!dialog || openDialogs[openDialogs.length - 1] !== dialog || event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = focusableIn(dialog);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        dialog.focus();
      } else if (!(active instanceof Node) || !dialog.contains(active) || active === dialog) {
        // Focus fell out (or was never given): back in where the dialog opened, or on its last control.
        event.preventDefault();
        if (event.shiftKey) last.focus();
        else if (!focusInitial(dialog, closeRef.current)) first.focus();
      } else if (event.shiftKey && active === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);

    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onKeyDown);
      popDialog(dialog);
      // Back to the opener, if it is still on the page (a menu may have gone with it).
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [open]);

  if (!open) return null;

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center p-0 sm:items-center sm:p-6">
      <div
        className="absolute inset-0 bg-brand-950/60 backdrop-blur-[2px]"
        aria-hidden="true"
        onClick={onClose}
      />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cn(
          'relative flex max-h-[90dvh] w-full flex-col overflow-hidden rounded-t-3xl bg-white shadow-2xl sm:rounded-3xl',
          widths[size],
        )}
      >
        <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-6 pt-6 pb-4">
          <div>
            <h2 id={titleId} className="text-lg font-bold text-slate-900">
              {title}
            </h2>
            {description && (
              <div id={descriptionId} className="mt-1 text-sm text-slate-600">
                {description}
              </div>
            )}
          </div>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          >
            <span className="sr-only">{messages.app.close}</span>
            <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="overflow-y-auto px-6 py-5">{children}</div>
        {footer && (
          <div className="flex flex-col-reverse gap-2 border-t border-slate-100 px-6 py-4 sm:flex-row sm:justify-end">
            {footer}
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}
