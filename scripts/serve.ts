import { existsSync } from 'node:fs';
import path from 'node:path';
import { deskRoutes } from './desk/handler.ts';
import { openDatabase } from './server/db/index.ts';
import { LEGACY_LOG, enquiryLogFile } from './server/enquiry-service.ts';
import { importJournal } from './server/enquiry-store.ts';
import { retentionDays, startRetention } from './server/retention.ts';
import { describeOutbox, outboxSettingsFromEnv, startOutbox } from './server/outbox/worker.ts';
import { pageDrawer } from './server/drawn-pages.ts';
import { compressedCacheOf, EDITOR, precompress } from './server/precompress.ts';
import { serverRoutes } from './server/routes.ts';
import { createStaticServer } from './server/static-server.ts';

/** `npm start` / `npm run preview`: the production build and the local enquiry service on one port. */
const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
const port = Number(process.env.PORT ?? 4173);

if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`No build in ${dist}: run "npm run build" first.`);
  process.exit(1);
}
// Compressed copies of the build's text, kept outside it (dist/ stays what a host uploads) and
// written before the first request so none waits for a compressor; a second start reuses them.
const compressed = compressedCacheOf(dist);
const started = Date.now();
const { files, written } = await precompress(dist, compressed, { skip: EDITOR });
if (written) console.log(`Compressed ${written} copies of ${files} files in ${((Date.now() - started) / 1000).toFixed(1)} s (kept in ${path.relative(process.cwd(), compressed)})`);
// The database, migrated before the first request (DATABASE_URL, default .data/enquiries.db).
const database = await openDatabase();
console.log(`Enquiries are kept in ${database.description}`);
// Once ever: the log an older version kept, streamed into the database (a no-op after that).
await importJournal(database, enquiryLogFile() ?? path.resolve(LEGACY_LOG), (line) => console.log(line));
const outboxSettings = outboxSettingsFromEnv();
for (const line of describeOutbox(outboxSettings)) console.log(line);
const outbox = startOutbox(database, outboxSettings);
// Enquiries older than ENQUIRY_RETENTION_DAYS (default 730) are deleted, at start and daily.
startRetention(database, retentionDays());
createStaticServer({ dist, routes: [...serverRoutes(dist, { database, onStored: outbox.kick }), ...deskRoutes({ database, onRetry: outbox.kick })], compressed, drawPage: pageDrawer() }).listen(port, () =>
  console.log(`Serving ${path.relative(process.cwd(), dist) || '.'} at http://localhost:${port}`),
);
