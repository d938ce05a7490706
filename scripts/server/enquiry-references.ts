import { randomBytes } from 'node:crypto';

/** The day part of a reference: the UTC date it arrived, "20261123". */
const dayOf = (now: Date) => now.toISOString().slice(0, 10).replace(/-/g, '');

/**
 * The references the enquiry service gives: "ENQ-20261123-7F3A9C", the day and six random hex
 * digits (16.7 million a day; more digits if a day's ever run short). Random, so a reference tells
 * no one how many enquiries came before it; unique by construction, because each is reserved here
 * the moment it is drawn (before its enquiry is written) and checked against every one given,
 * including those read back from the log at start.
 */
export class ReferenceBook {
  private readonly taken = new Set<string>();

  /** `draw` is the random source (tests pass one that repeats itself). */
  constructor(private readonly draw: (bytes: number) => Buffer = randomBytes) {}

  /** A reference given before (read from the log): never given again. */
  add(reference: string): void {
    this.taken.add(reference);
  }

  /** A new reference, reserved at once: synchronous, so no other enquiry can be given it meanwhile. */
  reserve(now = new Date()): string {
    const reference = this.unused(now);
    this.taken.add(reference);
    return reference;
  }

  /** One that looks like the others and is never reserved: what a bot that filled the honeypot is told. */
  decoy(now = new Date()): string {
    return this.unused(now);
  }

  private unused(now: Date): string {
    for (let bytes = 3; ; bytes++) {
      for (let attempt = 0; attempt < 16; attempt++) {
        const reference = `ENQ-${dayOf(now)}-${this.draw(bytes).toString('hex').toUpperCase()}`;
        if (!this.taken.has(reference)) return reference;
      }
    }
  }
}
