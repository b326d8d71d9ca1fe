import { useState, type FormEvent } from 'react';
import { formStyles, TextAreaField, TextField } from '@/components/form';
import { RichTextEditor } from '@/components/rich-text/RichTextEditor';
import { SitePictureField } from '@/components/photo-upload/SitePictureField';
import { toast } from '@/components/toast';
import { useCreateTown } from '../api/create-town';
import { useUpdateTown } from '../api/update-town';
import { checkTownSave, type TownFields, type TownItalianFields } from '../lib/town-schema';
import { TownItalianTexts } from './TownItalianTexts';
import type { Town } from '../types';
import styles from './Towns.module.css';

const EMPTY: TownFields = { name: '', name2: '', facts: '', short_description: '', text: '', path: '' };

function fieldsOf(town: Town | null): TownFields {
  if (!town) return EMPTY;
  const { name, name2, facts, short_description, text, path } = town;
  return { name, name2, facts, short_description, text, path };
}

function italianOf(town: Town | null): TownItalianFields {
  if (!town) return { facts: '', short_description: '', text: '' };
  const { facts, short_description, text } = town.translations.it;
  return { facts, short_description, text };
}

/** Creates a town (`town` null) or edits one; the same rules as the server run first. */
export function TownForm({ town, onDone }: { town: Town | null; onDone: () => void }) {
  const [fields, setFields] = useState<TownFields>(() => fieldsOf(town));
  const [italian, setItalian] = useState<TownItalianFields>(() => italianOf(town));
  const create = useCreateTown();
  const update = useUpdateTown();
  const saving = create.isPending || update.isPending;
  const field = (key: Exclude<keyof TownFields, 'text'>) => ({
    value: fields[key],
    onChange: (event: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: event.target.value })),
  });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkTownSave(fields, italian);
    if (!check.ok) {
      toast.error(check.message, 'Error');
      return;
    }
    const body = { ...fields, translations: { it: italian } };
    const outcome = town ? await update.mutateAsync({ ...body, id: town.id }) : await create.mutateAsync(body);
    if (!outcome.ok) {
      toast.error(outcome.message, 'Error');
      return;
    }
    toast.success(`${outcome.town.name} saved`, 'Success');
    onDone();
  };

  const title = town ? `Edit ${town.name}` : 'New town';
  return (
    <form className={`${formStyles.form} ${styles.form}`} onSubmit={(event) => void save(event)} aria-label={title} noValidate>
      <h2 className={styles.formTitle}>{title}</h2>
      <TextField label="Name" {...field('name')} required />
      <TextField label="Second name" hint="Shown under the name, e.g. the area: Langhe" {...field('name2')} />
      <TextField
        label="Path"
        hint="Lowercase letters, digits and '-'; names the town's picture, towns/{path}.jpg"
        {...field('path')}
        required
      />
      {town && (
        <SitePictureField
          key={town.path}
          label="Town picture"
          path={`towns/${town.path}`}
          current={town.image}
        />
      )}
      <TextAreaField label="Facts" hint="label:value entries separated by ';', e.g. Altitude:301 m;Population:650" rows={3} {...field('facts')} />
      <TextAreaField label="Short description" rows={3} {...field('short_description')} />
      <section aria-labelledby="town-text-title">
        <h3 id="town-text-title" className={styles.textTitle}>
          Text
        </h3>
        <RichTextEditor label="Town text" html={fields.text} onChange={(text) => setFields((f) => ({ ...f, text }))} />
      </section>
      <TownItalianTexts english={fields} italian={italian} onChange={setItalian} />
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={saving}>
          Save town
        </button>
        <button type="button" className="button button-outline" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
