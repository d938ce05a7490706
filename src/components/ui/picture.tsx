import type { ResolvedImage } from '../../content/resolved.ts';

interface PictureProps {
  image: ResolvedImage & { alt: string };
  className?: string;
  /** The page's largest paint: load at once, with high priority. */
  priority?: boolean;
  /** Above the fold but small (the logo): load at once, without jumping the queue. */
  eager?: boolean;
  sizes?: string;
}

/** Every image of the site: intrinsic width and height (no layout shift), lazy unless it is the LCP image. */
export function Picture({ image, className, priority = false, eager = false, sizes = '100vw' }: PictureProps) {
  const img = (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority || eager ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      className={className}
      sizes={image.sources ? sizes : undefined}
    />
  );
  if (!image.sources?.length) return img;
  return (
    <picture>
      {image.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcset} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
