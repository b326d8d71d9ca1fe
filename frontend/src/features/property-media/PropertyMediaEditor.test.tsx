// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const fetchMock = await vi.hoisted(() => import('@/lib/api/query-cache.test-support').then((support) => support.standInFetch()));
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/api/query-client';
import { PropertyMediaEditor } from './PropertyMediaEditor';

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
});

const STORED = { id: 9, title: 'Cadastral plan', visibility: 'public', size_bytes: 1000, download_url: '/api/properties/123/documents/9' };

describe('the property media editor', () => {
  it('uploads a PDF once, says so and clears its form (the form is kept across the await)', async () => {
    const methodOf = (call: unknown[]) => (call[0] instanceof Request ? call[0].method : (call[1] as RequestInit | undefined)?.method);
    fetchMock.mockImplementation(async (...call: unknown[]) => {
      const answer = methodOf(call) === 'POST' ? STORED : { floor_plans: [], documents: [] };
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <PropertyMediaEditor propertyRef="123" />
      </QueryClientProvider>,
    );
    const form = screen.getByRole('form', { name: 'Add a document' });
    const file = new File(['%PDF-1.7'], 'plan.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('PDF (at most 20 MB)'), { target: { files: [file] } });
    fireEvent.change(screen.getByLabelText('Document title'), { target: { value: 'Cadastral plan' } });
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getByText('Uploaded "Cadastral plan".')).toBeTruthy());
    expect(screen.queryByText(/reading 'reset'/)).toBeNull();
    expect((screen.getByLabelText('Document title') as HTMLInputElement).value).toBe('');
    const posts = fetchMock.mock.calls.filter((call) => methodOf(call) === 'POST');
    expect(posts).toHaveLength(1);
  });
});
