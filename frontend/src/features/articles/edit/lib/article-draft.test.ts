import { describe, expect, it } from 'vitest';
import { draftFromArticle, newArticleDraft } from './article-draft';
import type { Article } from '../../types';

describe('article drafts', () => {
  it("a new article is a draft holding the spec's default texts", () => {
    expect(newArticleDraft()).toMatchObject({
      listing_description: 'Description here',
      title: 'Your title here',
      title2: 'Your second title here',
      text: '<p>Content here</p>',
      published: false,
    });
  });

  it('an existing article keeps its state and its Italian texts', () => {
    const it = { title: 'Tartufi', title2: '', listing_description: '', meta_title: '', meta_description: '', text: '<p>Bianchi</p>', complete: true };
    const article = { id: 3, title: 'Truffles', published: true, translations: { it } } as Article;
    expect(draftFromArticle(article)).toMatchObject({ id: 3, published: true, italian: { title: 'Tartufi', text: '<p>Bianchi</p>' } });
  });

  it('a new article starts with no Italian texts', () => {
    expect(Object.values(newArticleDraft().italian).every((text) => text === '')).toBe(true);
  });
});
