// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { sessionStore } from '@/lib/session';
import { StaffVisibilityNote } from './StaffVisibilityNote';

afterEach(() => {
  cleanup();
  sessionStore.clear();
});

describe('StaffVisibilityNote', () => {
  it('tells staff that a hidden or unlisted listing is not public', () => {
    act(() => sessionStore.signIn('t', { role: 'agent' }, false));
    const { rerender } = render(<StaffVisibilityNote visibility="hidden" />);
    expect(screen.getByText(/Only signed-in staff see this listing/)).toBeTruthy();
    rerender(<StaffVisibilityNote visibility="unlisted" />);
    expect(screen.getByText(/only people given its share link can open it/)).toBeTruthy();
    rerender(<StaffVisibilityNote visibility="visible" />);
    expect(screen.queryByText(/Hidden|Unlisted/)).toBeNull();
  });

  it('says nothing to visitors', () => {
    render(<StaffVisibilityNote visibility="hidden" />);
    expect(screen.queryByText(/Only signed-in staff/)).toBeNull();
  });
});
