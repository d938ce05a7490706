import enSite from 'virtual:content/site';
import { Picture } from '../components/ui/picture.tsx';
import { useSite } from '../components/i18n/use-site.ts';
import { useUi } from '../components/i18n/use-ui.ts';
import { contact as enContact } from 'virtual:ui/en/contact';

export function MaintenanceScreen() {
  const site = useSite(enSite);
  const { heading, text, urgent } = site.texts.maintenance;
  const ui = useUi({ contact: enContact });
  return (
    // On a phone the title and the notice come within the first screen (issue 27, item 6): a smaller
    // drawing, and no 80vh block to centre in.
    <section className="container-page grid place-items-center py-8 text-center sm:min-h-[80vh] sm:py-16">
      <div className="max-w-xl">
        <Picture image={site.maintenanceImage} priority className="mx-auto h-auto w-full max-w-48 sm:max-w-md" />
        <h1 className="mt-6 text-3xl font-semibold tracking-tight text-brand-strong sm:mt-8 sm:text-4xl">{heading}</h1>
        <p className="mt-4 text-lg text-ink-muted">{text}</p>
        <p className="mt-6 text-sm text-ink-muted">
          {urgent}{' '}
          <a className="font-medium text-brand underline" href={`mailto:${site.contact.email}`} dir="ltr">
            {site.contact.email}
          </a>{' '}
          {ui.contact.or}{' '}
          <a className="font-medium text-brand underline" href={`tel:${site.contact.phone}`} dir="ltr">
            {site.contact.phoneDisplay}
          </a>
        </p>
      </div>
    </section>
  );
}
