interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  heading?: string;
  intro?: string;
  align?: 'center' | 'start';
}

export function SectionHeading({ id, eyebrow, heading, intro, align = 'center' }: SectionHeadingProps) {
  if (!heading && !eyebrow && !intro) return null;
  return (
    <div className={`mb-10 ${align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}`}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      {heading && (
        <h2 id={id} className="heading-2 mt-2">
          {heading}
        </h2>
      )}
      {intro && <p className="mt-4 text-base leading-relaxed text-ink-muted sm:text-lg">{intro}</p>}
    </div>
  );
}
