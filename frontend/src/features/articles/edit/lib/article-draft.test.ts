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

  it('an existing article keeps its state', () => {
    const article = { id: 3, title: 'Truffles', published: true } as Article;
    expect(draftFromArticle(article)).toMatchObject({ id: 3, published: true });
  });
});
