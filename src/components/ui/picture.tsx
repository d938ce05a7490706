import type { ResolvedImage } from '../../content/resolved.ts';

interface PictureProps {
  image: ResolvedImage & { alt: string };
  className?: string;
  /** The page's largest paint: load at once, with high priority. */
  priority?: boolean;
  /** Above the fold but small (the logo): load at once, without jumping the queue. */
  eager?: boolean;
  sizes?: string;
  /** Art direction: another drawing of the same scene where `media` matches (e.g. a portrait version for phones). */
  artDirection?: { media: string; image: ResolvedImage };
}

/** Every image of the site: intrinsic width and height (no layout shift), lazy unless it is the LCP image. */
export function Picture({ image, className, priority = false, eager = false, sizes = '100vw', artDirection }: PictureProps) {
  const img = (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      // "eager" and "auto" are the browser's defaults: left unsaid (bytes on every static page).
      loading={priority || eager ? undefined : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
      sizes={image.sources ? sizes : undefined}
    />
  );
  if (!image.sources?.length && !artDirection) return img;
  // Sources for the art-directed drawing come first: the browser takes the first <source> that matches.
  const art = artDirection && [...(artDirection.image.sources ?? []), { type: undefined, srcset: artDirection.image.src }];
  return (
    <picture>
      {art?.map((s) => (
        <source
          key={`art-${s.type ?? 'src'}`}
          media={artDirection?.media}
          type={s.type}
          srcSet={s.srcset}
          sizes={s.type ? sizes : undefined}
          width={artDirection?.image.width}
          height={artDirection?.image.height}
        />
      ))}
      {image.sources?.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcset} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
