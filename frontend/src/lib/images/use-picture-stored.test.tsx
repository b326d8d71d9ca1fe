// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { usePictureStored } from './use-picture-stored';

/** Images made by the code under test, to answer as the browser would. */
const probes: HTMLImageElement[] = [];

afterEach(() => {
  probes.length = 0;
  vi.unstubAllGlobals();
});

function recordProbes() {
  const RealImage = globalThis.Image;
  vi.stubGlobal(
    'Image',
    class extends RealImage {
      constructor() {
        super();
        probes.push(this);
      }
    },
  );
}

describe('usePictureStored', () => {
  it('is checking until the picture loads, then yes', () => {
    recordProbes();
    const { result } = renderHook(() => usePictureStored('/images/articles/7/banner.jpg'));
    expect(result.current).toBe('checking');
    expect(probes[0].src).toContain('/images/articles/7/banner.jpg');
    act(() => probes[0].onload?.(new Event('load')));
    expect(result.current).toBe('yes');
  });

  it('says no when it fails to load', () => {
    recordProbes();
    const { result } = renderHook(() => usePictureStored('/images/articles/8/banner.jpg'));
    act(() => probes[0].onerror?.(new Event('error')));
    expect(result.current).toBe('no');
  });

  it('says no, without loading anything, when there is no address', () => {
    recordProbes();
    const { result } = renderHook(() => usePictureStored(null));
    expect(result.current).toBe('no');
    expect(probes).toHaveLength(0);
  });
});
