import { Isolated, textDir } from '../ui/bidi.tsx';
import chevronRightIcon from 'virtual:icon/chevron-right';
import { useMatches } from 'react-router';
import { AppLink } from '../ui/app-link.tsx';
import type { Crumb } from '../../routing/breadcrumbs.ts';
import { href } from '../../routing/href.ts';
import { publicUrl, shownRealPath } from '../../routing/public-address.ts';
import type { ResolvedImage } from '../../content/resolved.ts';
import { ContentLink } from '../ui/content-link.tsx';
import { Picture } from '../ui/picture.tsx';
import { Icon } from '../ui/icon.tsx';
import { ShareButton } from '../ui/share-button.tsx';
import { useUi } from '../i18n/use-ui.ts';
import { common as enCommon } from 'virtual:ui/en/common';
import { layout as enLayout } from 'virtual:ui/en/layout';

interface BannerProps {
  title: string;
  image: ResolvedImage & { alt: string };
  /** Inner pages use 40vh; 30vh where none is given. */
  height?: '40vh' | '30vh';
  crumbs?: Crumb[];
  link?: { label: string; to: string };
  /** A Share button with the page's public address (product, category and business-line pages). */
  share?: boolean;
  /** One line under the title saying what the page offers (the page's description). */
  lead?: string | undefined;
}

/**
 * Share, with the address the route's loader data gives. Its own component so that only a banner
 * that shares reads the route matches: the editor's previews draw banners without a data router.
 */
function BannerShare({ title }: { title: string }) {
  const leaf = useMatches().at(-1);
  const realPath = leaf ? shownRealPath(leaf.id, leaf.loaderData) : null;
  return realPath ? <ShareButton url={publicUrl(realPath)} title={title} /> : null;
}

export function Banner({ title, image, height = '30vh', crumbs = [], link, share = false, lead }: BannerProps) {
  const ui = useUi({ common: enCommon, layout: enLayout });
  return (
    <section
      // On a phone the banner is as tall as what it says: a 40vh block there was ~300 px of colour
      // (the drawing's motif sits in a corner that a narrow crop cuts off) before the title.
      className={`relative isolate flex items-end overflow-hidden bg-brand-strong ${height === '40vh' ? 'sm:min-h-[40vh]' : 'sm:min-h-[30vh]'}`}
      aria-labelledby="page-title"
    >
      {/* Anchored at its corner on a phone, so the motif shows beside the text rather than being cropped away. */}
      <Picture image={{ ...image, alt: '' }} priority className="absolute inset-0 -z-10 size-full object-cover object-right-bottom sm:object-center" />
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-brand-strong/85 via-brand-strong/50 to-brand-strong/30" aria-hidden="true" />
      <div className="container-page py-8 sm:py-12">
        <nav aria-label={ui.layout.breadcrumb}>
          {/* crumb, link-on-dark: app.css. */}
          <ol className="flex flex-wrap items-center gap-1 text-sm text-brand-tint">
            <li>
              <AppLink to={href('home')} className="link-on-dark">
                {ui.common.home}
              </AppLink>
            </li>
            {crumbs.map((c) => (
              <li key={c.to} className="crumb">
                <Icon node={chevronRightIcon} className="size-4" />
                <AppLink to={c.to} className="link-on-dark">
                  {c.label}
                </AppLink>
              </li>
            ))}
            <li className="crumb">
              <Icon node={chevronRightIcon} className="size-4" />
              <span aria-current="page" className="text-ink-inverse">
                {title}
              </span>
            </li>
          </ol>
        </nav>
        <h1 id="page-title" className="mt-3 max-w-4xl text-3xl font-semibold tracking-tight text-ink-inverse sm:text-5xl">
          {title}
        </h1>
        {lead && (
          <p dir={textDir(lead)} className="mt-3 max-w-3xl text-base leading-relaxed text-brand-tint sm:text-lg">
            <Isolated text={lead} />
          </p>
        )}
        {(link || share) && (
          <div className="mt-6 flex flex-wrap items-center gap-3">
            {link && (
              <ContentLink to={link.to} className="btn bg-accent text-ink hover:bg-accent-tint">
                {link.label}
              </ContentLink>
            )}
            {share && <BannerShare title={title} />}
          </div>
        )}
      </div>
    </section>
  );
}
