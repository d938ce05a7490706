import externalLinkIcon from 'virtual:icon/external-link';
import { useId } from 'react';
import site from 'virtual:content/site';
import { Icon } from './icon.tsx';

/**
 * "Verify on {register}": a link to the public register where a buyer can look the company's
 * number up, opening in a new tab. Nothing while the number is still to be added (null) or the
 * credential names no register: a link with nothing to look up would only send a buyer away.
 */
export function VerifyLink({ register, number, className = '' }: { register: string | undefined; number: string | number | null; className?: string }) {
  const hint = useId();
  const found = register === undefined || number === null ? undefined : site.registers.find((r) => r.id === register);
  if (!found) return null;
  return (
    <p className={className}>
      <a
        href={found.url}
        target="_blank"
        rel="noopener"
        aria-describedby={hint}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand underline decoration-brand/30 underline-offset-2 hover:decoration-brand"
      >
        Verify on {found.name}
        <Icon node={externalLinkIcon} className="size-3.5 shrink-0" />
        <span id={hint} hidden>
          Opens the register in a new tab; search for the number there.
        </span>
      </a>
    </p>
  );
}
