// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  // The server renders in QuickJS (crates/site/src/ssr), which has no Intl and none of the
  // DOM's event classes: every screen's module must load without them. One that throws as
  // it loads is served as the router's spinner, and the browser, which loads it fine, then
  // finds other markup (React #418); worse, the half-loaded module stays broken for every
  // later render in that engine.
  for (const name of ['Intl', 'EventTarget', 'CustomEvent', 'Request']) Reflect.deleteProperty(globalThis, name);
  globalThis.LANGHE_SITE_CONFIG = '{}';
});
import { siteKnowledge } from '@/config/site-knowledge.generated';
import { loadScreen } from '@/app/router';

type ScreenName = keyof typeof siteKnowledge.routes.screens;

describe('every screen in an engine without Intl or DOM events', () => {
  it.each(Object.keys(siteKnowledge.routes.screens) as ScreenName[])('loads %s', async (name) => {
    expect(typeof globalThis.Intl).toBe('undefined');
    expect(typeof globalThis.EventTarget).toBe('undefined');
    await expect(loadScreen(name)).resolves.toBeTypeOf('function');
  });
});
