import { TextAreaField } from '@/components/form';
import { RichTextEditor } from '@/components/rich-text/RichTextEditor';
import type { TownFields, TownItalianFields } from '../lib/town-schema';
import styles from './Towns.module.css';

/**
 * The town's texts in Italian (issue #30), each showing the English text it stands in for: an
 * Italian property page shows the English text, marked as English, where the Italian one is
 * empty. The name and second name are the same in both languages.
 */
export function TownItalianTexts({
  english,
  italian,
  onChange,
}: {
  english: TownFields;
  italian: TownItalianFields;
  onChange: (italian: TownItalianFields) => void;
}) {
  const field = (key: Exclude<keyof TownItalianFields, 'text'>) => ({
    value: italian[key],
    placeholder: english[key],
    lang: 'it',
    onChange: (event: { target: { value: string } }) => onChange({ ...italian, [key]: event.target.value }),
  });
  return (
    <section aria-labelledby="town-italian-title">
      <h3 id="town-italian-title" className={styles.textTitle}>
        Italian texts <span lang="it">(testi in italiano)</span>
      </h3>
      <TextAreaField
        label="Italian facts"
        hint="The same label:value entries in Italian, e.g. Altitudine:301 m;Abitanti:650"
        rows={3}
        {...field('facts')}
      />
      <TextAreaField label="Italian short description" rows={3} {...field('short_description')} />
      <RichTextEditor label="Italian town text" html={italian.text} onChange={(text) => onChange({ ...italian, text })} />
    </section>
  );
}
