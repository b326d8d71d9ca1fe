// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const fetchMock = await vi.hoisted(() => import('@/lib/api/query-cache.test-support').then((support) => support.standInFetch()));
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/api/query-client';
import { usePropertyMedia } from './api/get-property-media';
import { DocumentRows } from './DocumentRows';
import type { PropertyDocument } from './types';

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
});

const DOCUMENTS: Record<number, PropertyDocument> = {
  7: { id: 7, title: 'Energy certificate', visibility: 'public', size_bytes: 250_000, download_url: '/api/properties/123/documents/7' },
  8: { id: 8, title: 'Cadastral plan', visibility: 'on_request', size_bytes: 90_000 },
  9: { id: 9, title: 'Brochure', visibility: 'public', size_bytes: 2_000_000, download_url: '/api/properties/123/documents/9' },
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The API as far as the rows use it: the media in the stored order, and PUT …/documents/order. */
function serveDocuments(refuse?: string) {
  let order = [7, 8, 9];
  const orders: number[][] = [];
  fetchMock.mockImplementation(async (request) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'PUT' && path === '/api/properties/123/documents/order') {
      const { ids } = (await request.json()) as { ids: number[] };
      orders.push(ids);
      if (refuse) return json({ status: 400, message: refuse }, 400);
      order = ids;
      return json(order.map((id) => DOCUMENTS[id]));
    }
    if (request.method === 'GET' && path === '/api/properties/123/media') {
      return json({ floor_plans: [], documents: order.map((id) => DOCUMENTS[id]) });
    }
    return json({ status: 404, message: 'Not found' }, 404);
  });
  return orders;
}

function Editor() {
  const { data } = usePropertyMedia('123');
  const [message, setMessage] = useState('');
  return (
    <>
      <DocumentRows propertyRef="123" documents={data?.documents ?? []} onMessage={setMessage} />
      <p role="status">{message}</p>
    </>
  );
}

function renderEditor() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Editor />
    </QueryClientProvider>,
  );
}

/** A row's button, named by its action and the document's title (read only by screen readers). */
const named = (name: string) => new RegExp(`^${name.replace(/^(Move up|Move down|Delete) /, '$1 ?')}$`);
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name: named(name) });
const shownTitles = () =>
  [...screen.getByRole('list', { name: "Documents, in the page's order" }).querySelectorAll('li')].map((row) => row.textContent?.split(' (')[0]);

describe('the editor’s document order', () => {
  it('cannot move the first document up or the last one down', async () => {
    serveDocuments();
    renderEditor();
    await screen.findByRole('button', { name: named('Delete Brochure') });
    expect(button('Move up Energy certificate').disabled).toBe(true);
    expect(button('Move down Energy certificate').disabled).toBe(false);
    expect(button('Move down Brochure').disabled).toBe(true);
  });

  it('moves a document down, storing every id once, and keeps the focus on the moved row', async () => {
    const orders = serveDocuments();
    renderEditor();
    await screen.findByRole('button', { name: named('Delete Brochure') });
    const pressed = button('Move down Energy certificate');
    pressed.focus();
    fireEvent.click(pressed);

    await screen.findByText('Moved "Energy certificate" down.');
    expect(orders).toEqual([[8, 7, 9]]);
    expect(shownTitles()).toEqual(['Cadastral plan', 'Energy certificate', 'Brochure']);
    expect(document.activeElement).toBe(button('Move down Energy certificate'));
  });

  it('at an end, the focus goes to the other move button', async () => {
    serveDocuments();
    renderEditor();
    await screen.findByRole('button', { name: named('Delete Brochure') });
    const pressed = button('Move up Cadastral plan');
    pressed.focus();
    fireEvent.click(pressed);

    await screen.findByText('Moved "Cadastral plan" up.');
    expect(shownTitles()).toEqual(['Cadastral plan', 'Energy certificate', 'Brochure']);
    await waitFor(() => expect(document.activeElement).toBe(button('Move down Cadastral plan')));
  });

  it('says why the server refused an order, and the list stays as stored', async () => {
    serveDocuments('The order must name each document of the property once');
    renderEditor();
    await screen.findByRole('button', { name: named('Delete Brochure') });
    fireEvent.click(button('Move up Brochure'));

    await screen.findByText('The order must name each document of the property once');
    expect(shownTitles()).toEqual(['Energy certificate', 'Cadastral plan', 'Brochure']);
  });
});
