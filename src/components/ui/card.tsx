/** The card surface every grid uses; `interactive` adds the lift on hover for cards that are links or buttons. */
export function cardClass({ interactive = false, padded = false, clip = false }: { interactive?: boolean; padded?: boolean; clip?: boolean } = {}): string {
  return [
    'rounded-card border border-line bg-surface shadow-card',
    clip && 'flex h-full flex-col overflow-hidden',
    padded && 'p-5 sm:p-6',
    interactive && 'transition duration-300 hover:-translate-y-0.5 hover:shadow-raised',
  ]
    .filter(Boolean)
    .join(' ');
}
