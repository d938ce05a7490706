import { parentPort, workerData } from 'node:worker_threads';
import type { LoadedContent } from '../content/model.ts';
import { drawSharePictures } from './share-pictures.ts';

/** share-pictures.ts's thread: draws every share picture into the cache and answers with the counts. */
parentPort!.postMessage(await drawSharePictures(workerData as LoadedContent));
