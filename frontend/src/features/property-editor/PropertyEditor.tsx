import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FloatingActions, FloatingButton } from '@/components/floating-actions';
import { RichTextEditor } from '@/components/rich-text/RichTextEditor';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import { useCan } from '@/lib/session';
import type { Gallery, Property } from '@/features/property-data';
import { useDeleteProperty } from './api/delete-property';
import { useSaveProperty } from './api/save-property';
import { BackgroundField } from './components/BackgroundField';
import { CounterBlocksEditor } from './components/CounterBlocksEditor';
import { DistancesEditor } from './components/DistancesEditor';
import { GalleryChooser } from './components/GalleryChooser';
import { GalleryPhotos } from './components/GalleryPhotos';
import { ListEditor } from './components/ListEditor';
import { PhotoUploader } from './components/PhotoUploader';
import { PriceFields } from './components/PriceFields';
import { SettingsDialog } from './components/SettingsDialog';
import { ShareLinkField } from './components/ShareLinkField';
import { TextField } from './components/TextField';
import { EnergyFields } from './components/EnergyFields';
import { galleryTarget } from './lib/image-targets';
import { draftFromProperty, newPropertyDraft, toPropertyInput, type PropertyDraft } from './lib/property-draft';
import { checkPropertySave } from './lib/property-schema';
import styles from './components/editor.module.css';

interface PropertyEditorProps {
  /** Null for ref 'new'. */
  property: Property | null;
  galleries: readonly Gallery[];
}

const REF_MAX_LENGTH = 3;

/** SPEC §2 edit mode: every field in place, the floating buttons, settings and galleries. */
export function PropertyEditor({ property, galleries }: PropertyEditorProps) {
  const isNew = property === null;
  const [draft, setDraft] = useState<PropertyDraft>(() => (property ? draftFromProperty(property) : newPropertyDraft()));
  const [dialog, setDialog] = useState<'settings' | 'gallery' | null>(null);
  const [uploadGallery, setUploadGallery] = useState<string | null>(null);
  const canDelete = useCan('deleteProperty');
  const canManagePhotos = useCan('managePhotos');
  const navigate = useNavigate();
  const saveMutation = useSaveProperty();
  const deleteMutation = useDeleteProperty();
  const set = <K extends keyof PropertyDraft>(key: K) => (value: PropertyDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const save = async () => {
    const check = checkPropertySave(draft);
    if (!check.ok) {
      toast.error(check.message, 'Error');
      return;
    }
    // Settles once every property read was fetched again, so the list shows the new property.
    const outcome = await saveMutation.mutateAsync({ input: toPropertyInput(draft), isNew });
    if (!outcome.ok) {
      toast.error(outcome.message, 'Error');
      return;
    }
    if (isNew) {
      navigate(paths.propertyListPage(1));
    } else {
      window.history.replaceState(null, '', paths.propertyDetail(draft.ref));
      window.location.reload();
    }
  };

  const cancel = () => {
    if (isNew) navigate(paths.propertyListPage(1));
    else window.location.reload();
  };

  const remove = async () => {
    if (await deleteMutation.mutateAsync(draft.ref)) {
      setDialog(null);
      navigate(paths.propertyListPage(1));
      toast.success('Deleted successfully!', 'Success');
    } else {
      toast.error('Something went wrong', 'Error');
    }
  };

  return (
    <article className={styles.editor} aria-label={isNew ? 'New property' : `Editing property ${draft.ref}`}>
      <div className={styles.columns}>
        <section className={styles.panel} aria-label="Headings">
          <TextField label="Title" value={draft.title} onChange={set('title')} />
          <TextField label="Second title" value={draft.title2} onChange={set('title2')} />
          <TextField label="Listing title" value={draft.listing_title} onChange={set('listing_title')} />
          {isNew ? (
            <TextField
              label="Reference"
              value={draft.ref}
              onChange={(value) => set('ref')(value.slice(0, REF_MAX_LENGTH))}
              maxLength={REF_MAX_LENGTH}
              inputMode="numeric"
            />
          ) : (
            <p className={styles.reference}>Reference: {draft.ref}</p>
          )}
          <TextField label="Location" value={draft.location} onChange={set('location')} />
        </section>
        <section className={styles.panel} aria-label="Price">
          <PriceFields
            price={draft.price}
            sold={draft.sold}
            description={draft.price_description}
            onPrice={set('price')}
            onSold={set('sold')}
            onDescription={set('price_description')}
          />
        </section>
      </div>

      {property?.visibility === 'unlisted' && property.share_url && (
        <ShareLinkField propertyRef={property.ref} shareUrl={property.share_url} />
      )}

      {!isNew && canManagePhotos && <BackgroundField property={property} />}

      <ListEditor title="Features" itemLabel="Feature" items={draft.features} onChange={set('features')} />

      <section className={styles.group} aria-labelledby="edit-description">
        <h2 id="edit-description" className={styles.groupTitle}>
          Description
        </h2>
        <RichTextEditor label="Description" html={draft.description} onChange={set('description')} />
      </section>
      <ListEditor title="Description list" itemLabel="Line" items={draft.description_list} onChange={set('description_list')} />

      <EnergyFields draft={draft} onChange={(change) => setDraft((d) => ({ ...d, ...change }))} />
      <CounterBlocksEditor blocks={draft.counter_blocks} onChange={set('counter_blocks')} />
      <DistancesEditor distances={draft.distances} onChange={set('distances')} />

      {!isNew && <GalleryPhotos propertyRef={draft.ref} galleries={galleries} />}
      {uploadGallery && (
        <PhotoUploader
          key={uploadGallery}
          title={`Photos for the gallery ${uploadGallery}`}
          target={galleryTarget(draft, uploadGallery)}
          multiple
        />
      )}
      {isNew && <p className={styles.note}>Save the property first; photos are added once it exists.</p>}

      <FloatingActions label="Property editing">
        <FloatingButton icon="save" label="Save property" onClick={() => void save()} disabled={saveMutation.isPending} />
        <FloatingButton icon="cancel" label="Cancel editing" onClick={cancel} />
        {!isNew && canManagePhotos && <FloatingButton icon="gallery" label="Add photos" onClick={() => setDialog('gallery')} />}
        <FloatingButton icon="settings" label="Property settings" onClick={() => setDialog('settings')} />
      </FloatingActions>

      {dialog === 'settings' && (
        <SettingsDialog
          draft={draft}
          isNew={isNew}
          onDelete={canDelete ? remove : null}
          onSave={(settings) => {
            setDraft((d) => ({ ...d, ...settings }));
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'gallery' && (
        <GalleryChooser
          onClose={(name) => {
            setDialog(null);
            if (name) setUploadGallery(name);
          }}
        />
      )}
    </article>
  );
}
