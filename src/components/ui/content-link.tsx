import type { ReactNode } from 'react';
import { AppLink } from './app-link.tsx';
import { contentPath } from '../../routing/addresses.ts';

interface ContentLinkProps {
  to: string;
  children: ReactNode;
  className?: string;
  onClick?: () => void;
}

/**
 * A link whose target an editor wrote in content (checked at build to resolve).
 * With hash routing "#id" would be read as a route, so in-page anchors scroll instead.
 */
export function ContentLink({ to, children, className, onClick }: ContentLinkProps) {
  if (/^(https:|mailto:|tel:)/.test(to)) {
    const external = to.startsWith('https:');
    return (
      <a href={to} className={className} onClick={onClick} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    );
  }
  if (to.startsWith('#')) {
    const id = to.slice(1);
    return (
      <a
        href={`#${id}`}
        className={className}
        onClick={(event) => {
          event.preventDefault();
          const target = document.getElementById(id);
          if (!target) return;
          const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
          target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
          if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
          target.focus({ preventScroll: true });
          onClick?.();
        }}
      >
        {children}
      </a>
    );
  }
  return (
    <AppLink to={contentPath(to)} className={className} onClick={onClick}>
      {children}
    </AppLink>
  );
}
