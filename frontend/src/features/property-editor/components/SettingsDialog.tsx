import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Dialog } from '@/components/dialog';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import { useTowns } from '@/features/towns';
import { useCan } from '@/lib/session';
import type { Visibility } from '@/features/property-data';
import { checkCoordinates, cleanPathSegment, parseTownId, splitCoordinates } from '../lib/settings-rules';
import { focusField } from '@/lib/focus-field';
import { fieldOfMessage } from '../lib/field-of-message';
import { fillFromTitle } from '../lib/fill-from-title';
import type { PropertyDraft } from '../lib/property-draft';
import { CoordinatesFields } from './CoordinatesFields';
import { TitleDerivedField } from './TitleDerivedField';
import styles from './editor.module.css';

export type Settings = Pick<PropertyDraft, 'visibility' | 'coordinates' | 'town_id' | 'path' | 'pictures_path' | 'meta_title' | 'meta_description'>;

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
  // What the title makes of the path, pictures path and meta title: shown where they are empty
  // (issue 43), and what saving them empty would fill in (fillFromTitle).
  const fromTitle = fillFromTitle({ ...draft, path: '', pictures_path: '', meta_title: '' }, isNew);
  const orFromTitle = (value: string, made: string) => (value.trim() === '' ? made : value);
  const [visibility, setVisibility] = useState(draft.visibility);
  const [latitude, setLatitude] = useState(initialLat);
  const [longitude, setLongitude] = useState(initialLng);
  const [townId, setTownId] = useState(draft.town_id === null ? 'null' : String(draft.town_id));
  const [path, setPath] = useState(() => (isNew ? orFromTitle(draft.path, fromTitle.path) : draft.path));
  const [picturesPath, setPicturesPath] = useState(() => (isNew ? orFromTitle(draft.pictures_path, fromTitle.pictures_path) : draft.pictures_path));
  const [metaTitle, setMetaTitle] = useState(() => orFromTitle(draft.meta_title, fromTitle.meta_title));
  const [metaDescription, setMetaDescription] = useState(draft.meta_description);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const towns = useTowns().data ?? [];
  const canEditTowns = useCan('editTowns');
  const ids = { visibility: useId(), visibilityHint: useId(), town: useId(), townHint: useId(), description: useId(), descriptionHint: useId() };
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (focus && form.current) focusField(focus.field, form.current);
  }, [focus]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const coordinates = checkCoordinates(latitude, longitude);
    if (!coordinates.ok) {
      toast.error(coordinates.message, 'Error');
      const refused = fieldOfMessage(coordinates.message);
      if (refused && form.current) focusField(refused.field, form.current);
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
          <p id={ids.visibilityHint} className={styles.hint}>
            Hidden: only staff see it. Unlisted: anyone with its link, but it is in no list. Visible: everyone.
          </p>
          <select
            id={ids.visibility}
            data-field="visibility"
            aria-describedby={ids.visibilityHint}
            value={visibility}
            onChange={(e) => setVisibility(e.target.value as Visibility)}
          >
            {VISIBILITIES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <CoordinatesFields
          latitude={latitude}
          longitude={longitude}
          onChange={(lat, lng) => {
            setLatitude(lat);
            setLongitude(lng);
          }}
        />
        <div className={styles.field}>
          <label htmlFor={ids.town}>Town</label>
          <p id={ids.townHint} className={styles.hint}>
            The page shows the town&rsquo;s facts and text under &ldquo;The town&rdquo;.
          </p>
          <select id={ids.town} data-field="town" aria-describedby={ids.townHint} value={townId} onChange={(e) => setTownId(e.target.value)}>
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
        <TitleDerivedField
          label="Web address (path)"
          field="path"
          what="web address"
          hint="Made from the title; change only if you must."
          lockedHint="Fixed once the home is saved: links to it and its photos’ addresses use it."
          value={path}
          onChange={setPath}
          fromTitle={fromTitle.path}
          locked={!isNew}
        />
        <TitleDerivedField
          label="Photo file names (pictures path)"
          field="pictures_path"
          what="photo file names"
          hint="Added to every photo’s file name, which search engines read. Made from the title; change only if you must."
          lockedHint="Fixed once the home is saved: its photos are stored under it."
          value={picturesPath}
          onChange={setPicturesPath}
          fromTitle={fromTitle.pictures_path}
          locked={!isNew}
        />
        <TitleDerivedField
          label="Search result title (meta title)"
          field="meta_title"
          what="search result title"
          hint="The headline of this home in Google’s results and on the browser tab. Made from the title when left empty."
          value={metaTitle}
          onChange={setMetaTitle}
          fromTitle={fromTitle.meta_title}
        />
        <div className={styles.field}>
          <label htmlFor={ids.description}>Search result description (meta description)</label>
          <p id={ids.descriptionHint} className={styles.hint}>
            The two lines under the headline in Google&rsquo;s results: what makes a buyer click. About 150 characters.
          </p>
          <textarea
            id={ids.description}
            data-field="meta_description"
            aria-describedby={ids.descriptionHint}
            rows={4}
            value={metaDescription}
            onChange={(e) => setMetaDescription(e.target.value)}
          />
        </div>
        <p className={styles.hint}>The buying-cost facts (seller, cadastral category and income) are beside the price.</p>
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
