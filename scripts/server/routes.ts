import { createEnquiryHandler, ENQUIRY_PATH } from './enquiry-service.ts';
import type { ServerRoute } from './static-server.ts';

/** Non-static endpoints of the local server: the enquiry service. */
export function serverRoutes(): ServerRoute[] {
  return [{ path: ENQUIRY_PATH, handle: createEnquiryHandler() }];
}
