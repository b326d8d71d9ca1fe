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

/** Her homes, newest first, as the staff's list gives them (one page). */
const HOMES = [
  { ref: '124', listing_title: 'Villa among vines' },
  { ref: '123', listing_title: 'Cascina Barolo' },
];

/** A site with visits: its chart and top lists are drawn. */
const BUSY_SITE: SiteStatistics = {
  ...QUIET_SITE,
  daily: DAYS,
  views: 8,
  visitors: 6,
  top_pages: [
    { key: '/property/for-sale/in-italy/123', count: 5, visitors: 4 },
    // Kept before the server refused such paths (issue 53): a browser reads it as evil.example.
    { key: '/\\evil.example/login', count: 2, visitors: 1 },
    { key: 'other', count: 1, visitors: 1 },
  ],
  top_exits: [{ key: '/property/for-sale/in-italy/123', count: 3, visitors: 3 }],
};

/** The API answers the site's and the home's statistics and her homes; anything else (the towns) with an empty list. */
function answer(site: SiteStatistics, home: PropertyStatistics | null) {
  fetchMock.mockImplementation(async (request: Request) => {
    const { pathname } = new URL(request.url);
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (pathname === '/api/stats/site') return json(site);
    if (pathname === '/api/properties') return json({ properties: HOMES, pages: 1, total: HOMES.length });
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

const columnHeaders = (region: HTMLElement) => within(region).getAllByRole('columnheader').map((cell) => cell.textContent);

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
    const siteRequest = fetchMock.mock.calls.map(([request]) => new URL(request.url)).find((url) => url.pathname === '/api/stats/site');
    expect(siteRequest?.search).toBe('?days=7');
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

  it("names the home the figures are about by its title and ref", async () => {
    answer(QUIET_SITE, HOME);
    renderAt('/staff/statistics?days=7&ref=123');
    const home = await screen.findByRole('region', { name: 'One home' });
    await within(home).findByText('Cascina Barolo (ref 123)');
  });

  it('lists her homes by title and ref, each linked to its figures over the period shown', async () => {
    answer(QUIET_SITE, HOME);
    renderAt('/staff/statistics?days=7&ref=123');
    const homes = await screen.findByRole('region', { name: 'Your homes' });
    await within(homes).findByRole('link', { name: 'Cascina Barolo' });
    expect(columnHeaders(homes)).toEqual(['Home', 'Ref']);
    const rows = within(homes)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Villa among vines', '124'],
      ['Cascina Barolo', '123'],
    ]);
    const villa = within(homes).getByRole('link', { name: 'Villa among vines' });
    expect(villa.getAttribute('href')).toBe('/staff/statistics?days=7&ref=124');
    expect(villa.getAttribute('aria-current')).toBeNull();
    expect(within(homes).getByRole('link', { name: 'Cascina Barolo' }).getAttribute('aria-current')).toBe('true');
  });

  it('offers her homes before any is chosen, the typed ref still there', async () => {
    answer(QUIET_SITE, HOME);
    renderAt('/staff/statistics');
    const home = await screen.findByRole('region', { name: 'One home' });
    within(home).getByText('Choose one of your homes below, or type its ref, to see how it was seen.');
    await within(home).findByRole('link', { name: 'Villa among vines' });
    expect((within(home).getByLabelText('Property ref') as HTMLInputElement).value).toBe('');
  });

  it("heads each top list's columns with what they count: the exit pages' visitors once", async () => {
    answer(BUSY_SITE, null);
    renderAt('/staff/statistics?days=7');
    const exits = await screen.findByRole('region', { name: 'Exit pages' });
    expect(columnHeaders(exits)).toEqual(['Page', 'Visitors whose day ended here']);
    expect(within(exits).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['3']);
    expect(columnHeaders(screen.getByRole('region', { name: 'Most viewed pages' }))).toEqual(['Page', 'Views', 'Visitors']);
    // Only a page of the site is a link; a path no route draws is text, never a way off the site.
    const pages = screen.getByRole('region', { name: 'Most viewed pages' });
    expect(within(pages).getByRole('link', { name: '/property/for-sale/in-italy/123' }).getAttribute('href')).toBe('/property/for-sale/in-italy/123');
    expect(within(pages).queryByRole('link', { name: '/\\evil.example/login' })).toBeNull();
    expect(within(pages).getByText('/\\evil.example/login').closest('a')).toBeNull();
    expect(within(pages).queryByRole('link', { name: 'other' })).toBeNull();
  });

  it('writes every date on the screen one way', async () => {
    answer(BUSY_SITE, HOME);
    renderAt('/staff/statistics?days=7&ref=123');
    const home = await screen.findByRole('region', { name: 'One home' });
    await within(home).findByRole('img');
    await screen.findByRole('region', { name: 'Exit pages' });
    const shown = [
      document.body.textContent ?? '',
      ...[...document.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label') ?? ''),
    ].join('\n');
    const MONTH = '(?:January|February|March|April|May|June|July|August|September|October|November|December)';
    // Every day, month or year number on the screen is part of '26 November 2026'.
    const dates = shown.match(new RegExp(`\\b\\d{1,2} ${MONTH} \\d{4}\\b`, 'g')) ?? [];
    expect(dates.length).toBeGreaterThan(5);
    expect(shown).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(shown).not.toMatch(/\d{1,2}\/\d{1,2}\/\d{2,4}/);
    expect(shown).not.toMatch(/\b(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/);
    expect(home.textContent).toContain('From 22 November 2026 to 28 November 2026, Rome time.');
    expect(within(home).getByRole('img').getAttribute('aria-label')).toContain('from 26 November 2026 to 28 November 2026');
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
