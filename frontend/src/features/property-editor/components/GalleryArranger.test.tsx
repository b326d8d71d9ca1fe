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

/**
 * The server: a gallery of three photos (a, b, c), reordered and covered as asked; `cover` is
 * the version of the photo the listing picture was made from (none: not one of these).
 */
function serve(order: string[], cover: { v: string | null } = { v: null }) {
  fetchMock.mockImplementation(async (request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/properties/123/gallery') {
      const pictures = order.map((v, i) => photo(i + 1, v));
      const at = cover.v === null ? -1 : order.indexOf(cover.v);
      return json([{ name: 'Garden', pictures, small_pictures: pictures, captions: pictures.map(() => ''), cover_index: at < 0 ? null : at }]);
    }
    if (path === '/api/images/order') {
      const { photos } = (await request.json()) as { photos: string[] };
      order.splice(0, order.length, ...photos.map((url) => new URL(url, 'http://x').searchParams.get('v')!));
      return json({ images: [] });
    }
    if (path === '/api/images/cover') {
      const { path: chosen } = (await request.clone().json()) as { path: string };
      cover.v = new URL(chosen, 'http://x').searchParams.get('v');
      order.splice(order.indexOf(cover.v!), 1);
      order.unshift(cover.v!);
      return json({ images: ['/properties/123-villa/listing.jpg?v=9'] });
    }
    return new Response(null, { status: 404 });
  });
}

function renderArranger(onCover = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <GalleryArranger propertyRef="123" onCover={onCover} />
    </QueryClientProvider>,
  );
  return onCover;
}

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
});

describe('GalleryArranger', () => {
  it('marks the cover, visibly and by name, and offers no "Make cover" on it', async () => {
    serve(['a', 'b', 'c'], { v: 'a' });
    renderArranger();
    const cover = await screen.findByRole('img', { name: 'Garden photo 1, the cover' });
    expect(cover.closest('li')?.textContent).toContain('Cover');
    expect(screen.queryByRole('button', button('Make cover', 'Garden photo 1'))).toBeNull();
    expect(screen.getByRole('button', button('Make cover', 'Garden photo 2'))).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Garden photo 2' }).closest('li')?.textContent).not.toContain('Cover');
  });

  it('marks the photo the server recorded, not whichever is first', async () => {
    serve(['a', 'b', 'c'], { v: 'c' });
    renderArranger();
    await screen.findByRole('img', { name: 'Garden photo 3, the cover' });
    expect(screen.getByRole('img', { name: 'Garden photo 1' }).closest('li')?.textContent).not.toContain('Cover');
    expect(screen.getAllByText('Cover')).toHaveLength(1);
  });

  it('marks the cover in the gallery that holds it', async () => {
    const pictures = (gallery: string) => [1, 2].map((n) => `/properties/123-villa/gallery/${gallery}/${n}.jpg?v=${gallery}${n}`);
    fetchMock.mockImplementation(async () =>
      json([
        { name: 'Garden', pictures: pictures('Garden'), small_pictures: pictures('Garden'), captions: ['', ''] },
        { name: 'House', pictures: pictures('House'), small_pictures: pictures('House'), captions: ['', ''], cover_index: 1 },
      ]),
    );
    renderArranger();
    await screen.findByRole('img', { name: 'House photo 2, the cover' });
    expect(screen.getByRole('img', { name: 'Garden photo 1' }).closest('li')?.textContent).not.toContain('Cover');
    expect(screen.getAllByText('Cover')).toHaveLength(1);
  });

  it('marks nothing while no photo is the cover', async () => {
    serve(['a', 'b', 'c']);
    renderArranger();
    await screen.findByRole('img', { name: 'Garden photo 1' });
    expect(screen.queryByText('Cover')).toBeNull();
  });

  it('a photo made the cover is marked once the gallery is read again', async () => {
    serve(['a', 'b', 'c'], { v: 'a' });
    renderArranger();
    fireEvent.click(await screen.findByRole('button', button('Make cover', 'Garden photo 3')));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Garden photo 1, the cover' }).getAttribute('src')).toBe(photo(1, 'c')));
    expect(screen.getAllByText('Cover')).toHaveLength(1);
  });

  it('moving another photo to the front makes it the cover, read at its new address', async () => {
    const order = ['a', 'b', 'c'];
    serve(order, { v: 'a' });
    const onCover = renderArranger();
    fireEvent.click(await screen.findByRole('button', button('Move up', 'Garden photo 2')));
    await waitFor(() => expect(onCover).toHaveBeenCalledWith(['/properties/123-villa/listing.jpg?v=9']));
    const coverRequest = fetchMock.mock.calls.map(([request]) => request).find((r) => r.url.endsWith('/api/images/cover'));
    expect(await coverRequest!.clone().json()).toEqual({ path: photo(1, 'b') });
  });
});
