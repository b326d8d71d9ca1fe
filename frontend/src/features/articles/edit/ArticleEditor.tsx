import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DateText } from '@/components/DateText';
import { FloatingActions, FloatingButton } from '@/components/floating-actions';
import { TextAreaField, TextField } from '@/components/form';
import { RichTextEditor } from '@/components/rich-text/RichTextEditor';
import { toast } from '@/components/toast';
import { LeaveEditorDialog, useChangedSinceStart, useUnsavedChanges } from '@/components/unsaved-changes';
import { paths } from '@/config/paths';
import { DEFAULT_TEXT_HINT, defaultTextProps, htmlHoldsDefaultText, isDefaultText } from '@/lib/default-text';
import { focusField } from '@/lib/focus-field';
import type { Article } from '../types';
import { ARTICLE_DEFAULT_TEXTS, draftFromArticle, newArticleDraft, type ArticleDraft } from './lib/article-draft';
import { articleFieldOfMessage } from './lib/article-field-of-message';
import { followersAtStart, withArticleTitle, type TitleFilled } from './lib/article-title-fill';
import { ArticleItalianTexts } from './ArticleItalianTexts';
import { BannerField } from './BannerField';
import { PublishControl } from './PublishControl';
import { PublishWithoutBannerDialog } from './PublishWithoutBannerDialog';
import { useArticleBanner } from './use-article-banner';
import { useArticleSave } from './use-article-save';
import styles from './ArticleEditor.module.css';

type TextKey = Exclude<keyof ArticleDraft, 'id' | 'published' | 'italian'>;

/** SPEC §2 article edit mode: the fields in place, the text in the rich-text editor. */
export function ArticleEditor({ article }: { article: Article | null }) {
  const isNew = article === null;
  const pathLocked = !isNew && article.path !== '';
  const [draft, setDraft] = useState<ArticleDraft>(() => (article ? draftFromArticle(article) : newArticleDraft()));
  // Path and meta title follow the title until she writes her own (issue 43).
  const [followers, setFollowers] = useState(() => followersAtStart(draft, pathLocked));
  const unsaved = useUnsavedChanges(useChangedSinceStart(draft));
  const navigate = useNavigate();

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

  // Publishing without a banner is asked once (issue 43); a yes holds for this editing. Only a
  // banner known to be missing asks: a stored one still being checked (a moment) does not.
  const [question, setQuestion] = useState<((publish: boolean) => void) | null>(null);
  const publishWithoutBanner = useRef(false);
  const mayPublish = () =>
    banner.present !== 'no' || publishWithoutBanner.current ? Promise.resolve(true) : new Promise<boolean>((answer) => setQuestion(() => answer));
  const answer = (publish: boolean) => {
    publishWithoutBanner.current ||= publish;
    question?.(publish);
    setQuestion(null);
    if (!publish) focusField('banner');
  };

  const saver = useArticleSave({
    initialId: article?.id ?? null,
    onFilled: setDraft,
    onRefused: refuse,
    mayPublish,
    afterStored: (id) => banner.uploadWaiting(id),
    onSaved: unsaved.release,
  });
  const banner = useArticleBanner({ storedId: saver.storedId, storeDraft: () => saver.storeDraft(draft), current: article?.banner_image ?? null });

  const field = (key: TextKey) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      if (key === 'title') {
        setDraft((d) => withArticleTitle(d, value, followers));
        return;
      }
      // Written by her, a field stops following the title; emptied, it follows again.
      if (key in followers) setFollowers((f) => ({ ...f, [key as TitleFilled]: value.trim() === '' }));
      setDraft((d) => ({ ...d, [key]: value }));
    },
    'data-field': key,
    // A new article's text reads as a hint to replace while it is left (issue #26).
    ...defaultTextProps(draft[key], ARTICLE_DEFAULT_TEXTS[key]),
    ...(isDefaultText(draft[key], ARTICLE_DEFAULT_TEXTS[key]) ? { hint: DEFAULT_TEXT_HINT } : {}),
  });

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
      <PublishControl published={draft.published} onChange={(published) => setDraft((d) => ({ ...d, published }))} bannerMissing={banner.present === 'no'} />
      <BannerField upload={banner.choose} uploadedUrl={banner.uploadedUrl} waiting={banner.waiting} current={article?.banner_image ?? null} present={banner.present} />
      <TextField label="Title" {...field('title')} />
      <TextField label="Second title" {...field('title2')} />
      <TextAreaField label="Listing description" rows={3} {...field('listing_description')} />
      <TextField
        label="Search result title (meta title)"
        hint="The headline of the article in Google’s results and on the browser tab. Made from the title until you change it."
        {...field('meta_title')}
      />
      <TextAreaField
        label="Search result description (meta description)"
        hint="The two lines under the headline in Google’s results: what makes a reader click. About 150 characters."
        rows={3}
        {...field('meta_description')}
      />
      <TextField
        label="Web address (path)"
        hint={pathLocked ? 'Fixed once the article is saved: links to it use it.' : 'Made from the title; change only if you must.'}
        {...field('path')}
        readOnly={pathLocked}
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
        <FloatingButton icon="save" label="Save article" short="Save" onClick={() => void saver.save(draft)} disabled={saver.saving} />
        <FloatingButton icon="cancel" label="Cancel editing" short="Cancel" onClick={cancel} />
      </FloatingActions>
      {question && <PublishWithoutBannerDialog onAnswer={answer} />}
      <LeaveEditorDialog blocker={unsaved.blocker} />
    </article>
  );
}
