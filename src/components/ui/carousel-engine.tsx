import type { EmblaCarouselType, EmblaPluginType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import Fade from 'embla-carousel-fade';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect } from 'react';

export interface EngineOptions {
  /** Cross-fade instead of sliding (one slide at a time). */
  fade?: boolean;
  loop?: boolean;
  /** Milliseconds between slides; off under reduced motion. */
  autoplay?: number;
  /** Slide transition duration in ms (embla's own unit is not time, see below). */
  speed?: number;
}

export type EngineApi = Pick<EmblaCarouselType, 'scrollPrev' | 'scrollNext' | 'scrollTo'>;

interface EngineProps {
  viewport: HTMLElement;
  options: EngineOptions;
  onReady: (api: EngineApi) => void;
  onSelect: (index: number, inView: number[]) => void;
}

export function CarouselEngine({ viewport, options, onReady, onSelect }: EngineProps) {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const plugins: EmblaPluginType[] = [];
  if (options.fade) plugins.push(Fade());
  if (options.autoplay && !reduce) {
    plugins.push(Autoplay({ delay: options.autoplay, stopOnInteraction: false, stopOnMouseEnter: false, stopOnFocusIn: false }));
  }
  // embla's duration is in its own units (roughly 1 unit per 16 ms frame at 60 fps).
  const duration = options.speed ? Math.max(10, Math.round(options.speed / 16)) : 25;
  // Right to left (an Arabic page), embla must lay the slides out and move them that way too.
  const direction = viewport.closest('[dir]')?.getAttribute('dir') === 'rtl' ? 'rtl' : 'ltr';
  const [ref, api] = useEmblaCarousel({ loop: options.loop ?? true, duration: reduce ? 10 : duration, align: 'start', direction }, plugins);

  useEffect(() => {
    ref(viewport);
  }, [ref, viewport]);

  useEffect(() => {
    if (!api) return;
    // Faded slides all sit in the viewport; only the selected one is really shown.
    const report = () => onSelect(api.selectedScrollSnap(), options.fade ? [api.selectedScrollSnap()] : api.slidesInView());
    report();
    api.on('select', report).on('slidesInView', report).on('reInit', report);
    onReady(api);
    return () => {
      api.off('select', report).off('slidesInView', report).off('reInit', report);
    };
  }, [api, onReady, onSelect, options.fade]);

  useEffect(() => {
    const autoplay = api?.plugins().autoplay;
    // The whole carousel, buttons included: embla's own pause only watches the slides.
    const root = viewport.parentElement;
    if (!api || !autoplay || !root) return;
    let hovered = false;
    let focused = false;
    // Where every slide is in view there is nowhere to move: no autoplay (and embla's play() would throw).
    const fits = () => !api.canScrollNext() && !api.canScrollPrev();
    const update = () => (hovered || focused || fits() ? autoplay.stop() : autoplay.play());
    update();
    api.on('reInit', update).on('resize', update);
    const keyboardFocusInside = () => {
      const active = document.activeElement;
      return !!active && root.contains(active) && active.matches(':focus-visible');
    };
    const listening = new AbortController();
    const on = <K extends 'mouseenter' | 'mouseleave' | 'focusin' | 'focusout'>(type: K, handler: (event: HTMLElementEventMap[K]) => void) =>
      root.addEventListener(type, handler, { signal: listening.signal });
    on('mouseenter', () => {
      hovered = true;
      update();
    });
    on('mouseleave', () => {
      hovered = false;
      update();
    });
    on('focusin', () => {
      focused = keyboardFocusInside();
      update();
    });
    on('focusout', (event) => {
      if (root.contains(event.relatedTarget as Node | null)) return;
      focused = false;
      update();
    });
    return () => {
      api.off('reInit', update).off('resize', update);
      listening.abort();
    };
  }, [api, viewport]);

  return null;
}
