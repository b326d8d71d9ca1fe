// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const fetchMock = await vi.hoisted(() => import('@/lib/api/query-cache.test-support').then((support) => support.standInFetch()));
import { getPropertiesQueryOptions, getPropertyGalleryQueryOptions, getPropertyQueryOptions } from '@/features/property-data';
import { answerEvery, cacheHolding, renderWithClient, staleAmong } from '@/lib/api/query-cache.test-support';
import { backgroundTarget, galleryPhoto, galleryTarget } from '../lib/image-targets';
import { newPropertyDraft, toPropertyInput } from '../lib/property-draft';
import { useDeleteImage } from './delete-image';
import { useDeleteProperty } from './delete-property';
import { useRotateShareKey } from './rotate-share-key';
import { useSaveProperty } from './save-property';
import { useUploadImage } from './upload-image';

// What the screens have read: the public's and a staff member's list page, two properties
// and their galleries.
const LISTS = [getPropertiesQueryOptions(1).queryKey, getPropertiesQueryOptions(1, 'staff-token').queryKey];
const PROPERTY_123 = [getPropertyQueryOptions('123').queryKey, getPropertyQueryOptions('123', 'staff-token').queryKey];
const GALLERY_123 = [getPropertyGalleryQueryOptions('123').queryKey];
const PROPERTY_456 = [getPropertyQueryOptions('456').queryKey];
const GALLERY_456 = [getPropertyGalleryQueryOptions('456').queryKey];
const EVERY_READ = [...LISTS, ...PROPERTY_123, ...GALLERY_123, ...PROPERTY_456, ...GALLERY_456];

const located = { ref: '123', path: '-villa', pictures_path: '-langhe-villa' };

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Runs `write` with `hook` against a cache holding every read; answers which reads went stale. */
async function staleAfter<Hook>(hook: () => Hook, write: (hook: Hook) => Promise<unknown>) {
  const client = cacheHolding(EVERY_READ);
  const result = renderWithClient(hook, client);
  await write(result.current);
  return staleAmong(client, EVERY_READ);
}

/** XMLHttpRequest as the upload uses it, answering every upload with `status`. */
function uploadsAnswer(status: number) {
  const sent: Array<{ method: string; url: string; path: FormDataEntryValue | null }> = [];
  class FakeUpload {
    upload = { onprogress: null };
    status = status;
    responseText = '{}';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private method = '';
    private url = '';
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    send(form: FormData) {
      sent.push({ method: this.method, url: this.url, path: form.get('path') });
      this.onload?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  return sent;
}

describe('the editor writes mark stale the reads they change', () => {
  it('a stored save: every property read, before it settles', async () => {
    answerEvery(fetchMock, 201, {});
    const input = toPropertyInput({ ...newPropertyDraft(), ref: '789' });

    const stale = await staleAfter(useSaveProperty, (save) => save.mutateAsync({ input, isNew: true }));

    expect(stale).toEqual(EVERY_READ);
    const request = fetchMock.mock.calls[0]![0];
    expect([request.method, new URL(request.url).pathname]).toEqual(['POST', '/api/properties']);
  });

  it('a refused save: nothing, and the server says why', async () => {
    answerEvery(fetchMock, 400, { status: 400, message: 'Listing title is required' });
    let outcome: unknown;

    const stale = await staleAfter(useSaveProperty, async (save) => {
      outcome = await save.mutateAsync({ input: toPropertyInput(newPropertyDraft()), isNew: false });
    });

    expect(stale).toEqual([]);
    expect(outcome).toEqual({ ok: false, message: 'Listing title is required' });
    expect(fetchMock.mock.calls[0]![0].method).toBe('PUT');
  });

  it('a deletion: every property read; a refused one: nothing', async () => {
    answerEvery(fetchMock, 200, {});
    expect(await staleAfter(useDeleteProperty, (remove) => remove.mutateAsync('123'))).toEqual(EVERY_READ);
    expect(new URL(fetchMock.mock.calls[0]![0].url).pathname).toBe('/api/properties/123');

    answerEvery(fetchMock, 403, { status: 403, message: 'Forbidden' });
    expect(await staleAfter(useDeleteProperty, (remove) => remove.mutateAsync('123'))).toEqual([]);
  });

  it('a new share link: that property, for every viewer, and nothing else', async () => {
    answerEvery(fetchMock, 200, { share_url: 'https://langhe.example/property/123?key=Rotated_share-key01234' });

    expect(await staleAfter(() => useRotateShareKey('123'), (rotate) => rotate.mutateAsync())).toEqual(PROPERTY_123);
  });

  it('a deleted background: every property read (the list cards show the listing picture made from it)', async () => {
    answerEvery(fetchMock, 200, {});

    const stale = await staleAfter(useDeleteImage, (remove) => remove.mutateAsync(backgroundTarget(located)));

    expect(stale).toEqual(EVERY_READ);
    expect(await fetchMock.mock.calls[0]![0].json()).toEqual({
      path: 'properties/123-villa/background-langhe-villa.jpg',
      invalidate: true,
    });
  });

  it("a deleted gallery photo: that property's galleries only; a failed deletion: nothing", async () => {
    answerEvery(fetchMock, 200, {});
    const photo = galleryPhoto('123', '/images/properties/123-villa/gallery/Garden/1.jpg?v=3');

    expect(await staleAfter(useDeleteImage, (remove) => remove.mutateAsync(photo))).toEqual(GALLERY_123);
    expect(await fetchMock.mock.calls[0]![0].json()).toEqual({ path: 'properties/123-villa/gallery/Garden/1.jpg', invalidate: true });

    answerEvery(fetchMock, 500, {});
    expect(await staleAfter(useDeleteImage, (remove) => remove.mutateAsync(photo))).toEqual([]);
  });

  it("an upload: into a gallery, that property's galleries; a background, every property read", async () => {
    const sent = uploadsAnswer(200);
    const file = new File(['jpeg'], 'garden.jpg', { type: 'image/jpeg' });
    const upload = (target: ReturnType<typeof galleryTarget>) => (hook: ReturnType<typeof useUploadImage>) =>
      hook.mutateAsync({ file, target, onProgress: () => {} });

    expect(await staleAfter(useUploadImage, upload(galleryTarget(located, 'Garden')))).toEqual(GALLERY_123);
    expect(await staleAfter(useUploadImage, upload(backgroundTarget(located)))).toEqual(EVERY_READ);
    expect(sent).toEqual([
      { method: 'POST', url: '/api/images', path: 'properties/123-villa/gallery/Garden' },
      { method: 'POST', url: '/api/images', path: 'properties/123-villa/background-langhe-villa.jpg' },
    ]);
  });

  it('a refused upload: nothing', async () => {
    uploadsAnswer(415);
    const file = new File(['png'], 'garden.jpg', { type: 'image/jpeg' });

    const stale = await staleAfter(useUploadImage, (upload) =>
      upload.mutateAsync({ file, target: galleryTarget(located, 'Garden'), onProgress: () => {} }).catch(() => 'refused'),
    );

    expect(stale).toEqual([]);
  });
});
