// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { loadWidgetScript } from './load-widget-script';

const globals = window as unknown as Record<string, unknown>;

function injectedScripts(): HTMLScriptElement[] {
  return [...document.head.querySelectorAll('script')];
}

afterEach(() => {
  document.head.replaceChildren();
  delete globals.turnstile;
});

describe('loadWidgetScript', () => {
  it('adds one script asking for explicit rendering and resolves with the API once it calls back', async () => {
    const url = 'https://challenges.cloudflare.com/turnstile/v0/api.js';
    const first = loadWidgetScript(url, 'turnstile');
    const second = loadWidgetScript(url, 'turnstile');
    expect(injectedScripts()).toHaveLength(1);
    const src = new URL(injectedScripts()[0]!.src);
    expect(src.origin + src.pathname).toBe(url);
    expect(src.searchParams.get('render')).toBe('explicit');
    const onload = src.searchParams.get('onload')!;

    const api = { render() {} };
    globals.turnstile = api;
    (globals[onload] as () => void)();
    await expect(first).resolves.toBe(api);
    await expect(second).resolves.toBe(api);
    expect(globals[onload]).toBeUndefined();
  });

  it('fails when the script does not load, and a later call tries again', async () => {
    const url = 'https://js.hcaptcha.com/1/api.js';
    const failed = loadWidgetScript(url, 'hcaptcha');
    injectedScripts()[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('could not load https://js.hcaptcha.com/1/api.js');
    expect(injectedScripts()).toHaveLength(0);
    void loadWidgetScript(url, 'hcaptcha').catch(() => {});
    expect(injectedScripts()).toHaveLength(1);
  });
});
