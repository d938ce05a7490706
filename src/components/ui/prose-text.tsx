interface ProseTextProps {
  headingId: string;
  eyebrow?: string | undefined;
  heading?: string | undefined;
  paragraphs: readonly string[];
  /** Keeps the paragraphs to a readable measure where the block around them is wider. */
  narrow?: boolean;
}

/** The eyebrow, heading and paragraphs of a section that draws its own heading, e.g. beside a picture. */
export function ProseText({ headingId, eyebrow, heading, paragraphs, narrow = false }: ProseTextProps) {
  return (
    <>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      {heading && (
        <h2 id={headingId} className="heading-2 mt-2">
          {heading}
        </h2>
      )}
      <div className={narrow ? 'mt-5 max-w-prose space-y-4 text-base leading-relaxed text-ink-muted' : 'mt-5 space-y-4 text-base leading-relaxed text-ink-muted'}>
        {paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
    </>
  );
}
