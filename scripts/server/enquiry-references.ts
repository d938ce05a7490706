import { randomBytes } from 'node:crypto';

/**
 * A reference as the enquiry service gives them: "ENQ-20261123-7F3A9C", the UTC day it arrived
 * and six random hex digits (16.7 million a day). Random, so a reference tells no one how many
 * enquiries came before it. Nothing is reserved here: a reference is the enquiries table's primary
 * key, so one already given (by this server, another on the same database, or an imported log) is
 * drawn again (`enquiry-store.ts`), and nothing held here grows with the number stored. A drawn
 * reference that is never stored is what a bot that filled the honeypot is told.
 * `draw` is the random source (tests pass one that repeats itself).
 */
export function drawReference(now = new Date(), draw: (bytes: number) => Buffer = randomBytes): string {
  return `ENQ-${now.toISOString().slice(0, 10).replace(/-/g, '')}-${draw(3).toString('hex').toUpperCase()}`;
}
