import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Dialog } from '@/components/dialog';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import { useTowns } from '@/features/towns';
import { useCan } from '@/lib/session';
import type { Visibility } from '@/features/property-data';
import { checkCoordinates, cleanPathSegment, parseTownId, splitCoordinates } from '../lib/settings-rules';
import { focusField } from '@/lib/focus-field';
import { fillFromTitle } from '../lib/fill-from-title';
import type { PropertyDraft } from '../lib/property-draft';
import { TextField } from './TextField';
import styles from './editor.module.css';

export type Settings = Pick<
  PropertyDraft,
  | 'visibility'
  | 'coordinates'
  | 'town_id'
  | 'path'
  | 'pictures_path'
  | 'meta_title'
  | 'meta_description'
  | 'seller_kind'
  | 'cadastral_category'
  | 'cadastral_income_cents'
>;

const SELLERS: [string, string][] = [
  ['', 'Not stated'],
  ['private', 'Private seller'],
  ['company', 'Builder or VAT-registered company'],
];

/** '1234.56' as 123456 cents; '' as not known. */
function incomeCents(euros: string): number | null {
  const value = Number(euros);
  return euros.trim() === '' || !Number.isFinite(value) ? null : Math.round(value * 100);
}

/** A field to take her to once the dialog is open; `seq` tells a second refusal from the first. */
export interface FocusRequest {
  field: string;
  seq: number;
}

interface SettingsDialogProps {
  draft: PropertyDraft;
  isNew: boolean;
  /** Null when this role may not delete (agents). */
  onDelete: (() => Promise<void>) | null;
  /** Saves the property with these settings (issue #26: the dialog's Save saves). */
  onSave: (settings: Settings) => void;
  onClose: () => void;
  saving: boolean;
  focus: FocusRequest | null;
}

const VISIBILITIES: [Visibility, string][] = [
  ['hidden', 'Hidden'],
  ['unlisted', 'Unlisted'],
  ['visible', 'Visible'],
];

/** SPEC §2 settings dialog (600 × 850) with the §5 rules for coordinates, paths and town. */
export function SettingsDialog({ draft, isNew, onDelete, onSave, onClose, saving, focus }: SettingsDialogProps) {
  const [initialLat, initialLng] = splitCoordinates(draft.coordinates);
  const [visibility, setVisibility] = useState(draft.visibility);
  const [latitude, setLatitude] = useState(initialLat);
  const [longitude, setLongitude] = useState(initialLng);
  const [townId, setTownId] = useState(draft.town_id === null ? 'null' : String(draft.town_id));
  const [path, setPath] = useState(draft.path);
  const [picturesPath, setPicturesPath] = useState(draft.pictures_path);
  const [metaTitle, setMetaTitle] = useState(draft.meta_title);
  const [metaDescription, setMetaDescription] = useState(draft.meta_description);
  const [seller, setSeller] = useState(draft.seller_kind ?? '');
  const [category, setCategory] = useState(draft.cadastral_category);
  const [income, setIncome] = useState(draft.cadastral_income_cents === null ? '' : (draft.cadastral_income_cents / 100).toFixed(2));
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const towns = useTowns().data ?? [];
  const canEditTowns = useCan('editTowns');
  const ids = { visibility: useId(), town: useId(), description: useId(), seller: useId() };
  const form = useRef<HTMLFormElement>(null);
  // What saving with these left empty would fill in from the title.
  const fromTitle = fillFromTitle({ ...draft, path: '', pictures_path: '', meta_title: '' }, isNew);
  const filledHint = (value: string) => (value === '' ? undefined : `From the title: ${value}`);

  useEffect(() => {
    if (focus && form.current) focusField(focus.field, form.current);
  }, [focus]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const coordinates = checkCoordinates(latitude, longitude);
    if (!coordinates.ok) {
      toast.error(coordinates.message, 'Error');
      return;
    }
    onSave({
      visibility,
      coordinates: coordinates.coordinates,
      town_id: parseTownId(townId),
      // ref, path and pictures_path cannot change once the property exists.
      path: isNew ? cleanPathSegment(path) : draft.path,
      pictures_path: isNew ? cleanPathSegment(picturesPath) : draft.pictures_path,
      meta_title: metaTitle,
      meta_description: metaDescription,
      seller_kind: seller === '' ? null : seller,
      cadastral_category: category,
      cadastral_income_cents: incomeCents(income),
    });
  };

  const remove = async () => {
    if (!onDelete) return;
    setDeleting(true);
    await onDelete();
    setDeleting(false);
  };

  return (
    <Dialog title="Property settings" onClose={onClose} className={styles.settings}>
      <form ref={form} onSubmit={save} className={styles.dialogForm} noValidate>
        <div className={styles.field}>
          <label htmlFor={ids.visibility}>Visibility</label>
          <select id={ids.visibility} data-field="visibility" value={visibility} onChange={(e) => setVisibility(e.target.value as Visibility)}>
            {VISIBILITIES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <TextField label="Latitude" data-field="latitude" value={latitude} onChange={setLatitude} type="number" step="any" inputMode="decimal" />
        <TextField label="Longitude" value={longitude} onChange={setLongitude} type="number" step="any" inputMode="decimal" />
        <div className={styles.field}>
          <label htmlFor={ids.town}>Town</label>
          <select id={ids.town} data-field="town" value={townId} onChange={(e) => setTownId(e.target.value)}>
            <option value="null"></option>
            {towns.map((town) => (
              <option key={town.id} value={String(town.id)}>
                {town.name}
              </option>
            ))}
          </select>
          {canEditTowns && (
            // A new tab keeps this unsaved property; the select refreshes when the tab is back.
            <a className={styles.hintLink} href={paths.staffTowns} target="_blank" rel="noopener">
              Manage towns<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          )}
        </div>
        <TextField label="Path" data-field="path" value={path} onChange={setPath} readOnly={!isNew} placeholder={isNew ? filledHint(fromTitle.path) : undefined} />
        <TextField
          label="Pictures path"
          data-field="pictures_path"
          value={picturesPath}
          onChange={setPicturesPath}
          readOnly={!isNew}
          placeholder={isNew ? filledHint(fromTitle.pictures_path) : undefined}
        />
        <TextField label="Meta title" data-field="meta_title" value={metaTitle} onChange={setMetaTitle} placeholder={filledHint(fromTitle.meta_title)} />
        <div className={styles.field}>
          <label htmlFor={ids.description}>Meta description</label>
          <textarea id={ids.description} data-field="meta_description" rows={4} value={metaDescription} onChange={(e) => setMetaDescription(e.target.value)} />
        </div>
        <fieldset className={styles.group}>
          <legend>Buying costs</legend>
          <div className={styles.field}>
            <label htmlFor={ids.seller}>Seller</label>
            <select id={ids.seller} data-field="seller_kind" value={seller} onChange={(e) => setSeller(e.target.value)}>
              {SELLERS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <TextField label="Cadastral category" data-field="cadastral_category" value={category} onChange={setCategory} placeholder="e.g. A/2" />
          <TextField
            label="Cadastral income (€, never published)"
            data-field="cadastral_income"
            value={income}
            onChange={setIncome}
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
          />
        </fieldset>
        <div className={styles.dialogButtons}>
          <button type="submit" className={styles.primary} disabled={saving}>
            Save
          </button>
          {onDelete && !isNew && !confirming && (
            <button type="button" className={styles.danger} onClick={() => setConfirming(true)}>
              Delete
            </button>
          )}
        </div>
        {confirming && (
          <div className={styles.confirm} role="alertdialog" aria-label="Confirm deletion">
            <p>Delete property {draft.ref} and its photos? This cannot be undone.</p>
            <button type="button" className={styles.danger} onClick={() => void remove()} disabled={deleting}>
              Yes, delete it
            </button>
            <button type="button" className={styles.secondary} onClick={() => setConfirming(false)}>
              Keep it
            </button>
          </div>
        )}
      </form>
    </Dialog>
  );
}
