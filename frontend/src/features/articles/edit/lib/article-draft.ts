import { paths } from '@/config/paths';
import { siteKnowledge } from '@/config/site-knowledge.generated';
import type { components } from '@/lib/api/schema';
import type { Article } from '../../types';

/** An article's content: the body of POST /articles, and of PUT /articles beside the id. */
type ArticleContent = components['schemas']['ArticleInput'];
type TextField = Exclude<keyof ArticleContent, 'published' | 'translations'>;
/** The article's texts in Italian (issue #30), each '' until written: the English one stands in. */
export type ArticleItalianDraft = { [Field in keyof ArticleItalianTexts]-?: string };
type ArticleItalianTexts = components['schemas']['ArticleTextsInput'];
/**
 * What the editor works on: every text field present (none null), whether it is published
 * (a draft only staff see, issue #26), the Italian texts; `id` only once the article exists.
 */
export type ArticleDraft = { [Field in TextField]-?: string } & { published: boolean; id?: number; italian: ArticleItalianDraft };
/** What a save sends: a draft, with an id for an article that exists. */
export type ArticleInput = ArticleDraft;

export function emptyArticleItalianDraft(): ArticleItalianDraft {
  return { title: '', title2: '', listing_description: '', meta_title: '', meta_description: '', text: '' };
}

/** SPEC §3 "New article defaults" (domain::default_texts): hints she replaces. */
export const ARTICLE_DEFAULT_TEXTS: Readonly<Record<string, string>> = siteKnowledge.defaultTexts.article;

/** A new article: the spec's default texts, and a draft until she publishes it. */
export function newArticleDraft(): ArticleDraft {
  const defaults = siteKnowledge.defaultTexts.article;
  return {
    listing_description: defaults.listing_description,
    meta_description: '',
    meta_title: '',
    path: '',
    title: defaults.title,
    title2: defaults.title2,
    text: `<p>${defaults.text}</p>`,
    published: false,
    italian: emptyArticleItalianDraft(),
  };
}

export function draftFromArticle(article: Article): ArticleDraft {
  const { id, listing_description, meta_description, meta_title, path, text, title, title2, published } = article;
  const it = article.translations.it;
  const italian = {
    title: it.title,
    title2: it.title2,
    listing_description: it.listing_description,
    meta_title: it.meta_title,
    meta_description: it.meta_description,
    text: it.text,
  };
  return { id, listing_description, meta_description, meta_title, path, text, title, title2, published, italian };
}

/** After a save the address becomes the list with an id query, which opens the article (§4). */
export function savedArticleAddress(id: number): string {
  return `${paths.articleList}?id=${id}`;
}
