import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter, whenReady } from './app/router.tsx';
import { startVitals } from './app/vitals.ts';

// Links written without a leading slash ("#business/fmcg") mean the same page as "#/business/fmcg".
if (/^#[^/]/.test(window.location.hash) && !document.getElementById(window.location.hash.slice(1))) {
  window.history.replaceState(null, '', `#/${window.location.hash.slice(1)}`);
}

const router = createAppRouter();
const container = document.getElementById('root')!;

// The prerendered home page (or the loading screen) stays on show until the first route is ready,
// so the first React render replaces it with the same page rather than a spinner.
void whenReady(router).then(() => {
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  performance.mark('app-ready');
  document.documentElement.dataset.appReady = 'true';
  startVitals();
});
