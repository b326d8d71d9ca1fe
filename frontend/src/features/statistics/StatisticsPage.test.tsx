// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const fetchMock = await vi.hoisted(() => import('@/lib/api/query-cache.test-support').then((support) => support.standInFetch()));
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@/lib/api/query-client';
import { sessionStore } from '@/lib/session';
import { StatisticsPage } from './StatisticsPage';
import type { PropertyStatistics, SiteStatistics } from './types';

afterEach(() => {
  cleanup();
  sessionStore.clear();
  fetchMock.mockReset();
});

const DAYS = [
  { day: '2026-11-26', views: 3, visitors: 2 },
  { day: '2026-11-27', views: 0, visitors: 0 },
  { day: '2026-11-28', views: 5, visitors: 4 },
];

const QUIET_SITE: SiteStatistics = {
  days: 7,
  from: '2026-11-22',
  to: '2026-11-28',
  daily: [],
  views: 0,
  visitors: 0,
  top_pages: [],
  top_entries: [],
  top_exits: [],
  top_referrers: [],
  top_campaigns: [],
  empty_searches: [],
  origins: [],
  brochure_prints: 0,
  enquiries: 1,
  viewing_requests: 0,
  alert_clicks: 0,
};

const HOME: PropertyStatistics = {
  ref: '123',
  days: 7,
  from: '2026-11-22',
  to: '2026-11-28',
  daily: DAYS,
  views: 8,
  visitors: 6,
  brochure_prints: 2,
  enquiries: 1,
  viewing_requests: 1,
  alert_clicks: 3,
  alert_matches: 4,
  days_on_market: 40,
  origins: [
    { origin: 'portal', views: 6 },
    { origin: 'alert', views: 2 },
  ],
};

/** The API answers the site's and the home's statistics; anything else (the towns) with an empty list. */
function answer(site: SiteStatistics, home: PropertyStatistics | null) {
  fetchMock.mockImplementation(async (request: Request) => {
    const { pathname } = new URL(request.url);
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (pathname === '/api/stats/site') return json(site);
    if (pathname.startsWith('/api/stats/properties/')) return home ? json(home) : json({ status: 404, message: 'Property not found' }, 404);
    return json([]);
  });
}

function renderAt(address: string, role: string | null = 'agent') {
  if (role) sessionStore.signIn('staff-token', { role, picture: null }, false);
  const router = createMemoryRouter([{ path: '/staff/statistics', element: <StatisticsPage /> }], { initialEntries: [address] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const figures = (region: HTMLElement) =>
  Object.fromEntries(within(region).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));

describe('StatisticsPage', () => {
  it('says plainly when the period has no visits yet, and still shows the events', async () => {
    answer(QUIET_SITE, null);
    renderAt('/staff/statistics?days=7');
    const site = await screen.findByRole('region', { name: 'The whole site' });
    await within(site).findByText('No visits counted in these 7 days yet.');
    expect(figures(site)).toMatchObject({ 'Page views': '0', Enquiries: '1' });
    expect(within(site).queryByRole('img')).toBeNull();
    expect(screen.getByRole('link', { name: '7 days' }).getAttribute('aria-current')).toBe('true');
    expect(new URL(fetchMock.mock.calls[0]![0].url).search).toBe('?days=7');
  });

  it("shows a home's figures, its chart and where its visits came from in words", async () => {
    answer(QUIET_SITE, HOME);
    renderAt('/staff/statistics?days=7&ref=123');
    const home = await screen.findByRole('region', { name: 'One home' });
    const chart = await within(home).findByRole('img');
    expect(chart.getAttribute('aria-label')).toBe(
      'Views and visitors per day from 26 November 2026 to 28 November 2026: 8 views by 6 visitors in all; the busiest day was 28 November 2026, with 5 views.',
    );
    expect(figures(home)).toEqual({
      'Page views': '8',
      Visitors: '6',
      Enquiries: '1',
      'Viewing requests': '1',
      'Brochure prints': '2',
      'Clicks from alert mails': '3',
      'Alert mails naming it': '4',
      'Days on market': '40',
    });
    const origins = within(home).getByRole('region', { name: 'Where its visits came from' });
    expect(within(origins).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Portals', 'Saved-search alerts']);
    expect((screen.getByLabelText('Property ref') as HTMLInputElement).value).toBe('123');
  });

  it('says so when no home has the ref', async () => {
    answer(QUIET_SITE, null);
    renderAt('/staff/statistics?ref=999');
    expect((await screen.findByText('No property has the ref 999.')).getAttribute('role')).toBe('alert');
  });

  it('asks visitors to sign in and asks the API nothing', () => {
    answer(QUIET_SITE, HOME);
    renderAt('/staff/statistics', null);
    expect(screen.getByRole('alert').textContent).toBe('Sign in as an admin or agent to read the statistics.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
