import externalLinkIcon from 'virtual:icon/external-link';
import { useId } from 'react';
import site from 'virtual:content/site';
import { facts as enFacts } from 'virtual:ui/en/facts';
import { Icon } from './icon.tsx';
import { useUi } from '../i18n/use-ui.ts';

/**
 * "Verify on {register}": a link to the public register where a buyer can look the company's
 * number up, opening in a new tab. Nothing while the number is still to be added (null) or the
 * credential names no register: a link with nothing to look up would only send a buyer away.
 */
export function VerifyLink({ register, number, className = '' }: { register: string | undefined; number: string | number | null; className?: string }) {
  const hint = useId();
  const { facts } = useUi({ facts: enFacts });
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
        {facts.verifyOn({ register: found.name })}
        <Icon node={externalLinkIcon} className="size-3.5 shrink-0" />
        <span id={hint} hidden>
          {facts.verifyHint}
        </span>
      </a>
    </p>
  );
}
