import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { buildRoutes } from '../../src/app/build-routes.tsx';
import { discoverLocaleRoutes } from '../../src/app/locale-discovery.ts';

/** The real route tree (the same manifest the site uses) in memory, opened at `path`. */
export async function renderApp(path = '/') {
  const router = createMemoryRouter(buildRoutes(), { patchRoutesOnNavigation: discoverLocaleRoutes(), initialEntries: [path] });
  const utils = render(<RouterProvider router={router} />);
  await screen.findByRole('contentinfo', {}, { timeout: 10000 });
  return { router, ...utils };
}
