import { Carousel } from '../../components/ui/carousel.tsx';
import { ContentLink } from '../../components/ui/content-link.tsx';
import { Picture } from '../../components/ui/picture.tsx';
import type { SectionContentOf } from '../section-types.ts';
import { useUi } from '../../components/i18n/use-ui.ts';
import { carousel as enCarousel } from 'virtual:ui/en/carousel';

/** Where a slide's portrait picture (imageNarrow) replaces the wide one: phones, and screens taller than wide. */
const NARROW = '(max-width: 767px), (orientation: portrait)';

export function HeroCarouselSection({ section }: { section: SectionContentOf<'hero-carousel'> }) {
  const ui = useUi({ carousel: enCarousel });
  const slides = section.slides.map((slide, index) => (
    <div key={index} className="relative isolate flex h-full items-start md:landscape:items-center">
      <Picture
        image={slide.image}
        artDirection={slide.imageNarrow && { media: NARROW, image: slide.imageNarrow }}
        priority={index === 0}
        // The drawings leave their quiet side for the text at the start of the line: mirrored in right-to-left pages.
        className="absolute inset-0 -z-10 size-full object-cover rtl:-scale-x-100"
      />
      {slide.heading && (
        <div className="container-page">
          <div className="max-w-xl py-16">
            <p className="eyebrow !text-accent">{slide.heading}</p>
            {slide.description && (
              <h2 className="mt-4 text-4xl font-semibold leading-tight tracking-tight text-ink-inverse sm:text-5xl lg:text-6xl">{slide.description}</h2>
            )}
            {slide.cta && (
              <ContentLink to={slide.cta.to} className="btn mt-8 bg-accent text-ink hover:bg-accent-tint">
                {slide.cta.label}
              </ContentLink>
            )}
          </div>
        </div>
      )}
    </div>
  ));
  return (
    <Carousel
      label={ui.carousel.highlights}
      slides={slides}
      fade
      loop
      className="h-[calc(100svh-var(--header-height)-2.5rem)] min-h-[30rem] bg-brand-strong"
      slideClassName="h-full"
    />
  );
}
