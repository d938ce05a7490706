// A worker thread starts without the build's TypeScript loader: register tsx, then run the worker.
import { register } from 'tsx/esm/api';

register();
await import('./share-pictures-worker.ts');
