// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterPaint } from './use-after-paint';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Probe() {
  return <p>{useAfterPaint() ? 'after paint' : 'first render'}</p>;
}

describe('useAfterPaint', () => {
  it('is false for the first render and true after the next frame has been painted', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    render(<Probe />);
    expect(screen.getByText('first render')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersToNextFrame();
    });
    expect(screen.getByText('first render')).toBeTruthy();
    await act(async () => {
      vi.runOnlyPendingTimers();
    });
    expect(screen.getByText('after paint')).toBeTruthy();
  });
});
