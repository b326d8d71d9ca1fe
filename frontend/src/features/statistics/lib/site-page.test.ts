import { describe, expect, it } from 'vitest';
import { isSitePage } from './site-page';

describe('isSitePage', () => {
  it("takes the site's pages, in either language", () => {
    for (const page of ['/', '/piedmont-property-for-sale/2', '/property/for-sale/in-italy/123-villa', '/it/immobile/in-vendita/in-italia/123']) {
      expect(isSitePage(page), page).toBe(true);
    }
  });

  it("refuses what a browser would read as another site's address, and addresses no route draws", () => {
    for (const path of ['/\\evil.example/login', '//evil.example/login', '/%2Fevil.example/x', '/%5cevil.example', '/a\tb', 'other', 'evil.example', '/no-such-page/at/all']) {
      expect(isSitePage(path), path).toBe(false);
    }
  });
});
