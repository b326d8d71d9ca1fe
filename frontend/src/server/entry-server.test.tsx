// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  // What the host hands the renderer (crates/site/src/ssr): the page's site configuration.
  globalThis.LANGHE_SITE_CONFIG = '{}';
});
import { render } from './entry-server';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Renders `url` as the server does, answering what React Router and React said meanwhile. */
async function serverRender(url: string) {
  const said: string[] = [];
  for (const level of ['warn', 'error'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void said.push(args.map(String).join(' ')));
  }
  const html = await render(url, '{}');
  return { html, said };
}

describe('the server render', () => {
  it("draws the saved article's address (?id=) without a <Navigate>, which cannot work there", async () => {
    const { html, said } = await serverRender('/piemonte-property-news?id=3');
    expect(said.filter((text) => /Navigate/.test(text))).toEqual([]);
    expect(html).toContain('Opening the article…');
  });
});
