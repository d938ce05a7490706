import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { RouteError } from '../../src/app/route-error.tsx';
import { loadUi } from '../../src/components/i18n/ui/load.ts';
import { prefixedLocales } from '../../src/content/locales.ts';

/**
 * Issue 31: the failure screen's last resort, the bare retry button shown when even the screen's
 * own code cannot load (the connection is gone), says its word in the page's language. The
 * screen's module failing to load is what this file mocks.
 */
vi.mock('../../src/app/route-error-screen.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/route-error-screen.js');
});

function renderFailingRoute(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        loader: () => {
          throw new Error('the page failed');
        },
        ErrorBoundary: RouteError,
        Component: () => null,
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

describe('the retry button when the failure screen itself cannot load', () => {
  const dictionaries = Object.fromEntries(prefixedLocales.map((l) => [l, loadUi(l)]));
  beforeAll(async () => {
    await Promise.all(Object.values(dictionaries));
  });

  for (const locale of prefixedLocales) {
    it(`on a ${locale} page it is named in ${locale}`, async () => {
      const ui = await dictionaries[locale]!;
      renderFailingRoute(`/${locale}/contact`);
      expect(await screen.findByRole('button', { name: ui.errors.retry })).toBeInTheDocument();
    });
  }

  it('on an English page, in English', async () => {
    renderFailingRoute('/contact');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
