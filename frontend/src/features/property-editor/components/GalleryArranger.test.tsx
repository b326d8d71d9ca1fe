// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

// openapi-fetch keeps the fetch it finds when the client is created: stand in before it loads.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(request: Request) => Promise<Response>>();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
});
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/api/query-client';
import { GalleryArranger } from './GalleryArranger';

/** A photo button's name: jsdom drops the space before the visually hidden part browsers keep. */
const button = (action: string, photoName: string) => ({ name: new RegExp(`^${action}\\s?${photoName}$`) });

const FOLDER = '/properties/123-villa/gallery/Garden';
const photo = (n: number, v: string) => `${FOLDER}/${n}.jpg?v=${v}`;
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** The server: a gallery of three photos (a, b, c), reordered and covered as asked. */
function serve(order: string[]) {
  fetchMock.mockImplementation(async (request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/properties/123/gallery') {
      const pictures = order.map((v, i) => photo(i + 1, v));
      return json([{ name: 'Garden', pictures, small_pictures: pictures, captions: pictures.map(() => '') }]);
    }
    if (path === '/api/images/order') {
      const { photos } = (await request.json()) as { photos: string[] };
      order.splice(0, order.length, ...photos.map((url) => new URL(url, 'http://x').searchParams.get('v')!));
      return json({ images: [] });
    }
    if (path === '/api/images/cover') return json({ images: ['/properties/123-villa/listing.jpg?v=9'] });
    return new Response(null, { status: 404 });
  });
}

function renderArranger(hasCover: boolean, onCover = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <GalleryArranger propertyRef="123" hasCover={hasCover} onCover={onCover} />
    </QueryClientProvider>,
  );
  return onCover;
}

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
});

describe('GalleryArranger', () => {
  it('marks the first photo as the cover, visibly and by name, and offers no "Make cover" on it', async () => {
    serve(['a', 'b', 'c']);
    renderArranger(true);
    const cover = await screen.findByRole('img', { name: 'Garden photo 1, the cover' });
    expect(cover.closest('li')?.textContent).toContain('Cover');
    expect(screen.queryByRole('button', button('Make cover', 'Garden photo 1'))).toBeNull();
    expect(screen.getByRole('button', button('Make cover', 'Garden photo 2'))).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Garden photo 2' }).closest('li')?.textContent).not.toContain('Cover');
  });

  it('marks nothing while the property has no cover', async () => {
    serve(['a', 'b', 'c']);
    renderArranger(false);
    await screen.findByRole('img', { name: 'Garden photo 1' });
    expect(screen.queryByText('Cover')).toBeNull();
  });

  it('moving another photo to the front makes it the cover, read at its new address', async () => {
    const order = ['a', 'b', 'c'];
    serve(order);
    const onCover = renderArranger(true);
    fireEvent.click(await screen.findByRole('button', button('Move up', 'Garden photo 2')));
    await waitFor(() => expect(onCover).toHaveBeenCalledWith(['/properties/123-villa/listing.jpg?v=9']));
    const coverRequest = fetchMock.mock.calls.map(([request]) => request).find((r) => r.url.endsWith('/api/images/cover'));
    expect(await coverRequest!.clone().json()).toEqual({ path: photo(1, 'b') });
  });
});
