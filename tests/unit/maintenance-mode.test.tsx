import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import site from 'virtual:content/site';
import { buildRoutes } from '../../src/app/build-routes.tsx';

// The editors' switch in site.json, turned on.
vi.mock('virtual:content/site/maintenance', () => ({ default: true }));

describe('"maintenance": true in site.json', () => {
  it.each(['/', '/about', '/contact', '/business/api-excipients/Metformin%20Hydrochloride'])(
    'shows Site Under Maintenance, and nothing else, on %s',
    async (path) => {
      render(<RouterProvider router={createMemoryRouter(buildRoutes(), { initialEntries: [path] })} />);
      const { heading, text } = site.texts.maintenance;
      expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10000 })).toBeInTheDocument();
      expect(screen.getByText(text)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: site.contact.email })).toHaveAttribute('href', `mailto:${site.contact.email}`);
      expect(screen.queryByRole('form')).toBeNull();
      expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    },
  );
});
