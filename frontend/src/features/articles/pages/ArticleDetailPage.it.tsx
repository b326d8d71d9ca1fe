import { ArticleDetailPage } from './ArticleDetailPage';

/** An article's Italian page (issue #30): the same screen, in Italian where the texts are written (`useLanguage`). */
export function ItalianArticleDetailPage() {
  return <ArticleDetailPage />;
}
