/**
 * WAI-ARIA tabs keyboard model: arrows move (wrapping), Home and End jump to the ends.
 * Returns the tab to select, or null when the key is not a tab key.
 */
export function tabAfterKey(key, current, count) {
    switch (key) {
        case 'ArrowRight':
        case 'ArrowDown':
            return (current + 1) % count;
        case 'ArrowLeft':
        case 'ArrowUp':
            return (current - 1 + count) % count;
        case 'Home':
            return 0;
        case 'End':
            return count - 1;
        default:
            return null;
    }
}
