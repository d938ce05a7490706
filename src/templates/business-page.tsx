import { Suspense } from 'react';
import { useLoaderData, useMatches } from 'react-router';
import enCompany from 'virtual:content/site/company';
import type { OfferedDocuments, PageContent } from '../content/resolved.ts';
import { OfferedDocumentsContext } from '../features/enquiry/offered-documents.ts';
import type { Crumb } from '../routing/breadcrumbs.ts';
import type { PreparedSection } from '../sections/registry.ts';
import type { Banner } from '../components/layout/banner.tsx';
import { useFirstSite } from '../components/i18n/use-site.ts';
import { useUi } from '../components/i18n/use-ui.ts';
import { layout as enLayout } from 'virtual:ui/en/layout';
import { TapReplay } from '../components/ui/tap-replay.tsx';

/** Everything a page renders, as its route's loader returns it: its content, its sections' and banner's code, its sections' data, its breadcrumb. */
export interface PageData {
  page: PageContent;
  sections: PreparedSection[];
  /** The banner's code, for a page with a banner. */
  Banner: typeof Banner | null;
  crumbs: Crumb[];
  /** Its static page's address, for the printed letterhead. */
  realPath: string;
  /** The documents the page's products come with (its trade details'), offered by its enquiry buttons. */
  documents: OfferedDocuments;
}

/** Any page of the site: a banner and its typed sections, in order, all from the route's loader. */
export function BusinessPage() {
  const { page, sections, Banner, crumbs, documents } = useLoaderData() as PageData;
  const ui = useUi({ layout: enLayout });
  const { company } = useFirstSite({ company: enCompany });
  const matches = useMatches();
  // The route's own id is the same in every language (a French home's route is "fr:home").
  const id = (matches[matches.length - 1]?.handle as { routeId?: string } | undefined)?.routeId;
  const isHome = id === 'home';
  return (
    <OfferedDocumentsContext value={documents}>
      {page.banner && Banner ? (
        <Banner
          title={page.title}
          image={page.banner.image}
          height={page.banner.height}
          crumbs={crumbs}
          link={page.banner.link}
          lead={page.description}
          share={id?.startsWith('business/')}
        />
      ) : (
        <h1 className="sr-only">{isHome ? ui.layout.homeHeading({ company: company.name, tagline: company.tagline }) : page.title}</h1>
      )}
      {/* Each section a Suspense boundary of its own: when the app adopts a static page, a section whose
          code is still on its way keeps its static markup on show until it arrives (prepareSections). */}
      {sections.map(({ Component, section, data }, index) => (
        <Suspense key={index} fallback={null}>
          {/* A section marked "printed": false is on screen only (the box itself draws nothing). */}
          {section.printed === false ? (
            <div data-screen-only="" className="contents">
              <Component section={section} data={data} />
            </div>
          ) : (
            <Component section={section} data={data} />
          )}
          {/* Taps on this section's static buttons before its code came are replayed once it is live. */}
          <TapReplay />
        </Suspense>
      ))}
    </OfferedDocumentsContext>
  );
}
