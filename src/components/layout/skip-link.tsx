import { useUi } from '../i18n/use-ui.ts';
import { layout as enLayout } from 'virtual:ui/en/layout';

export function SkipLink() {
  const ui = useUi({ layout: enLayout });
  return (
    <a
      href="#main"
      onClick={(event) => {
        // With hash routing "#main" would be read as a route: move focus instead.
        event.preventDefault();
        const main = document.getElementById('main');
        main?.focus();
        main?.scrollIntoView();
      }}
      className="sr-only z-50 rounded-control bg-brand px-4 py-2 text-ink-inverse focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
    >
      {ui.layout.skipToContent}
    </a>
  );
}
