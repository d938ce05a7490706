import { parentPort, workerData } from 'node:worker_threads';
import { pageRenderer, type RenderedPage, type RenderSetup } from './render-site.ts';

/**
 * One of render-site.ts's worker threads: renders the batches of addresses (indexes into
 * siteAddresses) it is sent, answers with their sitemap lines, and ends on `null`.
 */
const port = parentPort!;
const renderer = await pageRenderer(workerData as RenderSetup);
port.on('message', (batch: number[] | null) => {
  if (batch === null) return void port.close();
  void (async () => {
    const done: RenderedPage[] = [];
    for (const i of batch) done.push(await renderer.renderAddress(renderer.addresses[i]!));
    port.postMessage(done);
  })().catch((error: unknown) => {
    // Thrown here, the error ends the worker and reaches the build through its 'error' event.
    setImmediate(() => {
      throw error;
    });
  });
});
port.postMessage('ready');
