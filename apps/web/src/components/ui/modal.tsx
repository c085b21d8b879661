import { Dialog, DialogDescription, DialogDismiss, DialogHeading, FocusTrapRegion } from '@ariakit/react';
import { messages } from '@hoogo/core';
import X from 'lucide-react/icons/x';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from './button';
import { cn } from './cn';

const FIELD =
  'input:not([disabled]):not([type="hidden"]):not([type="file"]), select:not([disabled]), textarea:not([disabled])';
const CONTROL = `a[href], button:not([disabled]), ${FIELD}, [tabindex]:not([tabindex="-1"])`;

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

/** What a page gives a modal of its own: whether it is open and how to close it. */
export type ModalOpenProps = Pick<ModalProps, 'open' | 'onClose'>;

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-3xl' } as const;

// A confirmation can open over a modal: only the top one of the open dialogs, kept in opening order,
// brings back a focus that fell out of it.
const openDialogs: HTMLElement[] = [];

/** Not hidden, not inert and, where the browser can tell (not jsdom), displayed. */
function isVisible(element: HTMLElement): boolean {
  if (element.closest('[hidden], [inert]')) return false;
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

function controlsIn(region: HTMLElement, selector: string): HTMLElement[] {
  return Array.from(region.querySelectorAll<HTMLElement>(selector)).filter(isVisible);
}

/**
 * Where focus goes when the dialog opens: a control marked data-autofocus, else the first field, else the
 * first control of the body or footer; the ✕ only when there is nothing else
 * (docs/decisions/0031-venue-keyboard-and-accessibility.md). A candidate that cannot take focus (not
 * displayed) is passed over.
 */
function focusInitial(region: HTMLElement, close: HTMLElement | null): boolean {
  const candidates = [
    ...region.querySelectorAll<HTMLElement>('[data-autofocus]'),
    ...controlsIn(region, FIELD),
    ...controlsIn(region, CONTROL).filter((control) => control !== close),
  ];
  for (const candidate of candidates) {
    candidate.focus();
    if (document.activeElement === candidate) return true;
  }
  return false;
}

/**
 * The one modal dialog of the app, on Ariakit's Dialog (docs/decisions/0033-one-definition-ui-primitives.md):
 * it keeps the rest of the page inert, closes on Escape and on the backdrop, also when
 * focus has left it, and gives focus back to the control that opened it. Tab goes round inside it
 * (FocusTrapRegion); focus moves to its first field, or first control, also when the body appears only
 * after loading; and a Tab from the page's body, where focus lands when the focused submit button is
 * disabled during its call, brings focus back in.
 */
export function Modal({ open, onClose, title, description, children, footer, size = 'md' }: ModalProps) {
  const [dialog, setDialog] = useState<HTMLDivElement | null>(null);
  const regionRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const region = regionRef.current;
    if (!dialog || !region) return;
    openDialogs.push(dialog);

    // A body that is still loading: its first field gets focus when it appears, unless the person has
    // moved on already.
    const observer = new MutationObserver(() => {
      if (document.activeElement !== dialog || focusInitial(region, closeRef.current)) observer.disconnect();
    });
    observer.observe(region, { childList: true, subtree: true });

    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (event.key !== 'Tab' || event.defaultPrevented || !dialog || !region) return;
      if (openDialogs[openDialogs.length - 1] !== dialog) return;
      const active = document.activeElement;
      if (active instanceof Node && dialog.contains(active) && active !== dialog) return;
      const controls = controlsIn(region, CONTROL);
      event.preventDefault();
      if (event.shiftKey) (controls[controls.length - 1] ?? dialog).focus();
      else if (!focusInitial(region, closeRef.current)) (controls[0] ?? dialog).focus();
    }
    document.addEventListener('keydown', onKeyDown);

    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onKeyDown);
      const index = openDialogs.lastIndexOf(dialog);
      if (index >= 0) openDialogs.splice(index, 1);
    };
  }, [dialog]);

  return (
    <Dialog
      ref={setDialog}
      open={open}
      onClose={onClose}
      unmountOnHide
      aria-modal="true"
      autoFocusOnShow={() => {
        const region = regionRef.current;
        // Nothing to focus yet: the dialog itself, until its body appears.
        if (region && !focusInitial(region, closeRef.current)) dialog?.focus();
        return false;
      }}
      backdrop={<div className="bg-brand-950/60 backdrop-blur-[2px]" />}
      className={cn(
        'fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[90dvh] flex-col overflow-hidden rounded-t-3xl bg-white shadow-2xl',
        'sm:inset-x-6 sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2 sm:rounded-3xl',
        widths[size],
      )}
    >
      <FocusTrapRegion ref={regionRef} enabled className="flex min-h-0 flex-col">
        <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-6 pt-6 pb-4">
          <div>
            <DialogHeading render={(props) => <h2 {...props} />} className="text-lg font-bold text-slate-900">
              {title}
            </DialogHeading>
            {description && (
              <DialogDescription render={<div />} className="mt-1 text-sm text-slate-600">
                {description}
              </DialogDescription>
            )}
          </div>
          <DialogDismiss
            ref={closeRef}
            className="-mt-1 -me-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          >
            <span className="sr-only">{messages.app.close}</span>
            <X className="size-5" />
          </DialogDismiss>
        </div>
        <div className="overflow-y-auto px-6 py-5">{children}</div>
        {footer && (
          <div className="flex flex-col-reverse gap-2 border-t border-slate-100 px-6 py-4 sm:flex-row sm:justify-end">
            {footer}
          </div>
        )}
      </FocusTrapRegion>
    </Dialog>
  );
}

interface ConfirmModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  isLoading: boolean;
  /** A confirmation that deletes or removes something: its button is red. */
  destructive?: boolean;
  children: ReactNode;
}

/** The small dialog that asks before an action: its question, Cancel, and the button that goes ahead. */
export function ConfirmModal({
  open,
  onClose,
  title,
  cancelLabel,
  confirmLabel,
  onConfirm,
  isLoading,
  destructive,
  children,
}: ConfirmModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button
            className={destructive ? 'bg-red-700 hover:bg-red-800 active:bg-red-900' : undefined}
            onClick={onConfirm}
            isLoading={isLoading}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
