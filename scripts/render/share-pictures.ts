import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { splitLocale } from '../../src/routing/addresses.ts';
import { siteAddresses, type SiteAddress } from '../content/addresses.ts';
import { entryImages, isDrawnStructure } from '../content/entry-images.ts';
import type { LoadedContent } from '../content/model.ts';
import { ogImage, type OgImageInput } from './og-image.ts';

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
  /** Of them, not in the cache before: drawn now. */
  drawn: number;
  /** Not drawn here (a broken picture): the page's own render draws it again and names the file to fix. */
  failed: number;
}

/** Pictures in progress at once: libvips draws on the thread pool (4 threads) while this thread lays the next one out. */
const IN_FLIGHT = 4;

/**
 * Every share picture the static pages will ask for, drawn into the build cache ahead of them
 * (the structure drawings they show too). Keyed as the pages key them (og-image.ts), with each
 * address's own title: a page whose rendered name differs only draws its own when it renders.
 * Addresses are taken last to first, so the browser build, which draws structures in the other
 * direction as it reads entries, rarely draws one this is drawing.
 */
export async function drawSharePictures(content: LoadedContent): Promise<SharePicturesResult> {
  const company = content.site.company.name;
  const jobs: OgImageInput[] = [];
  for (const a of siteAddresses(content).reverse()) {
    const picture = pictureOf(a, content);
    if (picture.source) jobs.push({ ...picture, title: a.title, company });
  }
  const result: SharePicturesResult = { pictures: jobs.length, drawn: 0, failed: 0 };
  let next = 0;
  const work = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      try {
        const og = ogImage(job);
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

/**
 * drawSharePictures in a thread of its own, started as soon as the content is loaded: the
 * pictures are drawn on the core the browser build leaves idle (much of that build is one
 * thread), not after it. `npm run build` waits for it before rendering the pages.
 */
export function drawSharePicturesInThread(content: LoadedContent): Promise<SharePicturesResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./share-pictures-worker.mjs', import.meta.url), { workerData: content });
    let result: SharePicturesResult | null = null;
    worker.on('message', (message: SharePicturesResult) => (result = message));
    worker.on('error', reject);
    worker.on('exit', (code) => (result && code === 0 ? resolve(result) : reject(new Error(`The share pictures' thread stopped with code ${code}`))));
  });
}
