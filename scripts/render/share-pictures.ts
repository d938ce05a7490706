import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { splitLocale } from '../../src/routing/addresses.ts';
import { siteAddresses, type SiteAddress } from '../content/addresses.ts';
import { entryImages, isDrawnStructure } from '../content/entry-images.ts';
import type { LoadedContent } from '../content/model.ts';
import { ogImage, ogImagePlan, type OgImageInput } from './og-image.ts';

/** The page's own picture for its share image: an entry's drawing or photo, a page's banner; null for none. */
export function pictureOf(a: SiteAddress, content: LoadedContent): Pick<OgImageInput, 'source' | 'fit' | 'flat'> {
  if (a.entry) {
    const drawn = Object.values(entryImages(content.dir, a.entry))[0];
    if (drawn) return { source: drawn, fit: 'contain', flat: isDrawnStructure(drawn) };
    const own = (a.entry.data as { image?: { src?: string } }).image?.src;
    // Shown whole: a product cropped to fit the frame is a worse preview than one with margins.
    if (own) return { source: path.join(content.dir, own), fit: 'contain' };
    return { source: null, fit: 'cover' };
  }
  const banner = content.pages.find((p) => p.path === splitLocale(a.hashPath).path)?.data.banner?.image.src;
  return { source: banner ? path.join(content.dir, banner) : null, fit: 'cover' };
}

export interface SharePicturesResult {
  /** Pictures the pages will ask for. */
  pictures: number;
  /** Of them, not in the cache before: drawn now (by this thread, where several share the work). */
  drawn: number;
  /** Not drawn here (a broken picture): the page's own render draws it again and names the file to fix. */
  failed: number;
}

/** Pictures in progress at once: libvips draws on the thread pool (4 threads) while this thread lays the next one out. */
const IN_FLIGHT = 4;

/** Every share picture the static pages will ask for, in the order they are drawn. */
function sharePictureJobs(content: LoadedContent): OgImageInput[] {
  const company = content.site.company.name;
  const jobs: OgImageInput[] = [];
  for (const a of siteAddresses(content).reverse()) {
    const picture = pictureOf(a, content);
    if (picture.source) jobs.push({ ...picture, title: a.title, company });
  }
  return jobs;
}

/**
 * Every share picture the static pages will ask for, drawn into the build cache ahead of them
 * (the structure drawings they show too). Keyed as the pages key them (og-image.ts), with each
 * address's own title: a page whose rendered name differs only draws its own when it renders.
 * Addresses are taken last to first, so the browser build, which draws structures in the other
 * direction as it reads entries, rarely draws one this is drawing.
 *
 * `next` (one Int32 in shared memory) is the next job's number when several threads share the
 * list: each takes the next job not taken. `planned` hears, before any is drawn, the hashes of
 * the pictures not in the cache: the pages need only their names (render-site.ts).
 */
export async function drawSharePictures(content: LoadedContent, next: Int32Array = new Int32Array(1), planned?: (hashes: string[]) => void): Promise<SharePicturesResult> {
  const jobs = sharePictureJobs(content);
  if (planned) planned(jobs.map((job) => ogImagePlan(job)).filter((plan) => !plan.cached).map((plan) => plan.hash));
  const result: SharePicturesResult = { pictures: jobs.length, drawn: 0, failed: 0 };
  const work = async () => {
    for (let i = Atomics.add(next, 0, 1); i < jobs.length; i = Atomics.add(next, 0, 1)) {
      try {
        const og = ogImage(jobs[i]!);
        await og.data;
        if (!og.cached) result.drawn++;
      } catch {
        result.failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, work));
  return result;
}

export interface SharePicturesThread {
  /** The hashes of the pictures the thread will draw (not in the cache when it started). */
  planned: Promise<string[]>;
  done: Promise<SharePicturesResult>;
}

/**
 * drawSharePictures in a thread of its own, started as soon as the content is loaded: the
 * pictures are drawn on the core the browser build leaves idle (much of that build is one
 * thread), not after it. Threads given the same `next` share one list of pictures: the build
 * starts more once the pages are rendered, so the pictures left are drawn on every core.
 */
export function drawSharePicturesInThread(content: LoadedContent, next = new Int32Array(new SharedArrayBuffer(4))): SharePicturesThread {
  let plan: (hashes: string[]) => void;
  let noPlan: (error: Error) => void;
  const planned = new Promise<string[]>((resolve, reject) => ([plan, noPlan] = [resolve, reject]));
  const done = new Promise<SharePicturesResult>((resolve, reject) => {
    const worker = new Worker(new URL('./ts-worker.mjs', import.meta.url), { argv: [new URL('./share-pictures-worker.ts', import.meta.url).href], workerData: { content, next } });
    let result: SharePicturesResult | null = null;
    worker.on('message', (message: { planned: string[] } | { result: SharePicturesResult }) => {
      if ('planned' in message) plan(message.planned);
      else result = message.result;
    });
    worker.on('error', reject);
    worker.on('exit', (code) => (result && code === 0 ? resolve(result) : reject(new Error(`The share pictures' thread stopped with code ${code}`))));
  });
  done.catch((error: Error) => noPlan(error));
  // Handled where awaited; without this a thread failing early would end the build before then.
  planned.catch(() => {});
  return { planned, done };
}
