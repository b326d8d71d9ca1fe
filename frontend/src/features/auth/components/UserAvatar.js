import { jsx as _jsx } from "react/jsx-runtime";
import styles from './AccountSlot.module.css';
/** The signed-in user's picture (SPEC §2 Header), or their initial when there is none. */
export function UserAvatar({ user }) {
    const label = user.name ? `Signed in as ${user.name}` : `Signed in (${user.role ?? 'user'})`;
    if (!user.picture) {
        return (_jsx("span", { className: styles.initial, role: "img", "aria-label": label, children: (user.name ?? user.role ?? '?').charAt(0).toUpperCase() }));
    }
    return (_jsx("img", { className: styles.avatar, src: user.picture, alt: label, width: 36, height: 36, referrerPolicy: "no-referrer" }));
}
