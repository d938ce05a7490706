import searchIcon from 'virtual:icon/search';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from '../../components/ui/icon.tsx';
import { useUi } from '../../components/i18n/use-ui.ts';
import { header as enHeader } from 'virtual:ui/en/header';

// The dialog, the search library and the index load on first use (or on hover or focus of the
// button), never with the page: all a first visit pays for is this button. The dialog opens once
// its code is in, not through <Suspense>, whose reveal React holds back for up to 300 ms. The
// dialog's module starts the index and the engine as it is evaluated (search-dialog.tsx).
type DialogModule = typeof import('./search-dialog.tsx');
const loadDialog = () => import('./search-dialog.tsx');

/** Where "/" is typed text, not the search shortcut. */
function isTextField(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('textarea, select, [contenteditable=""], [contenteditable="true"], input:not([type=checkbox], [type=radio], [type=button], [type=submit], [type=reset])') !== null;
}

/** The header's Search button; Ctrl+K, ⌘K and "/" (outside a text field) open the search too. */
export function SearchButton() {
  const ui = useUi({ header: enHeader });
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<DialogModule | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const show = useCallback(() => {
    loadDialog().then(
      (m) => {
        setDialog(() => m);
        setOpen(true);
      },
      // Offline and never loaded: nothing to open; the next press tries again.
      () => undefined,
    );
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const chord = (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTextField(event.target);
      if (!chord && !slash) return;
      // Another dialog (a certificate) is open, or this one: leave the key alone.
      if (document.querySelector('dialog[open]')) return;
      event.preventDefault();
      // Focus returns here when the search closes, wherever the shortcut was pressed.
      button.current?.focus();
      show();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [show]);

  const warm = () => {
    loadDialog().catch(() => undefined);
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        title={ui.header.searchTitle}
        onClick={show}
        onPointerEnter={warm}
        onFocus={warm}
        className="btn border border-line px-3 text-brand hover:bg-brand-tint print:hidden"
      >
        <Icon node={searchIcon} className="size-5" />
        <span className="max-sm:sr-only lg:max-xl:sr-only">{ui.header.search}</span>
      </button>
      {dialog && <dialog.SearchDialog open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
