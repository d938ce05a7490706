import { mkdir, open, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The enquiry log: one JSON object a line, appended by one process (the local enquiry service).
 * A line is an enquiry only when it is whole: written, fsync'ed and read back as written. A write
 * that fails (a full disk, an I/O error) is undone back to the last whole line, so a later record
 * is never glued onto half of an earlier one.
 */

export interface LogContents {
  /** Every line that reads as a JSON object, in order. */
  records: Record<string, unknown>[];
  /** 1-based numbers of the lines that do not. */
  unreadable: number[];
  /** The file does not end with a line end: the last write was cut short (a crash, a full disk). */
  torn: boolean;
}

export async function readEnquiryLog(file: string): Promise<LogContents> {
  let text = '';
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const records: Record<string, unknown>[] = [];
  const unreadable: number[] = [];
  text.split('\n').forEach((line, i) => {
    if (!line.trim()) return;
    try {
      const record: unknown = JSON.parse(line);
      if (record && typeof record === 'object' && !Array.isArray(record)) {
        records.push(record as Record<string, unknown>);
        return;
      }
    } catch {
      // Counted below.
    }
    unreadable.push(i + 1);
  });
  return { records, unreadable, torn: text.length > 0 && !text.endsWith('\n') };
}

/** One sentence for the service's log about what could not be read, or null when all was well. */
export function describeUnreadable(file: string, { unreadable, torn }: LogContents): string | null {
  if (unreadable.length === 0) return null;
  const shown = unreadable.slice(0, 10).join(', ') + (unreadable.length > 10 ? ', …' : '');
  const lastTorn = torn && unreadable.at(-1) !== undefined;
  return (
    `enquiry: skipped ${unreadable.length} unreadable line${unreadable.length === 1 ? '' : 's'} (${shown}) in ${file}` +
    (lastTorn ? '; the last one torn (no line end), as a crash or a full disk leaves it: it was never acknowledged' : '')
  );
}

/**
 * Appends one record as a line and returns once it is on disk and reads back as written; throws
 * otherwise, after cutting the file back to where it was, so the caller never acknowledges a
 * record that is not in the log whole.
 */
export async function appendRecord(file: string, record: object): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const handle = await open(file, 'a+');
  try {
    const { size } = await handle.stat();
    // A torn last line (a crash, or an undo that failed too) must not swallow this record.
    let lead = '';
    if (size > 0) {
      const last = Buffer.alloc(1);
      await handle.read(last, 0, 1, size - 1);
      if (last[0] !== 0x0a) lead = '\n';
    }
    const bytes = Buffer.from(`${lead}${JSON.stringify(record)}\n`, 'utf8');
    try {
      await handle.appendFile(bytes);
      await handle.sync();
      const back = Buffer.alloc(bytes.length);
      const { bytesRead } = await handle.read(back, 0, bytes.length, size);
      if (bytesRead !== bytes.length || !back.equals(bytes)) throw new Error('the record did not read back as it was written');
    } catch (error) {
      // If the undo fails too, the next append still starts on a line of its own (see `lead`).
      await handle
        .truncate(size)
        .then(() => handle.sync())
        .catch(() => undefined);
      throw error;
    }
  } finally {
    // The record is on disk and verified, or the error is already on its way: a failed close changes neither.
    await handle.close().catch(() => undefined);
  }
}
