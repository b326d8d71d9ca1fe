import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { useId } from 'react';
import { ENERGY_CLASSES } from '../lib/property-draft';
import { TextField } from './TextField';
import styles from './editor.module.css';
const toIndex = (value) => (value.trim() === '' ? null : Math.max(0, Number(value) || 0));
/** Energy class (APE) and its two indices in kWh/m² a year. */
export function EnergyFields({ draft, onChange }) {
    const classId = useId();
    return (_jsxs("fieldset", { className: styles.group, children: [_jsx("legend", { children: "Energy performance" }), _jsxs("div", { className: styles.field, children: [_jsx("label", { htmlFor: classId, children: "Energy class" }), _jsxs("select", { id: classId, value: draft.energy_class ?? '', onChange: (e) => onChange({ energy_class: e.target.value === '' ? null : e.target.value }), children: [_jsx("option", { value: "", children: "Not stated" }), ENERGY_CLASSES.map((c) => (_jsx("option", { value: c, children: c }, c)))] })] }), _jsx(TextField, { label: "Non-renewable index (kWh/m\u00B2 a year)", type: "number", min: 0, step: "any", value: draft.energy_non_renewable_index === null ? '' : String(draft.energy_non_renewable_index), onChange: (value) => onChange({ energy_non_renewable_index: toIndex(value) }) }), _jsx(TextField, { label: "Renewable index (kWh/m\u00B2 a year)", type: "number", min: 0, step: "any", value: draft.energy_renewable_index === null ? '' : String(draft.energy_renewable_index), onChange: (value) => onChange({ energy_renewable_index: toIndex(value) }) })] }));
}
