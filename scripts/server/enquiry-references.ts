import { randomBytes } from 'node:crypto';

/** The day part of a reference: the UTC date it arrived, "20261123". */
const dayOf = (now: Date) => now.toISOString().slice(0, 10).replace(/-/g, '');

/**
 * The references the enquiry service gives: "ENQ-20261123-7F3A9C", the day and six random hex
 * digits (16.7 million a day; more digits if a day's ever run short). Random, so a reference tells
 * no one how many enquiries came before it. The enquiry service draws with `decoy()` and the
 * database reserves: a reference is the enquiries table's primary key, so one already given (by
 * this server, another on the same database, or an imported log) is drawn again
 * (`enquiry-store.ts`), and nothing held here grows with the number stored. `reserve` and `add`
 * keep a set, for a caller without a database.
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
