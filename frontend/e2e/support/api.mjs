// Small helpers over the live API, so tests pick data by its properties, not by fixed refs.
import { baseUrl } from './browser.mjs';

export async function getJson(path) {
  const response = await fetch(`${baseUrl()}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

export async function allVisibleProperties() {
  const first = await getJson('/api/properties?skip=0&take=100');
  const all = [...first.properties];
  for (let skip = 1; skip < first.pages; skip += 1) {
    all.push(...(await getJson(`/api/properties?skip=${skip}&take=100`)).properties);
  }
  return { properties: all, pages: first.pages };
}

/** First HTML response of a route, as a crawler sees it (no JavaScript). */
export async function firstResponse(path, headers = {}) {
  const response = await fetch(`${baseUrl()}${path}`, { headers, redirect: 'manual' });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

export function jsonLdBlocks(html) {
  const blocks = [];
  const pattern = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g;
  for (const match of html.matchAll(pattern)) blocks.push(JSON.parse(match[1]));
  return blocks.flatMap((block) => (block['@graph'] ? block['@graph'] : [block]));
}

export function metaContent(html, attribute, name) {
  const tags = html.match(/<meta\b[^>]*>/g) ?? [];
  for (const tag of tags) {
    if (tag.includes(`${attribute}="${name}"`)) {
      const content = tag.match(/content="([^"]*)"/);
      if (content) return content[1];
    }
  }
  return null;
}
