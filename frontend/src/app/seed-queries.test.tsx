// @vitest-environment jsdom
import { describe, expect, it, vi, afterEach } from 'vitest';

// openapi-fetch keeps the fetch it finds when the client is created: stand in before it loads.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(request: Request) => Promise<Response>>();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
});
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/api/query-client';
import { sessionStore } from '@/lib/session';
import { articleRequest, getArticle } from '@/features/articles/api/get-article';
import { articlesRequest, getArticles } from '@/features/articles/api/get-articles';
import {
  getProperties,
  getProperty,
  getPropertyGallery,
  parseListFilters,
  propertiesRequest,
  propertyGalleryRequest,
  propertyRequest,
  useProperty,
} from '@/features/property-data';
import { getPropertyMedia, propertyMediaRequest } from '@/features/property-media/api/get-property-media';
import { buyingCostsRequest, getBuyingCosts } from '@/features/buying-costs/api/get-buying-costs';
import { queryKeyFor, seedQueries } from './seed-queries';

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  localStorage.clear();
  sessionStore.refresh();
});

function answerJson(body: unknown) {
  fetchMock.mockImplementation(
    async () => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
}

const requested = () => {
  const url = new URL(fetchMock.mock.calls.at(-1)![0].url);
  return url.pathname + url.search;
};

describe('the requests initial data is keyed by', () => {
  it('are exactly the ones the fetchers make', async () => {
    answerJson({});
    await getProperties(2);
    expect(requested()).toBe(propertiesRequest(2));
    const filters = parseListFilters(new URLSearchParams('kind=land&kind=villa&min_price=10000&max_price=90000&town=4&min_bedrooms=2&sort=price_desc'));
    await getProperties(1, filters);
    expect(requested()).toBe(propertiesRequest(1, filters));
    expect(requested()).toBe(
      '/api/properties?skip=0&take=100&min_price=10000&max_price=90000&town=4&kind=villa&kind=land&min_bedrooms=2&sort=price_desc',
    );
    await getProperty('123', null);
    expect(requested()).toBe(propertyRequest('123'));
    await getPropertyGallery('123', null);
    expect(requested()).toBe(propertyGalleryRequest('123'));
    // A page opened with a share link passes its key on.
    const key = 'Unlisted_share-key0123';
    await getProperty('123', key);
    expect(requested()).toBe(propertyRequest('123', key));
    expect(requested()).toBe(`/api/properties/123?key=${key}`);
    await getPropertyGallery('123', key);
    expect(requested()).toBe(propertyGalleryRequest('123', key));
    await getPropertyMedia('123', key);
    expect(requested()).toBe(propertyMediaRequest('123', key));
    const secondHome = { buyer: 'second_home', basis: 'price' } as const;
    await getBuyingCosts('123', secondHome, null);
    expect(requested()).toBe(buyingCostsRequest('123', secondHome));
    expect(requested()).toBe('/api/properties/123/costs?buyer=second_home&basis=price');
    await getBuyingCosts('123', { buyer: 'first_home', basis: 'cadastral' }, key);
    expect(requested()).toBe(buyingCostsRequest('123', { buyer: 'first_home', basis: 'cadastral' }, key));
    await getArticles(3);
    expect(requested()).toBe(articlesRequest(3));
    await getArticle(7);
    expect(requested()).toBe(articleRequest(7));
  });
});

describe('queryKeyFor', () => {
  it('maps each first-screen request to the public viewer’s query', () => {
    expect(queryKeyFor('/api/properties?skip=1&take=100')).toEqual(['properties', { page: 2, viewer: null, filters: '' }]);
    expect(queryKeyFor('/api/properties?skip=0&take=100&kind=farmhouse&sort=price_asc')).toEqual([
      'properties',
      { page: 1, viewer: null, filters: 'kind=farmhouse&sort=price_asc' },
    ]);
    expect(queryKeyFor('/api/towns')).toEqual(['towns']);
    expect(queryKeyFor('/api/properties/123')).toEqual(['properties', 'detail', '123', { viewer: null, key: null }]);
    expect(queryKeyFor('/api/properties/123/gallery')).toEqual(['properties', 'gallery', '123', { viewer: null, key: null }]);
    const key = 'Unlisted_share-key0123';
    expect(queryKeyFor(`/api/properties/123?key=${key}`)).toEqual(['properties', 'detail', '123', { viewer: null, key }]);
    expect(queryKeyFor(`/api/properties/123/gallery?key=${key}`)).toEqual([
      'properties',
      'gallery',
      '123',
      { viewer: null, key },
    ]);
    expect(queryKeyFor('/api/properties/123/media')).toEqual(['property-media', '123', { viewer: null, key: null }]);
    expect(queryKeyFor('/api/properties/123/costs?buyer=second_home&basis=price')).toEqual([
      'properties',
      'detail',
      '123',
      'costs',
      { buyer: 'second_home', basis: 'price', key: null },
    ]);
    expect(queryKeyFor('/api/articles?skip=0&take=10')).toEqual(['articles', { page: 1, viewer: null }]);
    expect(queryKeyFor('/api/articles/7')).toEqual(['articles', 'detail', 7, { viewer: null }]);
  });

  it('ignores requests the screens do not make', () => {
    for (const request of [
      '/api/properties?skip=0&take=5',
      '/api/properties?take=100&skip=0',
      '/api/properties/123/meta',
      '/api/articles/seven',
      '/api/properties?skip=0&take=100&sort=price_asc&kind=farmhouse',
      '/api/towns/3',
      '/api/properties/123/costs?basis=price&buyer=second_home',
      '/api/properties/123/costs?buyer=second_home',
      '/properties/123',
    ]) {
      expect(queryKeyFor(request), request).toBeNull();
    }
  });
});

function PropertyTitle() {
  const { data } = useProperty('123');
  return <h1>{data ? data.title : 'Loading'}</h1>;
}

function renderSeeded() {
  const client = createQueryClient();
  seedQueries(client, new Map([[propertyRequest('123'), { ref: '123', title: 'Villa from the server' }]]));
  render(
    <QueryClientProvider client={client}>
      <PropertyTitle />
    </QueryClientProvider>,
  );
}

describe('seedQueries', () => {
  it('lets the first render show the server’s answer without asking the API', () => {
    renderSeeded();
    expect(screen.getByRole('heading').textContent).toBe('Villa from the server');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leaves signed-in staff to fetch what their session may see', async () => {
    localStorage.setItem('token', 'staff-token');
    sessionStore.refresh();
    answerJson({ ref: '123', title: 'Hidden draft for staff' });
    renderSeeded();
    expect(screen.getByRole('heading').textContent).toBe('Loading');
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('Hidden draft for staff'));
    expect(fetchMock.mock.calls[0]![0].headers.get('Authorization')).toBe('Bearer staff-token');
  });
});
