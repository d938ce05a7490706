import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { buildRoutes } from '../../src/app/build-routes.tsx';

// The site content with the editors' switch turned on.
vi.mock('virtual:content/site', async (importOriginal) => {
  const original = (await importOriginal()) as { default: Record<string, unknown> };
  return { default: { ...original.default, maintenance: true } };
});

describe('"maintenance": true in site.json', () => {
  it.each(['/', '/about', '/contact', '/business/api-excipients/Metformin%20Hydrochloride'])(
    'shows Site Under Maintenance, and nothing else, on %s',
    async (path) => {
      render(<RouterProvider router={createMemoryRouter(buildRoutes(), { initialEntries: [path] })} />);
      expect(await screen.findByRole('heading', { level: 1, name: 'Site Under Maintenance' }, { timeout: 10000 })).toBeInTheDocument();
      expect(screen.getByText(/^Our website is under construction, we are working very hard/)).toBeInTheDocument();
      expect(screen.queryByRole('form')).toBeNull();
      expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    },
  );
});
