import type { Database } from './db/index.ts';

/** `ENQUIRY_RETENTION_DAYS`, default 730 (two years, as the privacy notice says). */
export function retentionDays(env: NodeJS.ProcessEnv = process.env): number {
  const days = Number(env.ENQUIRY_RETENTION_DAYS ?? 730);
  if (!Number.isFinite(days) || days < 1) throw new Error(`ENQUIRY_RETENTION_DAYS must be a number of days (1 or more), not "${env.ENQUIRY_RETENTION_DAYS}"`);
  return days;
}

/**
 * Deletes the enquiries received more than `days` ago, with their deliveries and history: nothing
 * of them is kept (an order that came of one is kept in the company's own books, not here).
 * Returns how many enquiries went.
 */
export async function purgeOld(db: Database, days: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString();
  return db.transaction(async (tx) => {
    const old = `SELECT reference FROM enquiries WHERE received_at < ?`;
    await tx.run(`DELETE FROM deliveries WHERE reference IN (${old})`, [cutoff]);
    await tx.run(`DELETE FROM events WHERE reference IN (${old})`, [cutoff]);
    return (await tx.run('DELETE FROM enquiries WHERE received_at < ?', [cutoff])).changes;
  });
}

/** Purges at start and then once a day. */
export function startRetention(db: Database, days: number): void {
  const run = () =>
    purgeOld(db, days)
      .then((n) => n > 0 && console.log(`retention: deleted ${n} enquir${n === 1 ? 'y' : 'ies'} older than ${days} days`))
      .catch((error: unknown) => console.log(`retention: ${error instanceof Error ? error.message : String(error)}`));
  void run();
  setInterval(() => void run(), 86_400_000).unref();
}
