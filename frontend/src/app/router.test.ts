import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { siteKnowledge } from '@/config/site-knowledge.generated';
import { loadScreen, routes } from './router';

const screens = Object.keys(siteKnowledge.routes.screens) as (keyof typeof siteKnowledge.routes.screens)[];

describe('the router built from the server route table', () => {
  it.each(screens)('finds the module and component of the %s screen', async (name) => {
    const Component = await loadScreen(name);
    expect(typeof Component).toBe('function');
  });

  it('shows each address the screen the table names, and sends unknown ones to the catch-all', () => {
    const deepest = (pathname: string) => matchRoutes(routes, { pathname })?.at(-1)?.route;
    expect(deepest('/')?.index).toBe(true);
    expect(deepest('/piedmont-property-for-sale/3')?.path).toBe('piedmont-property-for-sale/:page');
    expect(deepest('/property/for-sale/in-italy/123-villa')?.path).toBe('property/for-sale/:category/:ref');
    expect(deepest('/piemonte-property-news/langhe-property/truffles/7')?.path).toBe('piemonte-property-news/langhe-property/:path/:id');
    expect(deepest('/it/fotografia.html')?.path).toBe('it/fotografia.html');
    expect(deepest('/wp-admin')?.path).toBe('*');
  });
});
