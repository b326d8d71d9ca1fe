// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ConsentProvider } from '@/lib/consent';
import { COOKIE_CHOICE_PATH, CookieBanner } from './CookieBanner';

afterEach(() => {
  cleanup();
  document.cookie = 'cookie-consent=; max-age=0; path=/';
  window.localStorage.clear();
});

function renderBanner(at: string) {
  render(
    <MemoryRouter initialEntries={[at]}>
      <ConsentProvider>
        <CookieBanner />
      </ConsentProvider>
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: /Cookie choice|Scelta dei cookie/ });
}

describe('the cookie banner', () => {
  it('is a form that posts the choice and the page to come back to, for browsers without JavaScript', () => {
    const banner = renderBanner('/it/index.html?x=1');
    const form = banner.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(COOKIE_CHOICE_PATH);
    expect((form.querySelector('input[name="back"]') as HTMLInputElement).value).toBe('/it/index.html?x=1');
    const choices = [...form.querySelectorAll('button')].map((button) => [button.type, button.name, button.value]);
    expect(choices).toEqual([
      ['submit', 'choice', 'accepted'],
      ['submit', 'choice', 'refused'],
      ['submit', 'choice', 'refused'],
    ]);
  });

  it('with JavaScript records the choice in place and posts nothing', () => {
    const banner = renderBanner('/');
    let posted = false;
    banner.querySelector('form')!.addEventListener('submit', () => {
      posted = true;
    });
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(posted).toBe(false);
    expect(document.cookie).toContain('cookie-consent=accepted');
    expect(screen.queryByRole('region', { name: 'Cookie choice' })).toBeNull();
  });
});
