import { cardClass } from '../../components/ui/card.tsx';
import { Carousel } from '../../components/ui/carousel.tsx';
import { Picture } from '../../components/ui/picture.tsx';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import { SectionShell } from '../../components/ui/section-shell.tsx';
import { CardQuote } from '../card-quote.tsx';
import { SpecificationList } from '../specification-list.tsx';
import type { SectionContentOf } from '../section-types.ts';
import { useUi } from '../../components/i18n/use-ui.ts';
import { carousel as enCarousel } from 'virtual:ui/en/carousel';

/** 3 visible from 1024 px, 2 from 768 px, 1 below. */
export const productsPerView = { base: 1, md: 2, lg: 3 } as const;

export function ProductCarouselSection({ section }: { section: SectionContentOf<'product-carousel'> }) {
  const ui = useUi({ carousel: enCarousel });
  const slides = section.items.map((item) => (
    // `relative`: the visually hidden words of a card's button (position: absolute) are then placed
    // within the card, so a slide out of view cannot widen the page before the carousel starts.
    <article key={item.title} className={`relative ${cardClass({ clip: true })}`}>
      <Picture image={item.image} sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw" className="aspect-square w-full bg-brand-tint object-contain" />
      <div className="flex flex-1 flex-col p-5">
        {item.category && <p className="eyebrow">{item.category}</p>}
        <h3 className="mt-1 text-lg font-semibold text-brand-strong">{item.title}</h3>
        {item.description && <p className="mt-2 text-sm leading-relaxed text-ink-muted">{item.description}</p>}
        {item.specifications && <SpecificationList specifications={item.specifications} className="mt-4" />}
        {/* The same "Add … to enquiry" as every other product card, at the card's foot. */}
        <CardQuote item={item} className="mt-auto pt-4" />
      </div>
    </article>
  ));
  return (
    // The carousel itself is the labelled region; a second region of the same name would only repeat it.
    <SectionShell id={section.id}>
      {() => (
        <>
          <SectionHeading eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} />
        <Carousel
          label={section.heading}
          slides={slides}
          loop
          autoplay={section.interval}
          speed={500}
          prevLabel={ui.carousel.previous}
          nextLabel={ui.carousel.next}
          controls="below"
          className="-mx-3"
          perView={productsPerView}
          slideClassName="px-3"
          />
        </>
      )}
    </SectionShell>
  );
}
