import share2Icon from 'virtual:icon/share-2';
import { useEffect, useId, useRef, useState } from 'react';
import { Icon } from './icon.tsx';
import { useUi } from '../i18n/use-ui.ts';
import { common as enCommon } from 'virtual:ui/en/common';

type Outcome = { kind: 'idle' } | { kind: 'copied' } | { kind: 'copy-by-hand' };

/**
 * "Share": the page's public address (`url`, SITE_URL and its real path), never the hash address
 * the app runs on, whose link preview would be the home page. The phone's share sheet where the
 * browser has one (Web Share); else the address goes to the clipboard, with "Link copied"; where
 * the clipboard is refused too, the address is shown selected, to copy by hand. Its words are the
 * page's language (the contract's `Share` and `Link copied` on English pages).
 */
export function ShareButton({ url, title, className = '' }: { url: string; title: string; className?: string }) {
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const field = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const { common: words } = useUi({ common: enCommon });

  useEffect(() => {
    if (outcome.kind === 'copy-by-hand') field.current?.select();
    if (outcome.kind !== 'copied') return;
    const timer = setTimeout(() => setOutcome({ kind: 'idle' }), 4000);
    return () => clearTimeout(timer);
  }, [outcome]);

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the share sheet is the visitor's choice; any other failure falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setOutcome({ kind: 'copied' });
    } catch {
      setOutcome({ kind: 'copy-by-hand' });
    }
  }

  return (
    // Kept invisible (its room kept, so nothing moves) until the app runs: on a static page without
    // script it could do nothing. data-needs-script tells the tests comparing a static page with the app.
    <div data-needs-script="" className={`invisible flex flex-wrap items-center gap-x-3 gap-y-2 in-data-[app-ready=true]:visible print:hidden ${className}`}>
      <button type="button" onClick={() => void share()} className="btn border border-ink-inverse/50 text-ink-inverse hover:bg-ink-inverse/10">
        <Icon node={share2Icon} className="size-4" />
        {words.share}
      </button>
      {outcome.kind === 'copy-by-hand' && (
        <span className="flex items-center gap-2">
          <label htmlFor={fieldId} className="text-sm text-brand-tint">
            {words.copyThisLink}
          </label>
          <input
            ref={field}
            id={fieldId}
            type="url"
            readOnly
            value={url}
            onFocus={(e) => e.currentTarget.select()}
            className="w-64 max-w-full rounded-control border border-ink-inverse/40 bg-ink-inverse/10 px-2 py-1 text-sm text-ink-inverse"
          />
        </span>
      )}
      <span role="status" className="text-sm font-medium text-ink-inverse">
        {outcome.kind === 'copied' ? words.linkCopied : ''}
      </span>
    </div>
  );
}
