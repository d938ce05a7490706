import { parentPort, workerData } from 'node:worker_threads';
import type { LoadedContent } from '../content/model.ts';
import { drawSharePictures } from './share-pictures.ts';

/**
 * share-pictures.ts's thread: tells which pictures it will draw, draws every share picture into
 * the cache (sharing the list with the other such threads through `next`) and answers with the counts.
 */
const { content, next } = workerData as { content: LoadedContent; next: Int32Array };
const result = await drawSharePictures(content, next, (planned) => parentPort!.postMessage({ planned }));
parentPort!.postMessage({ result });
