import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FloatingActions, FloatingButton } from '@/components/floating-actions';
import { RichTextEditor } from '@/components/rich-text/RichTextEditor';
import { toast } from '@/components/toast';
import { LeaveEditorDialog, useChangedSinceStart, useUnsavedChanges } from '@/components/unsaved-changes';
import { paths } from '@/config/paths';
import { useCan } from '@/lib/session';
import { hasListingPicture, listingImage, type Gallery, type Property } from '@/features/property-data';
import { htmlHoldsDefaultText } from '@/lib/default-text';
import { useCreatePropertyDraft, type SavedPlace } from './api/create-draft';
import { useDeleteProperty } from './api/delete-property';
import { useSuggestedRef } from './api/suggest-ref';
import { BackgroundField } from './components/BackgroundField';
import { BuyingCostFacts } from './components/BuyingCostFacts';
import { CounterBlocksEditor } from './components/CounterBlocksEditor';
import { DistancesEditor } from './components/DistancesEditor';
import { FactsFields } from './components/FactsFields';
import { GalleryChooser } from './components/GalleryChooser';
import { ListEditor } from './components/ListEditor';
import { PhotosPanel } from './components/PhotosPanel';
import { PropertyMediaEditor } from '@/features/property-media';
import { OwnerPanel } from '@/features/owner-report';
import { PriceFields } from './components/PriceFields';
import { SettingsDialog, type FocusRequest } from './components/SettingsDialog';
import { ShareLinkField } from './components/ShareLinkField';
import { TextField } from './components/TextField';
import { ItalianTextsPanel } from './components/ItalianTextsPanel';
import { EnergyFields } from './components/EnergyFields';
import { focusField } from '@/lib/focus-field';
import type { FieldPlace } from './lib/field-of-message';
import { draftFromProperty, newPropertyDraft, PROPERTY_DEFAULT_TEXTS, toPropertyInput, type PropertyDraft } from './lib/property-draft';
import { PriceHistory } from './components/PriceHistory';
import { usePropertySave } from './use-property-save';
import styles from './components/editor.module.css';

interface PropertyEditorProps {
  /** Null for ref 'new'. */
  property: Property | null;
  galleries: readonly Gallery[];
}

const REF_MAX_LENGTH = 3;

/** SPEC §2 edit mode: every field in place, the floating buttons, settings and galleries. */
export function PropertyEditor({ property, galleries }: PropertyEditorProps) {
  // Saved once: a new property's first photo saves it as a hidden draft (PhotosPanel).
  const [place, setPlace] = useState<SavedPlace | null>(property);
  const isNew = property === null;
  const isStored = place !== null;
  const [draft, setDraft] = useState<PropertyDraft>(() => (property ? draftFromProperty(property) : newPropertyDraft()));
  const [dialog, setDialog] = useState<'settings' | 'gallery' | null>(null);
  const [cover, setCover] = useState<string | null>(() =>
    property && hasListingPicture(property) ? listingImage(property).src : null,
  );
  const createDraft = useCreatePropertyDraft();
  const draftSaving = useRef<Promise<SavedPlace> | null>(null);
  const [uploadGallery, setUploadGallery] = useState<string>(galleries[0]?.name ?? 'New Gallery');
  const canDelete = useCan('deleteProperty');
  const canManagePhotos = useCan('managePhotos');
  const navigate = useNavigate();
  const deleteMutation = useDeleteProperty();
  const unsaved = useUnsavedChanges(useChangedSinceStart(draft));
  const set = <K extends keyof PropertyDraft>(key: K) => (value: PropertyDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  // A refused save takes her to the field it names (issue #26), in the dialog when it lives there.
  const [focus, setFocus] = useState<(FocusRequest & { inSettings: boolean }) | null>(null);
  const takeTo = (place: FieldPlace) => {
    setDialog(place.inSettings ? 'settings' : null);
    setFocus((last) => ({ ...place, seq: (last?.seq ?? 0) + 1 }));
  };
  useEffect(() => {
    if (focus && !focus.inSettings) focusField(focus.field);
  }, [focus]);
  const { save, saving } = usePropertySave({ isNew, isStored, onFilled: setDraft, onRefused: takeTo, onSaved: unsaved.release });

  // The next free ref, suggested until she types in the field.
  const [refTyped, setRefTyped] = useState(false);
  const suggestedRef = useSuggestedRef(isNew && !refTyped).data ?? null;
  const current = !refTyped && draft.ref === '' && suggestedRef ? { ...draft, ref: suggestedRef } : draft;

  const ensureSaved = () => {
    draftSaving.current ??= createDraft.mutateAsync(toPropertyInput(current)).then(
      (saved) => {
        setPlace(saved);
        setDraft((d) => ({ ...d, ref: saved.ref, path: saved.path, pictures_path: saved.pictures_path }));
        toast.success(`Saved as a hidden draft, ref ${saved.ref}`);
        return saved;
      },
      (error: unknown) => {
        draftSaving.current = null;
        toast.error(error instanceof Error ? error.message : 'There was an error', 'Error');
        throw error;
      },
    );
    return draftSaving.current;
  };

  const cancel = () => {
    unsaved.release();
    if (isNew) navigate(paths.propertyListPage(1));
    else window.location.reload();
  };

  const remove = async () => {
    if (await deleteMutation.mutateAsync(draft.ref)) {
      unsaved.release();
      setDialog(null);
      navigate(paths.propertyListPage(1));
      toast.success('Deleted successfully!', 'Success');
    } else {
      toast.error('Something went wrong', 'Error');
    }
  };

  return (
    <article className={styles.editor} aria-label={isNew ? 'New property' : `Editing property ${draft.ref}`}>
      {/* The screen's one top heading (the public page's h1 is the title being edited). */}
      <h1 className={styles.screenTitle}>{isNew ? 'New property' : `Editing property ${draft.ref}`}</h1>
      {canManagePhotos && (
        <PhotosPanel
          place={place}
          ensureSaved={ensureSaved}
          galleryName={uploadGallery}
          cover={cover}
          onCover={setCover}
          publishing={draft.visibility !== 'hidden'}
        />
      )}
      <div className={styles.columns}>
        <section className={styles.panel} aria-label="Headings">
          <TextField label="Title" data-field="title" defaultText={PROPERTY_DEFAULT_TEXTS.title} value={draft.title} onChange={set('title')} />
          <TextField label="Second title" data-field="title2" defaultText={PROPERTY_DEFAULT_TEXTS.title2} value={draft.title2} onChange={set('title2')} />
          <TextField
            label="Listing title"
            data-field="listing_title"
            defaultText={PROPERTY_DEFAULT_TEXTS.listing_title}
            value={draft.listing_title}
            onChange={set('listing_title')}
          />
          {!isStored ? (
            <TextField
              label="Reference"
              data-field="ref"
              value={current.ref}
              onChange={(value) => {
                setRefTyped(true);
                set('ref')(value.slice(0, REF_MAX_LENGTH));
              }}
              maxLength={REF_MAX_LENGTH}
              inputMode="numeric"
            />
          ) : (
            <p className={styles.reference}>Reference: {draft.ref}</p>
          )}
          <TextField label="Location" data-field="location" defaultText={PROPERTY_DEFAULT_TEXTS.location} value={draft.location} onChange={set('location')} />
        </section>
        {/* The owner beside the price: what she discusses with them, and reports to them. */}
        <div className={styles.sideColumn}>
          <section className={styles.panel} aria-label="Price">
            <PriceFields
              price={draft.price}
              sold={draft.sold}
              underOffer={draft.under_offer}
              showReduction={draft.show_price_reduction}
              description={draft.price_description}
              onPrice={set('price')}
              onSold={set('sold')}
              onUnderOffer={set('under_offer')}
              onShowReduction={set('show_price_reduction')}
              onDescription={set('price_description')}
            />
            {/* The estimate buyers see beside the price rests on these (issue 43). */}
            <BuyingCostFacts facts={draft} onChange={(change) => setDraft((d) => ({ ...d, ...change }))} />
            {property?.price_history && <PriceHistory changes={property.price_history} />}
          </section>
          {place && <OwnerPanel propertyRef={place.ref} />}
        </div>
      </div>

      {property?.visibility === 'unlisted' && property.share_url && (
        <ShareLinkField propertyRef={property.ref} shareUrl={property.share_url} />
      )}

      {!isNew && canManagePhotos && <BackgroundField property={property} />}
      {isStored && <PropertyMediaEditor propertyRef={draft.ref} />}

      <FactsFields facts={draft} onChange={(change) => setDraft((d) => ({ ...d, ...change }))} />

      <ListEditor
        title="Features"
        itemLabel="Feature"
        field="features"
        defaultText={PROPERTY_DEFAULT_TEXTS.features}
        items={draft.features}
        onChange={set('features')}
      />

      <section className={styles.group} aria-labelledby="edit-description" data-field="description">
        <h2 id="edit-description" className={styles.groupTitle}>
          Description
        </h2>
        {htmlHoldsDefaultText(draft.description, PROPERTY_DEFAULT_TEXTS.description) && (
          <p className={styles.defaultHint}>Default text: replace &ldquo;{PROPERTY_DEFAULT_TEXTS.description}&rdquo; with your own.</p>
        )}
        <RichTextEditor label="Description" html={draft.description} onChange={set('description')} />
      </section>
      <ListEditor title="Description list" itemLabel="Line" field="description_list" items={draft.description_list} onChange={set('description_list')} />
      <ItalianTextsPanel draft={draft} onChange={set('italian')} />

      <div data-field="energy">
        <EnergyFields draft={draft} onChange={(change) => setDraft((d) => ({ ...d, ...change }))} />
      </div>
      <div data-field="counter_blocks">
        <CounterBlocksEditor blocks={draft.counter_blocks} onChange={set('counter_blocks')} />
      </div>
      <DistancesEditor distances={draft.distances} onChange={set('distances')} />

      <FloatingActions label="Property editing">
        <FloatingButton icon="save" label="Save property" short="Save" onClick={() => void save(current)} disabled={saving} />
        <FloatingButton icon="cancel" label="Cancel editing" short="Cancel" onClick={cancel} />
        {canManagePhotos && <FloatingButton icon="gallery" label="Add photos" onClick={() => setDialog('gallery')} />}
        <FloatingButton icon="settings" label="Property settings" short="Settings" onClick={() => setDialog('settings')} />
      </FloatingActions>

      {dialog === 'settings' && (
        <SettingsDialog
          draft={draft}
          isNew={!isStored}
          onDelete={canDelete ? remove : null}
          onSave={(settings) => {
            const edited = { ...current, ...settings };
            setDraft(edited);
            void save(edited);
          }}
          onClose={() => setDialog(null)}
          saving={saving}
          focus={focus?.inSettings ? focus : null}
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
      <LeaveEditorDialog blocker={unsaved.blocker} />
    </article>
  );
}
