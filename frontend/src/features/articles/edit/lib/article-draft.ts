import { paths } from '@/config/paths';
import type { components } from '@/lib/api/schema';
import type { Article } from '../../types';

/** An article's content: the body of POST /articles, and of PUT /articles beside the id. */
type ArticleContent = components['schemas']['ArticleInput'];
/** What the editor works on: every text field present (none null); `id` only once the article exists. */
export type ArticleDraft = { [Field in keyof ArticleContent]-?: string } & { id?: number };
/** What a save sends: a draft, with an id for an article that exists. */
export type ArticleInput = ArticleDraft;

/** SPEC §3 "New article defaults". */
export function newArticleDraft(): ArticleDraft {
  return {
    listing_description: 'Description here',
    meta_description: '',
    meta_title: '',
    path: '',
    title: 'Your title here',
    title2: 'Your second title here',
    text: '<p>Content here</p>',
  };
}

export function draftFromArticle(article: Article): ArticleDraft {
  const { id, listing_description, meta_description, meta_title, path, text, title, title2 } = article;
  return { id, listing_description, meta_description, meta_title, path, text, title, title2 };
}

/** After a save the address becomes the list with an id query, which opens the article (§4). */
export function savedArticleAddress(id: number): string {
  return `${paths.articleList}?id=${id}`;
}
