import { FloatingActions, FloatingLink } from '@/components/floating-actions';
import { paths } from '@/config/paths';
import { useCan } from '@/lib/session';

/** The article list's plus button, as the property list has one: a new article, for roles that write them. */
export function AddArticleButton() {
  if (!useCan('editArticles')) return null;
  return (
    <FloatingActions label="Article tools">
      <FloatingLink icon="plus" label="New article" to={paths.newArticle} />
    </FloatingActions>
  );
}
