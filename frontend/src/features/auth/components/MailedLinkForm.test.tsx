// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CaptchaProvider } from '@/lib/captcha/use-form-captcha';
import { fixedCaptcha } from '@/lib/captcha/fixed-captcha';
import { MAILED_LINK_FAILURE, MailedLinkForm } from './MailedLinkForm';

afterEach(cleanup);

const ANSWER = "If this address belongs to the site's staff, a sign-in link is on its way to it.";

function renderForm(request: (email: string, token: string, keep: boolean) => Promise<string>, keepSignedIn = false) {
  const captcha = fixedCaptcha('link-token');
  render(
    <CaptchaProvider captcha={captcha.captcha}>
      <MailedLinkForm keepSignedIn={keepSignedIn} request={request} />
    </CaptchaProvider>,
  );
  return captcha.calls;
}

function ask(email: string) {
  fireEvent.change(screen.getByLabelText('Your e-mail address'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'E-mail me a sign-in link' }));
}

describe('MailedLinkForm', () => {
  it('asks for a valid address before calling the server', () => {
    const request = vi.fn(async () => ANSWER);
    renderForm(request);
    ask('anna');
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address');
    expect(request).not.toHaveBeenCalled();
  });

  it('sends the address, the captcha token and the keep choice, and shows the server’s answer', async () => {
    const request = vi.fn(async () => ANSWER);
    const captcha = renderForm(request, true);
    ask(' anna@langhe.test ');
    expect((await screen.findByRole('status')).textContent).toBe(ANSWER);
    expect(request).toHaveBeenCalledWith('anna@langhe.test', 'link-token', true);
    expect(captcha.resets).toBe(1);
  });

  it('says so when the request fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderForm(vi.fn(async () => Promise.reject(new Error('429'))));
    ask('anna@langhe.test');
    expect(await screen.findByText(MAILED_LINK_FAILURE)).toBeTruthy();
  });
});
