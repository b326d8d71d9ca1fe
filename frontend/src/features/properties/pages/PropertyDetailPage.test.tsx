// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const fetchMock = await vi.hoisted(() => import('@/lib/api/query-cache.test-support').then((support) => support.standInFetch()));
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient } from '@/lib/api/query-client';
import { PropertyDetailPage } from './PropertyDetailPage';

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
});

/** A home as GET /properties/{ref} answers it: the fields the first screen reads. */
function home(facts: Record<string, unknown> = {}) {
  return {
    ref: '101',
    title: 'Farmhouse in Barolo',
    title2: 'Stone walls and a hectare of vines',
    listing_title: 'Restored farmhouse with vineyard',
    location: 'Barolo',
    path: '-farmhouse',
    pictures_path: '',
    price: 650_000,
    price_text: '€650,000',
    price_description: '',
    sold: false,
    visibility: 'visible',
    description: '<p>Stone house</p>',
    description_list_d: [],
    features_d: [],
    distances_d: [],
    counter_blocks: [],
    coordinates_d: [],
    has_listing: false,
    listing_image: '',
    listing_image_webp: '',
    small_image: '',
    small_image_webp: '',
    pictures_version: '1',
    buying_cost_options: { first_home_available: false, cadastral_basis_available: false },
    translations: { it: { complete: false } },
    ...facts,
  };
}

/** The API: the home at /properties/101, nothing else of it (no gallery, no similar homes). */
function serve(property: ReturnType<typeof home>) {
  fetchMock.mockImplementation(async (request: Request) => {
    const path = new URL(request.url).pathname;
    const [status, body] = path === '/api/properties/101' ? [200, property] : path.endsWith('/gallery') ? [200, []] : [404, { status: 404, message: 'Not found' }];
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
}

function renderPage(address = '/property/for-sale/in-italy/101') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/property/for-sale/:category/:ref" element={<PropertyDetailPage />} />
          <Route path="/it/immobile/in-vendita/:category/:ref" element={<PropertyDetailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Where the text shows on the page as words (not in an attribute), however often. */
const shownTimes = (text: string) => screen.queryAllByText(text, { exact: true }).length;

describe('the property page without a background picture', () => {
  it('shows its title once, as the heading in the title band, and title2 below it', async () => {
    serve(home());
    renderPage();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Farmhouse in Barolo' });
    expect(within(screen.getByTestId('title-band')).getByRole('heading', { level: 1 })).toBe(heading);
    expect(shownTimes('Farmhouse in Barolo')).toBe(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Stone walls and a hectare of vines' })).toBeTruthy();
  });

  it('shows the Italian title in the band on the Italian page', async () => {
    serve(home({ translations: { it: { title: 'Cascina a Barolo', complete: false } } }));
    renderPage('/it/immobile/in-vendita/in-italia/101');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Cascina a Barolo' });
    expect(within(screen.getByTestId('title-band')).getByRole('heading', { level: 1 })).toBe(heading);
    expect(shownTimes('Farmhouse in Barolo')).toBe(0);
  });
});

describe('the property page with a background picture', () => {
  it('shows the picture and the title once, as the heading under it', async () => {
    serve(home({ background_image: '/images/properties/101-farmhouse/background.jpg', background_image_webp: '/images/properties/101-farmhouse/background.webp' }));
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Farmhouse in Barolo' });
    expect(screen.queryByTestId('title-band')).toBeNull();
    expect(shownTimes('Farmhouse in Barolo')).toBe(1);
  });
});

describe("the property page's price box", () => {
  it("says '€PLEASE CALL' without repeating it as 'Price on request'", async () => {
    serve(home({ price: 0, price_text: '€Please call', price_description: 'Price on request' }));
    renderPage();
    const box = within(await screen.findByRole('region', { name: 'Price and key facts' }));
    expect(box.getByText('€PLEASE CALL')).toBeTruthy();
    expect(screen.queryByText('Price on request')).toBeNull();
  });

  it('keeps a note that says more than the price', async () => {
    serve(home({ price_description: 'Plus agency fees' }));
    renderPage();
    const box = within(await screen.findByRole('region', { name: 'Price and key facts' }));
    expect(box.getByText('€650,000')).toBeTruthy();
    expect(box.getByText('Plus agency fees')).toBeTruthy();
  });
});
