// A worker thread starts without the build's TypeScript loader: register tsx, then run the worker's
// own module, whose URL its starter passes as the thread's last argument (render-site.ts, share-pictures.ts).
import { argv } from 'node:process';
import { register } from 'tsx/esm/api';

register();
await import(argv.at(-1));
