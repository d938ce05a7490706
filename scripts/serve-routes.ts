import type { IncomingMessage, ServerResponse } from 'node:http';
import { createEnquiryHandler, ENQUIRY_PATH } from './enquiry/enquiry-service.ts';

/** Non-static endpoints of the local server (the enquiry service adds itself here). */
export const extraRoutes: { path: string; handle: (req: IncomingMessage, res: ServerResponse) => void | Promise<void> }[] = [
  { path: ENQUIRY_PATH, handle: createEnquiryHandler() },
];
