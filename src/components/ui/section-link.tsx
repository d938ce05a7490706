import { ContentLink } from './content-link.tsx';

/** The link a section may end with (e.g. on to the Credentials page): a centred, outlined button. */
export function SectionLink({ link, className }: { link: { label: string; to: string }; className: string }) {
  return (
    <div className={`${className} text-center`}>
      <ContentLink to={link.to} className="btn border border-line bg-surface text-brand hover:border-brand hover:bg-brand-tint">
        {link.label}
      </ContentLink>
    </div>
  );
}
