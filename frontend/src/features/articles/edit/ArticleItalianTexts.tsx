import { TextAreaField, TextField } from '@/components/form';
import { RichTextEditor } from '@/components/rich-text/RichTextEditor';
import type { ArticleDraft, ArticleItalianDraft } from './lib/article-draft';
import styles from './ArticleEditor.module.css';

type LineField = Exclude<keyof ArticleItalianDraft, 'text'>;

/** The one-line and short Italian texts, labelled as the server's messages name them. */
const FIELDS: [LineField, string, 'line' | 'area'][] = [
  ['title', 'Italian title', 'line'],
  ['title2', 'Italian second title', 'line'],
  ['listing_description', 'Italian listing description', 'area'],
  ['meta_title', 'Italian meta title', 'line'],
  ['meta_description', 'Italian meta description', 'area'],
];

/**
 * The article's texts in Italian (issue #30), each showing the English text it stands in for:
 * its Italian page shows the English text, marked as English, where the Italian one is empty,
 * and is offered to Italian readers once its Italian title and text are written.
 */
export function ArticleItalianTexts({ draft, onChange }: { draft: ArticleDraft; onChange: (italian: ArticleItalianDraft) => void }) {
  const italian = draft.italian;
  const set = (key: keyof ArticleItalianDraft, value: string) => onChange({ ...italian, [key]: value });
  return (
    <section aria-labelledby="article-italian-title" className={styles.text} data-field="italian">
      <h2 id="article-italian-title">
        Italian texts <span lang="it">(testi in italiano)</span>
      </h2>
      {FIELDS.map(([key, label, kind]) => {
        const props = {
          label,
          value: italian[key],
          placeholder: draft[key],
          lang: 'it',
          'data-field': `italian_${key}`,
          onChange: (event: { target: { value: string } }) => set(key, event.target.value),
        };
        return kind === 'line' ? <TextField key={key} {...props} /> : <TextAreaField key={key} rows={3} {...props} />;
      })}
      <div data-field="italian_text">
        <RichTextEditor label="Italian article text" html={italian.text} onChange={(text) => set('text', text)} />
      </div>
    </section>
  );
}
