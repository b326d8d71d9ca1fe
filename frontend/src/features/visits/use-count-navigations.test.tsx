// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useCountNavigations } from './use-count-navigations';

const countEvent = vi.hoisted(() => vi.fn());
vi.mock('./api/count-event', () => ({ countEvent }));

function Layout() {
  useCountNavigations();
  return null;
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Layout /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => countEvent.mockReset());
afterEach(cleanup);

describe('useCountNavigations', () => {
  it('counts nothing for the first page, then each page the app shows', async () => {
    const router = renderAt('/');
    expect(countEvent).not.toHaveBeenCalled();

    await act(() => router.navigate('/piedmont-property-for-sale/1'));
    await act(() => router.navigate('/property/for-sale/in-italy/123'));
    expect(countEvent.mock.calls.map(([event]) => event)).toEqual([
      { kind: 'view', path: '/piedmont-property-for-sale/1', referrer: `${window.location.origin}/` },
      { kind: 'view', path: '/property/for-sale/in-italy/123', referrer: `${window.location.origin}/piedmont-property-for-sale/1` },
    ]);
  });

  it('counts no staff screen', async () => {
    const router = renderAt('/');
    await act(() => router.navigate('/staff/statistics?ref=123'));
    expect(countEvent).not.toHaveBeenCalled();
  });
});
