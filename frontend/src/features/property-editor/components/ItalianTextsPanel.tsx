import { RichTextEditor } from '@/components/rich-text/RichTextEditor';
import type { ItalianDraft, PropertyDraft } from '../lib/property-draft';
import { ListEditor } from './ListEditor';
import { TextField } from './TextField';
import styles from './editor.module.css';

interface ItalianTextsPanelProps {
  draft: PropertyDraft;
  onChange: (italian: ItalianDraft) => void;
}

type LineField = 'title' | 'title2' | 'listing_title' | 'location' | 'price_description' | 'meta_title' | 'meta_description';

/** The one-line Italian texts, labelled as the server's messages name them (issue #26's focus). */
const LINES: [LineField, string][] = [
  ['title', 'Italian title'],
  ['title2', 'Italian second title'],
  ['listing_title', 'Italian listing title'],
  ['location', 'Italian location'],
  ['price_description', 'Italian price description'],
  ['meta_title', 'Italian meta title'],
  ['meta_description', 'Italian meta description'],
];

/**
 * The property's texts in Italian (issue #30), beside the English ones: each field shows the
 * English text it stands in for as its placeholder, since an Italian field left empty shows
 * the English text on the Italian page.
 */
export function ItalianTextsPanel({ draft, onChange }: ItalianTextsPanelProps) {
  const italian = draft.italian;
  const set =
    <K extends keyof ItalianDraft>(key: K) =>
    (value: ItalianDraft[K]) =>
      onChange({ ...italian, [key]: value });
  return (
    <section className={styles.group} aria-labelledby="edit-italian" data-field="italian">
      <h2 id="edit-italian" className={styles.groupTitle}>
        Italian texts <span lang="it">(testi in italiano)</span>
      </h2>
      <p className={styles.hint}>
        The Italian page shows a field&rsquo;s English text, marked as English, while its Italian one is empty. The page is offered to
        Italian readers (and search engines) once its Italian title, listing title and description are written.
      </p>
      <div className={styles.italianLines}>
        {LINES.map(([field, label]) => (
          <TextField
            key={field}
            label={label}
            data-field={`italian_${field}`}
            value={italian[field]}
            placeholder={draft[field]}
            lang="it"
            onChange={set(field)}
          />
        ))}
      </div>
      <ListEditor
          title="Italian features"
          itemLabel="Italian feature"
          field="italian_features"
          items={italian.features}
          onChange={set('features')}
        />
        <div className={styles.italianDescription} data-field="italian_description">
          <RichTextEditor label="Italian description" html={italian.description} onChange={set('description')} />
        </div>
        <ListEditor
          title="Italian description list"
          itemLabel="Italian line"
          field="italian_description_list"
          items={italian.description_list}
          onChange={set('description_list')}
        />
    </section>
  );
}
