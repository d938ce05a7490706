import { useId, type ReactNode } from 'react';
import { Reveal } from './reveal.tsx';
import { SectionHeading } from './section-heading.tsx';

interface SectionShellProps {
  /** The section's anchor id and the heading block it opens with. */
  id?: string | undefined;
  eyebrow?: string | undefined;
  heading?: string | undefined;
  intro?: string | undefined;
  align?: 'center' | 'start';
  /** alternate: white and pale bands in turn down the page; tint and brand: a coloured band. */
  tone?: 'alternate' | 'tint' | 'brand';
  spacing?: 'normal' | 'compact';
  /** The whole block fades in when scrolled into view. */
  reveal?: boolean;
  /** Left off the printed sheet: a call to action (nothing to press on paper), a grid of pictures. */
  screenOnly?: boolean;
  /**
   * The section's content. As a function it gets the heading's id and draws the heading itself
   * (for layouts where the heading sits beside a picture).
   */
  children: ReactNode | ((headingId: string) => ReactNode);
}

const tones = {
  alternate: 'odd:bg-surface even:bg-surface-alt',
  tint: 'bg-brand-tint',
  brand: 'bg-brand text-ink-inverse',
} as const;

/** The frame of every section: a labelled band with the page's width, spacing and background rhythm. */
export function SectionShell({ id, eyebrow, heading, intro, align, tone = 'alternate', spacing = 'normal', reveal = false, screenOnly = false, children }: SectionShellProps) {
  const headingId = useId();
  const custom = typeof children === 'function';
  const body = custom ? (
    children(headingId)
  ) : (
    <>
      <SectionHeading id={headingId} eyebrow={eyebrow} heading={heading} intro={intro} align={align} />
      {children}
    </>
  );
  return (
    <section
      id={id}
      aria-labelledby={heading ? headingId : undefined}
      className={`scroll-mt-24 ${spacing === 'compact' ? 'py-12 sm:py-16' : 'py-16 sm:py-20'} ${tones[tone]}${screenOnly ? ' print:hidden' : ''}`}
    >
      {reveal ? <Reveal className="container-page">{body}</Reveal> : <div className="container-page">{body}</div>}
    </section>
  );
}
