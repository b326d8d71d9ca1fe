// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const fetchMock = await vi.hoisted(() => import('@/lib/api/query-cache.test-support').then((support) => support.standInFetch()));
import { answerEvery } from '@/lib/api/query-cache.test-support';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@/lib/api/query-client';
import { ConsentProvider } from '@/lib/consent';
import { sessionStore } from '@/lib/session';
import { RootLayout } from './RootLayout';

afterEach(() => {
  cleanup();
  sessionStore.clear();
});

function renderLayout() {
  const router = createMemoryRouter([{ path: '/', element: <RootLayout />, children: [{ index: true, element: <p>Home</p> }] }]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ConsentProvider>
        <RouterProvider router={router} />
      </ConsentProvider>
    </QueryClientProvider>,
  );
}

const staffBar = () => screen.queryByRole('navigation', { name: 'Staff' });
const linkNames = (bar: HTMLElement) => within(bar).queryAllByRole('link').map((link) => link.textContent);

describe('the staff bar', () => {
  it('is not there for visitors', () => {
    renderLayout();
    expect(staffBar()).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('gives an admin every quick action and the account', () => {
    act(() => sessionStore.signIn('t', { role: 'admin', picture: null, name: 'Anna' }, false));
    renderLayout();
    const bar = staffBar()!;
    expect(linkNames(bar)).toEqual(['New property', 'New article', 'Enquiries', 'Towns', 'Statistics']);
    expect(within(bar).getByRole('link', { name: 'New article' }).getAttribute('href')).toBe(
      '/piemonte-property-news/langhe-property/article/new',
    );
    expect(within(bar).getByRole('button', { name: 'Sign out' })).toBeTruthy();
    // The account moved out of the header's bar: one Sign out on the page.
    expect(screen.getAllByRole('button', { name: 'Sign out' })).toHaveLength(1);
  });

  it('gives an agent only what an agent may do', () => {
    act(() => sessionStore.signIn('t', { role: 'agent', picture: null }, false));
    renderLayout();
    expect(linkNames(staffBar()!)).toEqual(['New property', 'Enquiries', 'Statistics']);
  });

  it('shows the unread enquiries beside "Enquiries", from any page', async () => {
    answerEvery(fetchMock, 200, { enquiries: [], unread: 3, pages: 1 });
    act(() => sessionStore.signIn('t', { role: 'agent', picture: null }, false));
    renderLayout();
    const link = within(staffBar()!).getByRole('link', { name: /Enquiries/ });
    await waitFor(() => expect(link.textContent).toBe('Enquiries3 unread'));
    const asked = new URL(fetchMock.mock.calls.at(-1)![0].url);
    expect(asked.pathname).toBe('/api/enquiries');
    expect(asked.searchParams.get('unread')).toBe('true');
    expect(asked.searchParams.get('take')).toBe('1');
  });
});
