import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FloatingActions, FloatingButton } from '@/components/floating-actions';
import { TextAreaField, TextField } from '@/components/form';
import { RichTextEditor } from '@/components/rich-text/RichTextEditor';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import type { Article } from '../types';
import { useSaveArticle } from './api/save-article';
import { draftFromArticle, newArticleDraft, savedArticleAddress, type ArticleDraft } from './lib/article-draft';
import { checkArticleSave } from './lib/article-schema';
import styles from './ArticleEditor.module.css';

/** SPEC §2 article edit mode: the fields in place, the text in the rich-text editor. */
export function ArticleEditor({ article }: { article: Article | null }) {
  const isNew = article === null;
  const [draft, setDraft] = useState<ArticleDraft>(() => (article ? draftFromArticle(article) : newArticleDraft()));
  const saveMutation = useSaveArticle();
  const navigate = useNavigate();
  const field = (key: Exclude<keyof ArticleDraft, 'id'>) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: event.target.value })),
  });

  const save = async () => {
    const check = checkArticleSave(draft);
    if (!check.ok) {
      toast.error(check.message, 'Error');
      return;
    }
    const outcome = await saveMutation.mutateAsync(draft);
    if (!outcome.ok) {
      toast.error(outcome.message, 'Error');
      return;
    }
    window.history.replaceState(null, '', outcome.id === null ? paths.articleListPage(1) : savedArticleAddress(outcome.id));
    window.location.reload();
  };

  const cancel = () => {
    if (isNew) navigate(paths.propertyListPage(1));
    else window.location.reload();
  };

  return (
    <article className={styles.editor} aria-label={isNew ? 'New article' : `Editing article ${draft.title}`}>
      <TextField label="Title" {...field('title')} />
      <TextField label="Second title" {...field('title2')} />
      <TextAreaField label="Listing description" rows={3} {...field('listing_description')} />
      <TextField label="Meta title" {...field('meta_title')} />
      <TextAreaField label="Meta description" rows={3} {...field('meta_description')} />
      <TextField
        label="Path"
        hint="The words in the article's address, e.g. -buying-a-home"
        {...field('path')}
        readOnly={!isNew && article.path !== ''}
      />
      <section aria-labelledby="article-text-title" className={styles.text}>
        <h2 id="article-text-title">Text</h2>
        <RichTextEditor label="Article text" html={draft.text} onChange={(text) => setDraft((d) => ({ ...d, text }))} />
      </section>
      <FloatingActions label="Article editing">
        <FloatingButton icon="save" label="Save article" onClick={() => void save()} disabled={saveMutation.isPending} />
        <FloatingButton icon="cancel" label="Cancel editing" onClick={cancel} />
      </FloatingActions>
    </article>
  );
}
