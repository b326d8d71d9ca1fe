// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberSignInLinkRequests, SIGN_IN_LINK_REQUESTS_KEY } from '../lib/sign-in-link-notice';
import { SignInLinkNotice } from './SignInLinkNotice';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('SignInLinkNotice', () => {
  it('tells her how many links were asked for in her name until she dismisses it', () => {
    rememberSignInLinkRequests(5);
    render(<SignInLinkNotice />);
    expect(screen.getByRole('status').textContent).toContain(
      '5 sign-in links were requested for your address since your last sign-in.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(localStorage.getItem(SIGN_IN_LINK_REQUESTS_KEY)).toBeNull();
  });

  it('says nothing when nobody else asked', () => {
    rememberSignInLinkRequests(0);
    render(<SignInLinkNotice />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
