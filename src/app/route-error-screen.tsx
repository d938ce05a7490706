import rotateCwIcon from 'virtual:icon/rotate-cw';
import { Icon } from '../components/ui/icon.tsx';
import { useUi } from '../components/i18n/use-ui.ts';
import { errors as enErrors } from 'virtual:ui/en/errors';

/** What a route shows when it fails (RouteError): its code comes only then, never in a first load. */
export function RouteErrorScreen({ chunkMissing, onRetry }: { chunkMissing: boolean; onRetry: () => void }) {
  const ui = useUi({ errors: enErrors });
  return (
    <section className="container-page grid min-h-[50vh] place-items-center py-20 text-center">
      <div className="max-w-md">
        <h1 className="heading-2">{ui.errors.couldNotLoad}</h1>
        <p className="mt-4 text-ink-muted">
          {chunkMissing ? ui.errors.partMissing : ui.errors.somethingWrong}
        </p>
        <button
          type="button"
          className="btn mt-8 bg-brand text-ink-inverse hover:bg-brand-strong"
          onClick={onRetry}
        >
          <Icon node={rotateCwIcon} className="size-4" />
          {ui.errors.retry}
        </button>
      </div>
    </section>
  );
}
