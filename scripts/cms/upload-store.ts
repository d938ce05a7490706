import { createHash } from 'node:crypto';

/**
 * The editor's uploads not saved yet, held by the dev server for the content check (issue 47):
 * Decap keeps an upload in the browser until the entry is saved, and the check must open the
 * whole picture, not a part of it. Each is sent once and named by its SHA-256; the oldest go
 * first past `maxBytes` (the editor sends one again when the check says it is gone).
 */
export class UploadStore {
  private readonly files = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly maxBytes = 200 * 1024 * 1024) {}

  put(bytes: Buffer): string {
    const id = createHash('sha256').update(bytes).digest('hex');
    if (!this.files.has(id)) {
      this.files.set(id, bytes);
      this.bytes += bytes.byteLength;
    }
    for (const [old, held] of this.files) {
      if (this.bytes <= this.maxBytes || old === id) break;
      this.files.delete(old);
      this.bytes -= held.byteLength;
    }
    return id;
  }

  get(id: string): Buffer | undefined {
    return this.files.get(id);
  }
}
