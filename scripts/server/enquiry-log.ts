import { createReadStream } from 'node:fs';
import { mkdir, open, type FileHandle } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import path from 'node:path';

/**
 * The enquiry journal: one JSON object a line, appended by one process (the local enquiry service)
 * after the enquiry is in the database, which is the record. It is read only once, streamed, to
 * import a log written before there was a database (`enquiry-store.ts`).
 * A line is an enquiry only when it is whole: written, fsync'ed and read back as written. A write
 * that fails (a full disk, an I/O error) is undone back to the last whole line, so a later record
 * is never glued onto half of an earlier one.
 */

export interface JournalLine {
  /** 1-based line number. */
  line: number;
  /** The line as a JSON object, or null when it is not one. */
  record: Record<string, unknown> | null;
}

/**
 * The lines of a journal that is there (importJournal() looks first) one at a time, streamed: a
 * file of any size (541 MB after a flood) is never held in memory whole, only the line being read.
 */
export async function* readJournal(file: string): AsyncGenerator<JournalLine> {
  const lines = createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
  let n = 0;
  for await (const text of lines) {
    n++;
    if (!text.trim()) continue;
    let record: Record<string, unknown> | null = null;
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) record = parsed as Record<string, unknown>;
    } catch {
      // Reported by the caller.
    }
    yield { line: n, record };
  }
}

/** Whether the `size` bytes of an open file end without a line end. */
async function endsMidLine(handle: FileHandle, size: number): Promise<boolean> {
  if (size === 0) return false;
  const last = Buffer.alloc(1);
  await handle.read(last, 0, 1, size - 1);
  return last[0] !== 0x0a;
}

/** The file does not end with a line end: its last write was cut short (a crash, a full disk). */
export async function isTorn(file: string): Promise<boolean> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch {
    return false;
  }
  try {
    return await endsMidLine(handle, (await handle.stat()).size);
  } finally {
    await handle.close();
  }
}

/** One sentence for the service's log about what could not be read, or null when all was well. */
export function describeUnreadable(file: string, unreadable: number[], torn: boolean): string | null {
  if (unreadable.length === 0) return null;
  const shown = unreadable.slice(0, 10).join(', ') + (unreadable.length > 10 ? ', …' : '');
  return (
    `enquiry: skipped ${unreadable.length} unreadable line${unreadable.length === 1 ? '' : 's'} (${shown}) in ${file}` +
    (torn ? '; the last one torn (no line end), as a crash or a full disk leaves it: it was never acknowledged' : '')
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
    const lead = (await endsMidLine(handle, size)) ? '\n' : '';
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
