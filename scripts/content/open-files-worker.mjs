// Opens pictures with sharp and PDFs with unpdf for the content check (scripts/content/content-files.ts):
// both are asynchronous, the check is synchronous, so the check posts a list, sleeps on `signal`
// and reads the answers off its port. Plain JavaScript, so the thread starts without the build's
// TypeScript loader.
import { workerData } from 'node:worker_threads';

/** @type {{ port: import('node:worker_threads').MessagePort; signal: Int32Array }} */
const { port, signal } = workerData;

/** What a picture is, read from its bytes (not its name), and whether every pixel decodes. */
async function openPicture(/** @type {Uint8Array | string} */ input, /** @type {number} */ maxPixels) {
  const { default: sharp } = await import('sharp');
  const meta = await sharp(input, { limitInputPixels: false }).metadata();
  const info = { format: meta.format, compression: meta.compression, width: meta.width ?? 0, height: meta.height ?? 0 };
  // Past the limit the check refuses the size: decoding it would be the build's hang.
  if (info.width * info.height <= maxPixels) {
    await sharp(input, { failOn: 'truncated', limitInputPixels: false }).resize(16, 16, { fit: 'inside' }).raw().toBuffer();
  }
  return info;
}

async function openPdf(/** @type {Uint8Array} */ bytes) {
  const { getDocumentProxy } = await import('unpdf');
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  // Its first page read: a PDF whose page tree does not parse fails here, not on a buyer's phone.
  await pdf.getPage(1);
  return { pages: pdf.numPages };
}

port.on('message', async (/** @type {{ files: { abs: string; kind: 'picture' | 'pdf'; bytes?: Uint8Array }[]; maxPixels: number }} */ { files, maxPixels }) => {
  const answers = [];
  for (const file of files) {
    try {
      const { readFile } = await import('node:fs/promises');
      const bytes = file.bytes ?? (file.kind === 'pdf' ? await readFile(file.abs) : undefined);
      answers.push({ abs: file.abs, ...(file.kind === 'pdf' ? await openPdf(bytes) : await openPicture(file.bytes ?? file.abs, maxPixels)) });
    } catch (err) {
      answers.push({ abs: file.abs, error: err instanceof Error ? err.message : String(err) });
    }
  }
  port.postMessage({ answers });
  Atomics.store(signal, 0, 1);
  Atomics.notify(signal, 0);
});
