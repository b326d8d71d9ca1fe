export function handoverState(property) {
    return { property };
}
/**
 * Reads the handed-over summary back, if the state holds one for `ref`. History state can
 * outlive a deploy, so its shape is checked rather than trusted.
 */
export function readHandover(state, ref) {
    if (typeof state !== 'object' || state === null || !('property' in state))
        return null;
    const property = state.property;
    if (typeof property !== 'object' || property === null)
        return null;
    const candidate = property;
    if (candidate.ref !== ref || typeof candidate.listing_title !== 'string')
        return null;
    return property;
}
