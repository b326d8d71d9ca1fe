import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { useId, useState } from 'react';
import { Dialog } from '@/components/dialog';
import { toast } from '@/components/toast';
import { useTowns } from '../api/get-towns';
import { checkCoordinates, cleanPathSegment, parseTownId, splitCoordinates } from '../lib/settings-rules';
import { TextField } from './TextField';
import styles from './editor.module.css';
const VISIBILITIES = [
    ['hidden', 'Hidden'],
    ['unlisted', 'Unlisted'],
    ['visible', 'Visible'],
];
/** SPEC §2 settings dialog (600 × 850) with the §5 rules for coordinates, paths and town. */
export function SettingsDialog({ draft, isNew, onDelete, onSave, onClose }) {
    const [initialLat, initialLng] = splitCoordinates(draft.coordinates);
    const [visibility, setVisibility] = useState(draft.visibility);
    const [latitude, setLatitude] = useState(initialLat);
    const [longitude, setLongitude] = useState(initialLng);
    const [townId, setTownId] = useState(draft.town_id === null ? 'null' : String(draft.town_id));
    const [path, setPath] = useState(draft.path);
    const [picturesPath, setPicturesPath] = useState(draft.pictures_path);
    const [metaTitle, setMetaTitle] = useState(draft.meta_title);
    const [metaDescription, setMetaDescription] = useState(draft.meta_description);
    const [confirming, setConfirming] = useState(false);
    const [deleting, setDeleting] = useState(false);
    const towns = useTowns().data ?? [];
    const ids = { visibility: useId(), town: useId(), description: useId() };
    const save = (event) => {
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
        });
    };
    const remove = async () => {
        if (!onDelete)
            return;
        setDeleting(true);
        await onDelete();
        setDeleting(false);
    };
    return (_jsx(Dialog, { title: "Property settings", onClose: onClose, className: styles.settings, children: _jsxs("form", { onSubmit: save, className: styles.dialogForm, noValidate: true, children: [_jsxs("div", { className: styles.field, children: [_jsx("label", { htmlFor: ids.visibility, children: "Visibility" }), _jsx("select", { id: ids.visibility, value: visibility, onChange: (e) => setVisibility(e.target.value), children: VISIBILITIES.map(([value, label]) => (_jsx("option", { value: value, children: label }, value))) })] }), _jsx(TextField, { label: "Latitude", value: latitude, onChange: setLatitude, type: "number", step: "any", inputMode: "decimal" }), _jsx(TextField, { label: "Longitude", value: longitude, onChange: setLongitude, type: "number", step: "any", inputMode: "decimal" }), _jsxs("div", { className: styles.field, children: [_jsx("label", { htmlFor: ids.town, children: "Town" }), _jsxs("select", { id: ids.town, value: townId, onChange: (e) => setTownId(e.target.value), children: [_jsx("option", { value: "null" }), towns.map((town) => (_jsx("option", { value: String(town.id), children: town.name }, town.id)))] })] }), _jsx(TextField, { label: "Path", value: path, onChange: setPath, readOnly: !isNew }), _jsx(TextField, { label: "Pictures path", value: picturesPath, onChange: setPicturesPath, readOnly: !isNew }), _jsx(TextField, { label: "Meta title", value: metaTitle, onChange: setMetaTitle }), _jsxs("div", { className: styles.field, children: [_jsx("label", { htmlFor: ids.description, children: "Meta description" }), _jsx("textarea", { id: ids.description, rows: 4, value: metaDescription, onChange: (e) => setMetaDescription(e.target.value) })] }), _jsxs("div", { className: styles.dialogButtons, children: [_jsx("button", { type: "submit", className: styles.primary, children: "Save" }), onDelete && !isNew && !confirming && (_jsx("button", { type: "button", className: styles.danger, onClick: () => setConfirming(true), children: "Delete" }))] }), confirming && (_jsxs("div", { className: styles.confirm, role: "alertdialog", "aria-label": "Confirm deletion", children: [_jsxs("p", { children: ["Delete property ", draft.ref, " and its photos? This cannot be undone."] }), _jsx("button", { type: "button", className: styles.danger, onClick: () => void remove(), disabled: deleting, children: "Yes, delete it" }), _jsx("button", { type: "button", className: styles.secondary, onClick: () => setConfirming(false), children: "Keep it" })] }))] }) }));
}
