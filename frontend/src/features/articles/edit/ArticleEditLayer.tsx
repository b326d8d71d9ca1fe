import { lazy, Suspense } from 'react';
import { FloatingActions, FloatingButton } from '@/components/floating-actions';
import { LoadingSpinner } from '@/components/loading';
import { useSavedNoticeAfterReload } from '@/lib/saved-notice';
import type { Article } from '../types';

// The edit chunk (TipTap included) loads only when an admin opens the editor.
const ArticleEditor = lazy(() => import('./ArticleEditor').then((m) => ({ default: m.ArticleEditor })));

export function LazyArticleEditor({ article }: { article: Article | null }) {
  return (
    <Suspense fallback={<LoadingSpinner label="Opening the editor…" />}>
      <ArticleEditor article={article} />
    </Suspense>
  );
}

/** View mode's pencil; it also says "Saved" after the reload that follows a save. */
export function EditArticleButton({ onEdit }: { onEdit: () => void }) {
  useSavedNoticeAfterReload();
  return (
    <FloatingActions label="Article tools">
      <FloatingButton icon="pencil" label="Edit article" short="Edit" onClick={onEdit} />
    </FloatingActions>
  );
}
