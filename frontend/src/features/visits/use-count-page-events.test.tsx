// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { useCountBrochurePrints } from './use-count-brochure-prints';
import { useCountEmptySearch } from './use-count-empty-search';

const countEvent = vi.hoisted(() => vi.fn());
vi.mock('./api/count-event', () => ({ countEvent }));

beforeEach(() => countEvent.mockReset());
afterEach(cleanup);

describe('useCountBrochurePrints', () => {
  it('counts a print of the property page with its ref, and stops counting once the page is left', () => {
    const { unmount } = renderHook(() => useCountBrochurePrints('123'));
    window.dispatchEvent(new Event('beforeprint'));
    expect(countEvent).toHaveBeenCalledWith({ kind: 'brochure_print', path: window.location.pathname + window.location.search, property: '123' });
    unmount();
    window.dispatchEvent(new Event('beforeprint'));
    expect(countEvent).toHaveBeenCalledTimes(1);
  });
});

describe('useCountEmptySearch', () => {
  it('counts each search that found nothing once', () => {
    const { rerender } = renderHook(({ search }: { search: string | null }) => useCountEmptySearch(search), {
      initialProps: { search: null as string | null },
    });
    expect(countEvent).not.toHaveBeenCalled();
    rerender({ search: 'min_price=900000&kind=land' });
    rerender({ search: null });
    rerender({ search: 'min_price=900000&kind=land' });
    rerender({ search: 'kind=commercial' });
    expect(countEvent.mock.calls.map(([event]) => event.search)).toEqual(['min_price=900000&kind=land', 'kind=commercial']);
    expect(countEvent.mock.calls[0][0]).toMatchObject({ kind: 'empty_search', path: '/' });
  });
});
