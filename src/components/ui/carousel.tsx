import { lazy, type ReactNode, Suspense, useCallback, useRef, useState } from 'react';
import type { EngineApi, EngineOptions } from './carousel-engine.tsx';
import { UiIcon } from './svg-icon.tsx';
import { useIdle } from './use-idle.ts';

const CarouselEngine = lazy(() => import('./carousel-engine.tsx').then((m) => ({ default: m.CarouselEngine })));

export interface CarouselProps extends EngineOptions {
  label: string;
  slides: ReactNode[];
  prevLabel?: string;
  nextLabel?: string;
  className?: string;
  slideClassName?: string;
  /** Controls drawn over the slides (hero) or beside them (product rows). */
  controls?: 'overlay' | 'below';
}

/**
 * The one carousel of the site. The first slide is plain markup, so it paints before any
 * script; embla (and its fade and autoplay plugins) load afterwards and take over.
 */
export function Carousel({
  label,
  slides,
  prevLabel = 'Previous slide',
  nextLabel = 'Next slide',
  className = '',
  slideClassName = '',
  controls = 'overlay',
  ...options
}: CarouselProps) {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [api, setApi] = useState<EngineApi | null>(null);
  const [inView, setInView] = useState<number[]>([0]);
  // embla loads once the page is idle, or at once when a visitor uses the buttons before that.
  const [usedEarly, setUsedEarly] = useState(false);
  const engineWanted = useIdle(1500) || usedEarly;

  const onSelect = useCallback((_index: number, visible: number[]) => setInView(visible), []);

  // A click before embla has loaded is kept and carried out once it is ready.
  const pending = useRef<-1 | 1 | null>(null);
  const go = (dir: -1 | 1) => {
    if (!api) {
      pending.current = dir;
      setUsedEarly(true);
      return;
    }
    if (dir < 0) api.scrollPrev();
    else api.scrollNext();
  };
  const onReady = useCallback((ready: EngineApi) => {
    setApi(ready);
    if (pending.current !== null) {
      if (pending.current < 0) ready.scrollPrev();
      else ready.scrollNext();
      pending.current = null;
    }
  }, []);

  const buttonClass =
    controls === 'overlay'
      ? 'grid size-11 place-items-center rounded-full bg-surface/90 text-brand shadow-card hover:bg-surface'
      : 'grid size-11 place-items-center rounded-full border border-line bg-surface text-brand hover:border-brand hover:bg-brand-tint';

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={`relative ${className}`}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') go(-1);
        if (event.key === 'ArrowRight') go(1);
      }}
    >
      <div ref={setViewport} className="h-full overflow-hidden">
        <div className="flex h-full touch-pan-y" aria-live={options.autoplay ? 'off' : 'polite'}>
          {slides.map((slide, index) => {
            const active = inView.includes(index);
            return (
              <div
                key={index}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${slides.length}`}
                aria-hidden={!active}
                inert={!active}
                className={`min-w-0 shrink-0 grow-0 ${slideClassName}`}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
      {engineWanted && viewport && (
        <Suspense fallback={null}>
          <CarouselEngine viewport={viewport} options={options} onReady={onReady} onSelect={onSelect} />
        </Suspense>
      )}
      <div className={controls === 'overlay' ? 'pointer-events-none absolute inset-x-0 bottom-6 flex justify-end gap-3 px-4 sm:bottom-10 sm:px-8' : 'mt-6 flex justify-center gap-3'}>
        <button type="button" aria-label={prevLabel} onClick={() => go(-1)} className={`pointer-events-auto ${buttonClass}`}>
          <UiIcon name="chevron-left" className="size-5" />
        </button>
        <button type="button" aria-label={nextLabel} onClick={() => go(1)} className={`pointer-events-auto ${buttonClass}`}>
          <UiIcon name="chevron-right" className="size-5" />
        </button>
      </div>
    </section>
  );
}
