import { describe, expect, it } from 'vitest';
import { checkArticleSave } from './article-schema';

const valid = {
  listing_description: 'Short',
  meta_title: 'Meta',
  path: '-buying',
  title: 'Buying',
  title2: 'In Piedmont',
  text: '<p>Body</p>',
};

describe('checkArticleSave', () => {
  it('accepts a complete article without a meta description', () => {
    expect(checkArticleSave(valid)).toMatchObject({ ok: true });
  });

  it('reports the first failure in the spec order', () => {
    const cases: [Partial<typeof valid>, string][] = [
      [{ listing_description: '' }, 'Listing description missing'],
      [{ meta_title: ' ' }, 'Meta title missing'],
      [{ path: '' }, 'Path missing'],
      [{ title: '' }, 'Title missing'],
      [{ title2: '' }, 'Second title missing'],
      [{ text: '<p></p>' }, 'Article content text missing'],
      [{ text: '<p>&nbsp;</p>' }, 'Article content text missing'],
    ];
    for (const [change, message] of cases) {
      expect(checkArticleSave({ ...valid, ...change })).toEqual({ ok: false, message });
    }
    expect(checkArticleSave({ ...valid, title2: '', path: '' })).toEqual({ ok: false, message: 'Path missing' });
  });
});
