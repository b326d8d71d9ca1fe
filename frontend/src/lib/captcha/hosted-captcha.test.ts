// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { CaptchaFailedError } from './captcha';
import { fakeWidgetApi } from './fake-widget.test-support';
import { hostedCaptcha, type HostedCaptchaSettings } from './hosted-captcha';

const SETTINGS: HostedCaptchaSettings = {
  provider: 'turnstile',
  siteKey: 'site-key',
  scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js',
};

function setUp() {
  const fake = fakeWidgetApi();
  const load = vi.fn(async () => fake.api);
  const slot = document.createElement('div');
  const captcha = hostedCaptcha(SETTINGS, load);
  const form = captcha.forForm(() => slot);
  return { ...fake, load, slot, captcha, form };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('hostedCaptcha', () => {
  it('loads nothing until the form is about to be used, then renders in the form with the site key', async () => {
    const { load, widgets, slot, captcha, form } = setUp();
    expect(captcha.needsSlot).toBe(true);
    expect(load).not.toHaveBeenCalled();
    form.prepare();
    form.prepare();
    await tick();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(SETTINGS);
    expect(widgets).toHaveLength(1);
    expect(widgets[0]!.container).toBe(slot);
    expect(widgets[0]!.parameters.sitekey).toBe('site-key');
  });

  it('hands over the token the widget gives, whether it came before or after the submission', async () => {
    const { solve, form } = setUp();
    form.prepare();
    await tick();
    solve('early-token');
    await expect(form.token()).resolves.toBe('early-token');

    const pending = form.token();
    await tick();
    solve('late-token');
    await expect(pending).resolves.toBe('late-token');
  });

  it('uses each token once and resets the widget for the next submission', async () => {
    const { solve, widgets, form } = setUp();
    form.prepare();
    await tick();
    solve('one-use');
    await form.token();
    form.reset();
    expect(widgets[0]!.resets).toBe(1);
    let second: string | undefined;
    void form.token().then((token) => (second = token));
    await tick();
    expect(second).toBeUndefined();
    solve('fresh');
    await tick();
    expect(second).toBe('fresh');
  });

  it('fails the submission when the widget reports an error, and forgets an expired token', async () => {
    const { widgets, solve, form } = setUp();
    const pending = form.token();
    await tick();
    expect(widgets[0]!.parameters['error-callback']()).toBe(true);
    await expect(pending).rejects.toBeInstanceOf(CaptchaFailedError);

    solve('soon-expired');
    widgets[0]!.parameters['expired-callback']();
    let token: string | undefined;
    void form.token().then((t) => (token = t));
    await tick();
    expect(token).toBeUndefined();
  });

  it('fails when the script cannot load, and tries again on the next submission', async () => {
    const fake = fakeWidgetApi();
    const load = vi.fn().mockRejectedValueOnce(new CaptchaFailedError('offline')).mockResolvedValue(fake.api);
    const form = hostedCaptcha(SETTINGS, load).forForm(() => document.createElement('div'));
    await expect(form.token()).rejects.toThrow('offline');
    const retried = form.token();
    await tick();
    fake.solve('after-retry');
    await expect(retried).resolves.toBe('after-retry');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('removes the widget with its place in the form and renders again when used again', async () => {
    const { widgets, form } = setUp();
    form.prepare();
    await tick();
    const pending = form.token();
    form.dispose();
    await expect(pending).rejects.toBeInstanceOf(CaptchaFailedError);
    expect(widgets[0]!.removed).toBe(true);
    form.prepare();
    await tick();
    expect(widgets).toHaveLength(2);
  });

  it('fails without a place for the widget', async () => {
    const fake = fakeWidgetApi();
    const form = hostedCaptcha(SETTINGS, async () => fake.api).forForm(() => null);
    await expect(form.token()).rejects.toThrow('the form has no place for the widget');
  });
});
