import { existsSync } from 'node:fs';
import path from 'node:path';
import { serverRoutes } from './routes.ts';
import { createStaticServer } from './static-server.ts';

/** `npm start` / `npm run preview`: the production build and the local enquiry service on one port. */
const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
const port = Number(process.env.PORT ?? 4173);

if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`No build in ${dist}: run "npm run build" first.`);
  process.exit(1);
}
if (!existsSync(path.join(dist, 'index.html.br'))) {
  console.warn(`${dist} has no precompressed files: text is served uncompressed. "npm run build" writes them.`);
}
createStaticServer({ dist, routes: serverRoutes(dist) }).listen(port, () =>
  console.log(`Serving ${path.relative(process.cwd(), dist) || '.'} at http://localhost:${port}`),
);
