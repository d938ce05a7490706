import type { IncomingMessage, ServerResponse } from 'node:http';

/** Non-static endpoints of the local server (the enquiry service adds itself here). */
export const extraRoutes: { path: string; handle: (req: IncomingMessage, res: ServerResponse) => void | Promise<void> }[] = [];
