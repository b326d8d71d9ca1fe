import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DateText } from '@/components/DateText';
import { FloatingActions, FloatingButton } from '@/components/floating-actions';
import { TextAreaField, TextField } from '@/components/form';
import { SitePictureField } from '@/components/photo-upload/SitePictureField';
import { RichTextEditor } from '@/components/rich-text/RichTextEditor';
import { toast } from '@/components/toast';
import { LeaveEditorDialog, useChangedSinceStart, useUnsavedChanges } from '@/components/unsaved-changes';
import { paths } from '@/config/paths';
import { DEFAULT_TEXT_HINT, defaultTextProps, htmlHoldsDefaultText, isDefaultText } from '@/lib/default-text';
import { focusField } from '@/lib/focus-field';
import { announceSaved } from '@/lib/saved-notice';
import type { Article } from '../types';
import { useSaveArticle } from './api/save-article';
import { ARTICLE_DEFAULT_TEXTS, draftFromArticle, newArticleDraft, savedArticleAddress, type ArticleDraft } from './lib/article-draft';
import { articleFieldOfMessage } from './lib/article-field-of-message';
import { PublishControl } from './PublishControl';
import { ArticleItalianTexts } from './ArticleItalianTexts';
import { checkArticleSave } from './lib/article-schema';
import styles from './ArticleEditor.module.css';

/** SPEC §2 article edit mode: the fields in place, the text in the rich-text editor. */
export function ArticleEditor({ article }: { article: Article | null }) {
  const isNew = article === null;
  const [draft, setDraft] = useState<ArticleDraft>(() => (article ? draftFromArticle(article) : newArticleDraft()));
  const saveMutation = useSaveArticle();
  // A new article's first banner upload stores it as a draft; later saves update that one.
  const [storedId, setStoredId] = useState<number | null>(article?.id ?? null);
  const draftSaving = useRef<Promise<number> | null>(null);
  const unsaved = useUnsavedChanges(useChangedSinceStart(draft));
  const navigate = useNavigate();
  const field = (key: Exclude<keyof ArticleDraft, 'id' | 'published' | 'italian'>) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: event.target.value })),
    'data-field': key,
    // A new article's text reads as a hint to replace while it is left (issue #26).
    ...defaultTextProps(draft[key], ARTICLE_DEFAULT_TEXTS[key]),
    ...(isDefaultText(draft[key], ARTICLE_DEFAULT_TEXTS[key]) ? { hint: DEFAULT_TEXT_HINT } : {}),
  });
  // A refused save takes her to the field it names.
  const [refused, setRefused] = useState<{ field: string; seq: number } | null>(null);
  useEffect(() => {
    if (refused) focusField(refused.field);
  }, [refused]);
  const refuse = (message: string) => {
    toast.error(message, 'Error');
    const named = articleFieldOfMessage(message);
    if (named) setRefused((last) => ({ field: named, seq: (last?.seq ?? 0) + 1 }));
  };

  const save = async () => {
    const check = checkArticleSave(draft);
    if (!check.ok) {
      refuse(check.message);
      return;
    }
    const outcome = await saveMutation.mutateAsync(storedId === null ? draft : { ...draft, id: storedId });
    if (!outcome.ok) {
      refuse(outcome.message);
      return;
    }
    unsaved.release();
    announceSaved({ reloading: true });
    window.history.replaceState(null, '', outcome.id === null ? paths.articleListPage(1) : savedArticleAddress(outcome.id));
    window.location.reload();
  };

  /**
   * Where a new article's banner goes: it is saved first as a draft (whatever she chose to
   * publish), under the spec's checks, so a refusal names the field and takes her to it.
   */
  const bannerTarget = () => {
    draftSaving.current ??= (async () => {
      const check = checkArticleSave(draft);
      if (!check.ok) throw new Error(check.message);
      const outcome = await saveMutation.mutateAsync({ ...draft, published: false });
      if (!outcome.ok || outcome.id === null) throw new Error(outcome.ok ? 'There was an error' : outcome.message);
      setStoredId(outcome.id);
      return outcome.id;
    })().catch((error: unknown) => {
      draftSaving.current = null;
      const message = error instanceof Error ? error.message : 'There was an error';
      refuse(message);
      throw new Error(`Save the article first: ${message}`);
    });
    return draftSaving.current.then((id) => `articles/${id}/banner`);
  };

  const cancel = () => {
    unsaved.release();
    if (isNew) navigate(paths.propertyListPage(1));
    else window.location.reload();
  };

  return (
    <article className={styles.editor} aria-label={isNew ? 'New article' : `Editing article ${draft.title}`}>
      <h1 className={styles.screenTitle}>{isNew ? 'New article' : 'Editing the article'}</h1>
      {article && (
        <p className={styles.date}>
          Article date: <DateText dateTime={article.created_date} />
        </p>
      )}
      <PublishControl published={draft.published} onChange={(published) => setDraft((d) => ({ ...d, published }))} />
      <SitePictureField
        label="Banner"
        path={article ? `articles/${article.id}/banner` : bannerTarget}
        current={article?.banner_image ?? null}
        noneYet="None yet: the first upload saves the article as a draft, which only staff see."
      />
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
      <section aria-labelledby="article-text-title" className={styles.text} data-field="text">
        <h2 id="article-text-title">Text</h2>
        {htmlHoldsDefaultText(draft.text, ARTICLE_DEFAULT_TEXTS.text) && (
          <p className={styles.defaultHint}>Default text: replace &ldquo;{ARTICLE_DEFAULT_TEXTS.text}&rdquo; with your own.</p>
        )}
        <RichTextEditor label="Article text" html={draft.text} onChange={(text) => setDraft((d) => ({ ...d, text }))} />
      </section>
      <ArticleItalianTexts draft={draft} onChange={(italian) => setDraft((d) => ({ ...d, italian }))} />
      <FloatingActions label="Article editing">
        <FloatingButton icon="save" label="Save article" short="Save" onClick={() => void save()} disabled={saveMutation.isPending} />
        <FloatingButton icon="cancel" label="Cancel editing" short="Cancel" onClick={cancel} />
      </FloatingActions>
      <LeaveEditorDialog blocker={unsaved.blocker} />
    </article>
  );
}
