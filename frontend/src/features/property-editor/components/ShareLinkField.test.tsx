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
import { ShareLinkField } from './ShareLinkField';

const OLD = 'https://langhe.example/property/for-sale/in-italy/123-villa?key=Unlisted_share-key0123';
const NEW = 'https://langhe.example/property/for-sale/in-italy/123-villa?key=Rotated_share-key01234';

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
});

function renderField() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ShareLinkField propertyRef="123" shareUrl={OLD} />
    </QueryClientProvider>,
  );
  return screen.getByLabelText<HTMLInputElement>('Only people with this link see the property');
}

describe('ShareLinkField', () => {
  it('shows the link read-only and copies it', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const field = renderField();
    expect(field.value).toBe(OLD);
    expect(field.readOnly).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));

    await waitFor(() => expect(writeText).toHaveBeenCalledWith(OLD));
  });

  it('asks the server for a new link and shows it', async () => {
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify({ share_url: NEW }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    const field = renderField();

    fireEvent.click(screen.getByRole('button', { name: 'New link' }));

    await waitFor(() => expect(field.value).toBe(NEW));
    const request = fetchMock.mock.calls[0]![0];
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/properties/123/share-key');
  });
});
