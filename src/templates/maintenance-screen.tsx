import site from 'virtual:content/site';
import { Picture } from '../components/ui/picture.tsx';

export const MAINTENANCE_TEXT =
  'Our website is under construction, we are working very hard to give you the best experience with this one.';

export function MaintenanceScreen() {
  return (
    <section className="container-page grid min-h-[80vh] place-items-center py-16 text-center">
      <div className="max-w-xl">
        <Picture image={site.maintenanceImage} priority className="mx-auto h-auto w-full max-w-md" />
        <h1 className="mt-8 text-3xl font-semibold tracking-tight text-brand-strong sm:text-4xl">Site Under Maintenance</h1>
        <p className="mt-4 text-lg text-ink-muted">{MAINTENANCE_TEXT}</p>
        <p className="mt-6 text-sm text-ink-muted">
          Urgent enquiries: <a className="font-medium text-brand underline" href={`mailto:${site.contact.email}`}>{site.contact.email}</a> or{' '}
          <a className="font-medium text-brand underline" href={`tel:${site.contact.phone}`}>{site.contact.phoneDisplay}</a>
        </p>
      </div>
    </section>
  );
}
