import chevronLeftIcon from 'virtual:icon/chevron-left';
import chevronRightIcon from 'virtual:icon/chevron-right';
import { lazy, type ReactNode, Suspense, useCallback, useRef, useState } from 'react';
import type { EngineApi, EngineOptions } from './carousel-engine.tsx';
import { Icon } from './icon.tsx';
import { useIdle } from './use-idle.ts';
import { useUi } from '../i18n/use-ui.ts';
import { carousel as enCarousel } from 'virtual:ui/en/carousel';

const CarouselEngine = lazy(() => import('./carousel-engine.tsx').then((m) => ({ default: m.CarouselEngine })));

/** Slides shown side by side: on phones, from 768 px (md) and from 1024 px (lg). */
export interface PerView {
  base: 1 | 2 | 3;
  md: 1 | 2 | 3;
  lg: 1 | 2 | 3;
}

export interface CarouselProps extends EngineOptions {
  label: string;
  slides: ReactNode[];
  prevLabel?: string;
  nextLabel?: string;
  className?: string;
  /** Slides per view by width (default one everywhere). */
  perView?: PerView;
  slideClassName?: string;
  /** Controls drawn over the slides (hero) or beside them (product rows). */
  controls?: 'overlay' | 'below';
}

// Literal class names, so Tailwind sees them.
const basis = { base: { 1: 'basis-full', 2: 'basis-1/2', 3: 'basis-1/3' }, md: { 1: 'md:basis-full', 2: 'md:basis-1/2', 3: 'md:basis-1/3' }, lg: { 1: 'lg:basis-full', 2: 'lg:basis-1/2', 3: 'lg:basis-1/3' } } as const;

/** The slide width classes for a `perView`. */
export function slideBasis(perView: PerView): string {
  return `${basis.base[perView.base]} ${basis.md[perView.md]} ${basis.lg[perView.lg]}`;
}

/**
 * Controls only where some slides are out of view: where every slide fits there is nothing to
 * move to (and nothing to autoplay). Decided by width in CSS, so nothing shifts when the engine loads.
 */
function controlsVisibility(count: number, perView: PerView): string {
  const fits = { base: count <= perView.base, md: count <= perView.md, lg: count <= perView.lg };
  return [fits.base ? 'hidden' : 'flex', fits.md ? 'md:hidden' : 'md:flex', fits.lg ? 'lg:hidden' : 'lg:flex'].join(' ');
}

const move = (api: EngineApi, dir: -1 | 1) => (dir < 0 ? api.scrollPrev() : api.scrollNext());

/**
 * The one carousel of the site. The first slide is plain markup, so it paints before any
 * script; embla (and its fade and autoplay plugins) load afterwards and take over.
 */
export function Carousel({
  label,
  slides,
  prevLabel,
  nextLabel,
  className = '',
  slideClassName = '',
  perView = { base: 1, md: 1, lg: 1 },
  controls = 'overlay',
  ...options
}: CarouselProps) {
  const ui = useUi({ carousel: enCarousel });
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
    if (api) move(api, dir);
    else {
      pending.current = dir;
      setUsedEarly(true);
    }
  };
  const onReady = useCallback((ready: EngineApi) => {
    setApi(ready);
    if (pending.current !== null) move(ready, pending.current);
    pending.current = null;
  }, []);

  const buttonClass =
    controls === 'overlay'
      ? 'grid size-11 place-items-center rounded-full bg-surface/90 text-brand shadow-card hover:bg-surface'
      : 'grid size-11 place-items-center rounded-full border border-line bg-surface text-brand hover:border-brand hover:bg-brand-tint';

  return (
    <section
      aria-roledescription={ui.carousel.carousel}
      aria-label={label}
      className={`relative ${className}`}
      onKeyDown={(event) => {
        // Right to left, the previous slide is on the right: the arrow keys follow what is seen.
        const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
        if (event.key === 'ArrowLeft') go(rtl ? 1 : -1);
        if (event.key === 'ArrowRight') go(rtl ? -1 : 1);
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
                aria-roledescription={ui.carousel.slide}
                // Slide numbers are small: no grouping to format, and every locale writes Latin digits (Intl, components/i18n/format.ts).
                aria-label={ui.carousel.slideOf({ index: String(index + 1), total: String(slides.length) })}
                aria-hidden={!active}
                inert={!active}
                className={`min-w-0 shrink-0 grow-0 ${slideBasis(perView)} ${slideClassName}`}
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
      <div
        className={`${controlsVisibility(slides.length, perView)} ${
          controls === 'overlay' ? 'pointer-events-none absolute inset-x-0 bottom-6 justify-end gap-3 px-4 sm:bottom-10 sm:px-8' : 'mt-6 justify-center gap-3'
        }`}
      >
        <button type="button" aria-label={prevLabel ?? ui.carousel.previousSlide} onClick={() => go(-1)} className={`pointer-events-auto ${buttonClass}`}>
          <Icon node={chevronLeftIcon} className="size-5" />
        </button>
        <button type="button" aria-label={nextLabel ?? ui.carousel.nextSlide} onClick={() => go(1)} className={`pointer-events-auto ${buttonClass}`}>
          <Icon node={chevronRightIcon} className="size-5" />
        </button>
      </div>
    </section>
  );
}
