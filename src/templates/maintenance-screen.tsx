import enSite from 'virtual:content/site';
import { Picture } from '../components/ui/picture.tsx';
import { useSite } from '../components/i18n/use-site.ts';
import { useUi } from '../components/i18n/use-ui.ts';
import { contact as enContact } from '../components/i18n/ui/en/en-contact.ts';

export function MaintenanceScreen() {
  const site = useSite(enSite);
  const { heading, text, urgent } = site.texts.maintenance;
  const ui = useUi({ contact: enContact });
  return (
    <section className="container-page grid min-h-[80vh] place-items-center py-16 text-center">
      <div className="max-w-xl">
        <Picture image={site.maintenanceImage} priority className="mx-auto h-auto w-full max-w-md" />
        <h1 className="mt-8 text-3xl font-semibold tracking-tight text-brand-strong sm:text-4xl">{heading}</h1>
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
