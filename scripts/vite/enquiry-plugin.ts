import type { Plugin } from 'vite';
import { createEnquiryHandler, ENQUIRY_PATH } from '../server/enquiry-service.ts';

/** The local enquiry service inside `npm run dev` and `vite preview`, at the same address as under `npm start`. */
export function enquiryPlugin(): Plugin {
  const handler = createEnquiryHandler();
  return {
    name: 'local-enquiry-service',
    configureServer(server) {
      server.middlewares.use(ENQUIRY_PATH, (req, res) => void handler(req, res));
    },
    configurePreviewServer(server) {
      server.middlewares.use(ENQUIRY_PATH, (req, res) => void handler(req, res));
    },
  };
}
