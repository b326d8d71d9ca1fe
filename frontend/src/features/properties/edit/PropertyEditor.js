import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { FloatingActions, FloatingButton } from '@/components/floating-actions';
import { RichTextEditor } from '@/components/rich-text/RichTextEditor';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import { useCan } from '@/lib/session';
import { deleteProperty } from './api/delete-property';
import { saveProperty } from './api/save-property';
import { BackgroundField } from './components/BackgroundField';
import { CounterBlocksEditor } from './components/CounterBlocksEditor';
import { DistancesEditor } from './components/DistancesEditor';
import { GalleryChooser } from './components/GalleryChooser';
import { GalleryPhotos } from './components/GalleryPhotos';
import { ListEditor } from './components/ListEditor';
import { PhotoUploader } from './components/PhotoUploader';
import { PriceFields } from './components/PriceFields';
import { SettingsDialog } from './components/SettingsDialog';
import { TextField } from './components/TextField';
import { EnergyFields } from './components/EnergyFields';
import { galleryTarget } from './lib/image-targets';
import { draftFromProperty, newPropertyDraft, toPropertyInput } from './lib/property-draft';
import { checkPropertySave } from './lib/property-schema';
import styles from './components/editor.module.css';
const REF_MAX_LENGTH = 3;
/** SPEC §2 edit mode: every field in place, the floating buttons, settings and galleries. */
export function PropertyEditor({ property, galleries }) {
    const isNew = property === null;
    const [draft, setDraft] = useState(() => (property ? draftFromProperty(property) : newPropertyDraft()));
    const [dialog, setDialog] = useState(null);
    const [uploadGallery, setUploadGallery] = useState(null);
    const [saving, setSaving] = useState(false);
    const canDelete = useCan('deleteProperty');
    const canManagePhotos = useCan('managePhotos');
    const navigate = useNavigate();
    const queryClient = useQueryClient();
    const set = (key) => (value) => setDraft((d) => ({ ...d, [key]: value }));
    const refreshGalleries = () => void queryClient.invalidateQueries({ queryKey: ['properties', 'gallery', draft.ref] });
    const save = async () => {
        const check = checkPropertySave(draft);
        if (!check.ok) {
            toast.error(check.message, 'Error');
            return;
        }
        setSaving(true);
        const outcome = await saveProperty(toPropertyInput(draft), isNew);
        setSaving(false);
        if (!outcome.ok) {
            toast.error(outcome.message, 'Error');
            return;
        }
        await queryClient.invalidateQueries({ queryKey: ['properties'] });
        if (isNew) {
            navigate(paths.propertyListPage(1));
        }
        else {
            window.history.replaceState(null, '', paths.propertyDetail(draft.ref));
            window.location.reload();
        }
    };
    const cancel = () => {
        if (isNew)
            navigate(paths.propertyListPage(1));
        else
            window.location.reload();
    };
    const remove = async () => {
        if (await deleteProperty(draft.ref)) {
            setDialog(null);
            await queryClient.invalidateQueries({ queryKey: ['properties'] });
            navigate(paths.propertyListPage(1));
            toast.success('Deleted successfully!', 'Success');
        }
        else {
            toast.error('Something went wrong', 'Error');
        }
    };
    return (_jsxs("article", { className: styles.editor, "aria-label": isNew ? 'New property' : `Editing property ${draft.ref}`, children: [_jsxs("div", { className: styles.columns, children: [_jsxs("section", { className: styles.panel, "aria-label": "Headings", children: [_jsx(TextField, { label: "Title", value: draft.title, onChange: set('title') }), _jsx(TextField, { label: "Second title", value: draft.title2, onChange: set('title2') }), _jsx(TextField, { label: "Listing title", value: draft.listing_title, onChange: set('listing_title') }), isNew ? (_jsx(TextField, { label: "Reference", value: draft.ref, onChange: (value) => set('ref')(value.slice(0, REF_MAX_LENGTH)), maxLength: REF_MAX_LENGTH, inputMode: "numeric" })) : (_jsxs("p", { className: styles.reference, children: ["Reference: ", draft.ref] })), _jsx(TextField, { label: "Location", value: draft.location, onChange: set('location') })] }), _jsx("section", { className: styles.panel, "aria-label": "Price", children: _jsx(PriceFields, { price: draft.price, sold: draft.sold, description: draft.price_description, onPrice: set('price'), onSold: set('sold'), onDescription: set('price_description') }) })] }), !isNew && canManagePhotos && _jsx(BackgroundField, { property: property }), _jsx(ListEditor, { title: "Features", itemLabel: "Feature", items: draft.features, onChange: set('features') }), _jsxs("section", { className: styles.group, "aria-labelledby": "edit-description", children: [_jsx("h2", { id: "edit-description", className: styles.groupTitle, children: "Description" }), _jsx(RichTextEditor, { label: "Description", html: draft.description, onChange: set('description') })] }), _jsx(ListEditor, { title: "Description list", itemLabel: "Line", items: draft.description_list, onChange: set('description_list') }), _jsx(EnergyFields, { draft: draft, onChange: (change) => setDraft((d) => ({ ...d, ...change })) }), _jsx(CounterBlocksEditor, { blocks: draft.counter_blocks, onChange: set('counter_blocks') }), _jsx(DistancesEditor, { distances: draft.distances, onChange: set('distances') }), !isNew && _jsx(GalleryPhotos, { galleries: galleries, onChanged: refreshGalleries }), uploadGallery && (_jsx(PhotoUploader, { title: `Photos for the gallery ${uploadGallery}`, target: galleryTarget(draft, uploadGallery), multiple: true, onUploaded: refreshGalleries }, uploadGallery)), isNew && _jsx("p", { className: styles.note, children: "Save the property first; photos are added once it exists." }), _jsxs(FloatingActions, { label: "Property editing", children: [_jsx(FloatingButton, { icon: "save", label: "Save property", onClick: () => void save(), disabled: saving }), _jsx(FloatingButton, { icon: "cancel", label: "Cancel editing", onClick: cancel }), !isNew && canManagePhotos && _jsx(FloatingButton, { icon: "gallery", label: "Add photos", onClick: () => setDialog('gallery') }), _jsx(FloatingButton, { icon: "settings", label: "Property settings", onClick: () => setDialog('settings') })] }), dialog === 'settings' && (_jsx(SettingsDialog, { draft: draft, isNew: isNew, onDelete: canDelete ? remove : null, onSave: (settings) => {
                    setDraft((d) => ({ ...d, ...settings }));
                    setDialog(null);
                }, onClose: () => setDialog(null) })), dialog === 'gallery' && (_jsx(GalleryChooser, { onClose: (name) => {
                    setDialog(null);
                    if (name)
                        setUploadGallery(name);
                } }))] }));
}
