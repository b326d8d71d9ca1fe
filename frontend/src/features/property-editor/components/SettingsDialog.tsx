import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '@/components/dialog';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import { useTowns } from '@/features/towns';
import { useCan } from '@/lib/session';
import type { Visibility } from '@/features/property-data';
import { checkCoordinates, cleanPathSegment, parseTownId, splitCoordinates } from '../lib/settings-rules';
import type { PropertyDraft } from '../lib/property-draft';
import { FactsFields, type Facts } from './FactsFields';
import { TextField } from './TextField';
import styles from './editor.module.css';

type Settings = Pick<PropertyDraft, 'visibility' | 'coordinates' | 'town_id' | 'path' | 'pictures_path' | 'meta_title' | 'meta_description'> &
  Facts;

interface SettingsDialogProps {
  draft: PropertyDraft;
  isNew: boolean;
  /** Null when this role may not delete (agents). */
  onDelete: (() => Promise<void>) | null;
  onSave: (settings: Settings) => void;
  onClose: () => void;
}

const VISIBILITIES: [Visibility, string][] = [
  ['hidden', 'Hidden'],
  ['unlisted', 'Unlisted'],
  ['visible', 'Visible'],
];

/** SPEC §2 settings dialog (600 × 850) with the §5 rules for coordinates, paths and town. */
export function SettingsDialog({ draft, isNew, onDelete, onSave, onClose }: SettingsDialogProps) {
  const [initialLat, initialLng] = splitCoordinates(draft.coordinates);
  const [visibility, setVisibility] = useState(draft.visibility);
  const [latitude, setLatitude] = useState(initialLat);
  const [longitude, setLongitude] = useState(initialLng);
  const [townId, setTownId] = useState(draft.town_id === null ? 'null' : String(draft.town_id));
  const [path, setPath] = useState(draft.path);
  const [picturesPath, setPicturesPath] = useState(draft.pictures_path);
  const [metaTitle, setMetaTitle] = useState(draft.meta_title);
  const [metaDescription, setMetaDescription] = useState(draft.meta_description);
  const [facts, setFacts] = useState<Facts>({
    kind: draft.kind,
    bedrooms: draft.bedrooms,
    bathrooms: draft.bathrooms,
    internal_area_m2: draft.internal_area_m2,
    land_area_m2: draft.land_area_m2,
  });
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const towns = useTowns().data ?? [];
  const canEditTowns = useCan('editTowns');
  const ids = { visibility: useId(), town: useId(), description: useId() };

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
      ...facts,
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
      <form onSubmit={save} className={styles.dialogForm} noValidate>
        <div className={styles.field}>
          <label htmlFor={ids.visibility}>Visibility</label>
          <select id={ids.visibility} value={visibility} onChange={(e) => setVisibility(e.target.value as Visibility)}>
            {VISIBILITIES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <FactsFields facts={facts} onChange={(change) => setFacts((f) => ({ ...f, ...change }))} />
        <TextField label="Latitude" value={latitude} onChange={setLatitude} type="number" step="any" inputMode="decimal" />
        <TextField label="Longitude" value={longitude} onChange={setLongitude} type="number" step="any" inputMode="decimal" />
        <div className={styles.field}>
          <label htmlFor={ids.town}>Town</label>
          <select id={ids.town} value={townId} onChange={(e) => setTownId(e.target.value)}>
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
        <TextField label="Path" value={path} onChange={setPath} readOnly={!isNew} />
        <TextField label="Pictures path" value={picturesPath} onChange={setPicturesPath} readOnly={!isNew} />
        <TextField label="Meta title" value={metaTitle} onChange={setMetaTitle} />
        <div className={styles.field}>
          <label htmlFor={ids.description}>Meta description</label>
          <textarea id={ids.description} rows={4} value={metaDescription} onChange={(e) => setMetaDescription(e.target.value)} />
        </div>
        <div className={styles.dialogButtons}>
          <button type="submit" className={styles.primary}>
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
