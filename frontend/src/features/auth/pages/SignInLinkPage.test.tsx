// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { CaptchaProvider } from '@/lib/captcha/use-form-captcha';
import { fixedCaptcha } from '@/lib/captcha/fixed-captcha';
import { sessionStore } from '@/lib/session';
import { SignInLinkPage } from './SignInLinkPage';

afterEach(() => {
  cleanup();
  sessionStore.clear();
});

function renderAt(address: string) {
  const router = createMemoryRouter(
    [
      { path: '/sign-in', element: <SignInLinkPage /> },
      { path: '/it/accesso', element: <SignInLinkPage /> },
    ],
    { initialEntries: [address] },
  );
  render(
    <CaptchaProvider captcha={fixedCaptcha('t').captcha}>
      <RouterProvider router={router} />
    </CaptchaProvider>,
  );
}

describe('the sign-in page', () => {
  it('without a link, asks for one by mail: the address she bookmarks needs no key sequence', () => {
    renderAt('/sign-in');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByLabelText('Your e-mail address')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'E-mail me a sign-in link' })).toBeTruthy();
    expect(screen.getByLabelText('One-time sign-in link')).toBeTruthy();
    expect(screen.queryByRole('alert', { name: /no token/ })).toBeNull();
  });

  it('speaks Italian at /it/accesso', () => {
    renderAt('/it/accesso');
    expect(screen.getByRole('heading', { name: 'Accesso' })).toBeTruthy();
    expect(screen.getByLabelText('Il Suo indirizzo e-mail')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ricevere il link di accesso per e-mail' })).toBeTruthy();
    expect(screen.queryByText(/e-mail me/i)).toBeNull();
  });

  it('an empty token says so, and still offers a new link', () => {
    renderAt('/sign-in?token=');
    expect(screen.getByText('This sign-in link has no token.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'E-mail me a sign-in link' })).toBeTruthy();
  });

  it('signed in already, offers no form', () => {
    sessionStore.signIn('t', { role: 'admin' }, false);
    renderAt('/sign-in');
    expect(screen.queryByLabelText('Your e-mail address')).toBeNull();
  });
});
