import xIcon from 'virtual:icon/x';
import { Icon } from './icon.tsx';
import { useEffect, useRef, type ReactNode } from 'react';
import { useScrollLock } from './use-scroll-lock.ts';
import { useUi } from '../i18n/use-ui.ts';
import { common as enCommon } from 'virtual:ui/en/common';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Id of the element that names the dialog (its heading). */
  labelledBy: string;
  children: ReactNode;
  closeLabel?: string;
  className?: string;
  /** center: a panel in the middle of the screen; top: near the top (it grows downwards), a full-screen sheet on phones. */
  placement?: 'center' | 'top';
}

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * THE modal dialog: a native <dialog> opened with showModal(), so the rest of the page is
 * inert. Close, Escape and a click on the dimmed backdrop close it; Tab wraps inside it
 * (the browser alone would let focus leave to its own toolbar); focus goes back to whatever
 * opened it; the page does not scroll meanwhile.
 */
export function Dialog({ open, onClose, labelledBy, children, closeLabel, className = '', placement = 'center' }: DialogProps) {
  const ui = useUi({ common: enCommon });
  const ref = useRef<HTMLDialogElement>(null);
  useScrollLock(open);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      opener?.focus();
    };
  }, [open]);

  function onKeyDown(event: React.KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || !event.currentTarget.contains(document.activeElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (document.activeElement === last || !event.currentTarget.contains(document.activeElement))) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // The <dialog> box covers the screen; a click that lands on it, not on the panel, is on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
      className={`m-0 h-dvh max-h-none w-screen max-w-none overflow-y-auto bg-transparent backdrop:bg-brand-strong/80 backdrop:backdrop-blur-sm open:grid ${
        placement === 'top' ? 'p-0 open:grid-cols-[minmax(0,1fr)] open:place-items-start open:justify-items-center sm:px-8 sm:pt-[10vh] sm:pb-8' : 'p-4 open:place-items-center sm:p-8'
      }`}
    >
      {open && (
        <div className={`relative w-full bg-surface shadow-raised ${placement === 'top' ? 'min-h-dvh sm:min-h-0 sm:rounded-card' : 'rounded-card'} ${className}`}>
          {children}
          <button
            type="button"
            onClick={() => onClose()}
            className="btn absolute top-3 end-3 bg-surface/90 px-3 text-brand-strong shadow-card hover:bg-brand-tint"
          >
            <Icon node={xIcon} className="size-4" />
            {closeLabel ?? ui.common.close}
          </button>
        </div>
      )}
    </dialog>
  );
}
