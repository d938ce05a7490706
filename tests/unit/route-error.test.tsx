import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteError } from '../../src/app/route-error.tsx';
import { safeStorage } from '../../src/components/ui/storage.ts';

function renderFailingRoute() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        loader: () => {
          throw new TypeError('Failed to fetch dynamically imported module: /assets/page.js');
        },
        ErrorBoundary: RouteError,
        Component: () => null,
      },
    ],
    { initialEntries: ['/'] },
  );
  return render(<RouterProvider router={router} />);
}

const blocked = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

describe('error boundary with blocked storage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the failure and Retry instead of throwing when sessionStorage is blocked', async () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(blocked);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload, hash: '#/' } as Location);
    renderFailingRoute();
    expect(await screen.findByRole('heading', { name: 'This page could not load' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    // Without storage a reload could not be remembered (and could loop): none is made.
    expect(reload).not.toHaveBeenCalled();
  });

  it('safeStorage reads as empty and writes nothing where storage throws', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(blocked);
    const store = safeStorage('local');
    expect(store.get('x')).toBeNull();
    expect(store.set('x', '1')).toBe(false);
    expect(() => store.remove('x')).not.toThrow();
  });

  it('safeStorage reports a full store as not kept', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(safeStorage('local').set('x', '1')).toBe(false);
  });
});
