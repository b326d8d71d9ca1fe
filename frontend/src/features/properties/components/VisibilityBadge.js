import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { EyeSlashIcon } from './EyeSlashIcon';
import styles from './badges.module.css';
const LABELS = {
    hidden: 'Hidden',
    unlisted: 'Unlisted',
};
/** Marks properties the public cannot find (only staff are served those). */
export function VisibilityBadge({ visibility }) {
    if (visibility === 'visible')
        return null;
    return (_jsxs("span", { className: `${styles.badge} ${styles.visibility}`, children: [_jsx(EyeSlashIcon, {}), LABELS[visibility]] }));
}
