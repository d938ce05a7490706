import './styles/app.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter, whenReady } from './app/router.tsx';

// Links written without a leading slash ("#business/fmcg") mean the same page as "#/business/fmcg".
if (/^#[^/]/.test(window.location.hash) && !document.getElementById(window.location.hash.slice(1))) {
  window.history.replaceState(null, '', `#/${window.location.hash.slice(1)}`);
}

const router = createAppRouter();
const container = document.getElementById('root')!;

// The prerendered home page (or the loading screen) stays on show until the first route is ready,
// so the first React render replaces it with the same page rather than a spinner.
void whenReady(router).then(() => {
  // A transition lets React render in small slices: the page on show (prerendered or not) stays
  // responsive while the app takes it over, instead of one long task.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
  performance.mark('app-ready');
  document.documentElement.dataset.appReady = 'true';
  // Only builds with an endpoint carry the vitals code at all.
  if (import.meta.env.VITE_VITALS_ENDPOINT) void import('./app/vitals.ts').then((m) => m.startVitals());
});
