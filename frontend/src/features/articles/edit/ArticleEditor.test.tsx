// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const fetchMock = await vi.hoisted(() => import('@/lib/api/query-cache.test-support').then((support) => support.standInFetch()));
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { toast } from '@/components/toast';
import { createQueryClient } from '@/lib/api/query-client';
import { uploadImage } from '@/lib/images/upload-picture';
import { usePictureStored, type PictureStored } from '@/lib/images/use-picture-stored';
import type { Article } from '../types';
import { ArticleEditor } from './ArticleEditor';

// TipTap needs a real browser's layout; a textarea stands in for the rich text.
vi.mock('@/components/rich-text/RichTextEditor', () => ({
  RichTextEditor: ({ label, html, onChange }: { label: string; html: string; onChange: (html: string) => void }) => (
    <textarea aria-label={label} value={html} onChange={(event) => onChange(event.target.value)} />
  ),
}));
vi.mock('@/lib/images/upload-picture', async (actual) => ({
  ...(await actual<typeof import('@/lib/images/upload-picture')>()),
  uploadImage: vi.fn(async (_file: File, path: string) => [`/images/${path}.jpg?v=1`, `/images/${path}.webp?v=1`]),
}));
// jsdom loads no pictures: whether a stored article has its banner is said by each test.
vi.mock('@/lib/images/use-picture-stored', () => ({ usePictureStored: vi.fn((url: string | null): PictureStored => (url === null ? 'no' : 'checking')) }));

beforeAll(() => {
  // jsdom has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.mocked(uploadImage).mockClear();
  vi.mocked(usePictureStored).mockImplementation((url) => (url === null ? 'no' : 'checking'));
});

/** The article bodies the editor sent, POST or PUT. */
const sent: { method: string; body: Record<string, unknown> }[] = [];

/** The server stores every article as id 42. */
function serverStoresAs42() {
  sent.length = 0;
  fetchMock.mockImplementation(async (request: Request) => {
    sent.push({ method: request.method, body: (await request.json()) as Record<string, unknown> });
    return new Response(JSON.stringify({ id: 42 }), { status: request.method === 'POST' ? 201 : 200, headers: { 'Content-Type': 'application/json' } });
  });
}

function openEditor(article: Article | null = null) {
  serverStoresAs42();
  const router = createMemoryRouter([{ path: '/edit', element: <ArticleEditor article={article} /> }], { initialEntries: ['/edit'] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const input = (label: string) => screen.getByLabelText(label, { selector: 'input, textarea' }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const chooseBanner = () =>
  fireEvent.change(within(screen.getByRole('group', { name: 'Banner' })).getByLabelText('Choose a photo'), {
    target: { files: [new File(['jpeg'], 'vines.jpg', { type: 'image/jpeg' })] },
  });
/** What a new article still needs before it can be saved, past its title. */
function fillTheRest() {
  type('Second title', 'The Tonda Gentile');
  type('Listing description', 'Why the hazelnuts of the Langhe are round');
  type('Article text', '<p>Round and sweet.</p>');
}

const STORED: Article = {
  id: 7,
  listing_description: 'Why hazelnuts',
  meta_description: '',
  meta_title: 'Hazelnuts',
  path: 'hazelnuts',
  text: '<p>Round.</p>',
  title: 'Hazelnuts',
  title2: 'The Tonda Gentile',
  created_date: '2025-01-01T00:00:00Z',
  published: true,
  banner_image: '/images/articles/7/banner.jpg',
  banner_image_webp: '/images/articles/7/banner.webp',
  translations: { it: { title: '', title2: '', listing_description: '', meta_title: '', meta_description: '', text: '', complete: false } },
} as Article;

describe('the article editor', () => {
  it('fills the path and the search result title from the title until she writes her own', () => {
    openEditor();
    type('Title', 'Hazelnuts of the Langhe');
    expect(input('Web address (path)').value).toBe('hazelnuts-of-the-langhe');
    expect(input('Search result title (meta title)').value).toBe('Hazelnuts of the Langhe');
    type('Web address (path)', 'nocciole');
    type('Title', 'Hazelnuts of Cortemilia');
    expect(input('Web address (path)').value).toBe('nocciole');
    expect(input('Search result title (meta title)').value).toBe('Hazelnuts of Cortemilia');
  });

  it('keeps a banner chosen before the article can be saved, and uploads it after the first save', async () => {
    openEditor();
    chooseBanner();
    // The default title makes no meta title yet: the banner waits, nothing is stored.
    await screen.findByText(/Waiting for the article's first save, then it uploads by itself. \(It cannot be saved yet: Meta title missing.\)/);
    screen.getByText('Chosen: vines.jpg. It uploads when you save the article.');
    expect(uploadImage).not.toHaveBeenCalled();
    expect(sent).toHaveLength(0);

    type('Title', 'Hazelnuts of the Langhe');
    fillTheRest();
    fireEvent.click(screen.getByRole('button', { name: 'Save article' }));
    await waitFor(() => expect(uploadImage).toHaveBeenCalledTimes(1));
    expect(vi.mocked(uploadImage).mock.calls[0][1]).toBe('articles/42/banner');
    expect(sent).toEqual([{ method: 'POST', body: expect.objectContaining({ path: 'hazelnuts-of-the-langhe', meta_title: 'Hazelnuts of the Langhe', published: false }) }]);
  });

  it('keeps the banner waiting, and says so, when its upload after the save fails; the next save retries it', async () => {
    const error = vi.spyOn(toast, 'error');
    vi.mocked(uploadImage).mockRejectedValueOnce(new Error('Upload failed (502)'));
    openEditor();
    chooseBanner();
    await screen.findByText(/Chosen: vines.jpg/);
    type('Title', 'Hazelnuts of the Langhe');
    fillTheRest();
    fireEvent.click(screen.getByRole('button', { name: 'Save article' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('The article is saved, but its banner did not upload: Upload failed (502). Save again to retry.', 'Error'));
    screen.getByText(/Chosen: vines.jpg/);

    fireEvent.click(screen.getByRole('button', { name: 'Save article' }));
    await waitFor(() => expect(uploadImage).toHaveBeenCalledTimes(2));
    // The second save updated the article the first one made.
    expect(sent.map((request) => request.method)).toEqual(['POST', 'PUT']);
    expect(vi.mocked(uploadImage).mock.calls[1][1]).toBe('articles/42/banner');
    error.mockRestore();
  });

  it('stores the article as a draft for a banner chosen once it can be saved', async () => {
    openEditor();
    type('Title', 'Hazelnuts of the Langhe');
    fillTheRest();
    chooseBanner();
    await waitFor(() => expect(uploadImage).toHaveBeenCalledTimes(1));
    expect(vi.mocked(uploadImage).mock.calls[0][1]).toBe('articles/42/banner');
    expect(sent.map((request) => request.method)).toEqual(['POST']);
    await screen.findByRole('img', { name: 'New banner' });
  });

  it('warns beside Published, and asks before publishing, an article without a banner', async () => {
    openEditor();
    type('Title', 'Hazelnuts of the Langhe');
    fillTheRest();
    const published = screen.getByRole('radio', { name: 'Published' });
    fireEvent.click(published);
    const warning = document.getElementById(published.getAttribute('aria-describedby') ?? '');
    expect(warning?.textContent).toContain('No banner yet: published like this, the article shows a “Photos coming soon” picture');

    fireEvent.click(screen.getByRole('button', { name: 'Save article' }));
    const question = await screen.findByRole('dialog', { name: 'Publish without a banner?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Choose a banner first' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Publish without a banner?' })).toBeNull());
    expect(sent).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Save article' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Publish without a banner?' })).getByRole('button', { name: 'Publish without a banner' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toMatchObject({ published: true });
  });

  it('publishes without asking once a banner waits to be uploaded', async () => {
    openEditor();
    chooseBanner();
    await screen.findByText(/Chosen: vines.jpg/);
    type('Title', 'Hazelnuts of the Langhe');
    fillTheRest();
    fireEvent.click(screen.getByRole('radio', { name: 'Published' }));
    expect(screen.queryByText(/No banner yet/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save article' }));
    await waitFor(() => expect(uploadImage).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog', { name: 'Publish without a banner?' })).toBeNull();
    expect(sent[0].body).toMatchObject({ published: true });
  });

  it('shows a stored banner, and neither warns nor asks, for an article that has one', async () => {
    vi.mocked(usePictureStored).mockImplementation(() => 'yes');
    openEditor(STORED);
    expect(screen.getByRole('img', { name: 'Current banner' }).getAttribute('src')).toBe('/images/articles/7/banner.jpg');
    expect(screen.queryByText(/No banner yet/)).toBeNull();
    // Its path is its address now: locked, and not following the title.
    expect(input('Web address (path)').readOnly).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save article' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'PUT', body: expect.objectContaining({ id: 7, published: true }) });
  });

  it('says a published article without a stored banner has none, and asks before saving it published', async () => {
    vi.mocked(usePictureStored).mockImplementation(() => 'no');
    openEditor(STORED);
    screen.getByText(/None yet: until one is uploaded, the article shows a “Photos coming soon” picture/);
    screen.getByText(/No banner yet: published like this/);
    fireEvent.click(screen.getByRole('button', { name: 'Save article' }));
    await screen.findByRole('dialog', { name: 'Publish without a banner?' });
    expect(sent).toHaveLength(0);
  });
});
