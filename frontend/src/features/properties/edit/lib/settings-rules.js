/** SPEC §5 "Settings dialog": characters that may not appear in path or pictures_path. */
const FORBIDDEN_PATH_CHARACTERS = /[\s:/?#[\]@%=<>{}|^~`']/g;
/**
 * Strips the forbidden characters and prefixes a non-empty value with '-'. Leading dashes
 * are folded into that one prefix, so saving the dialog twice never gives '--villa'.
 */
export function cleanPathSegment(raw) {
    const stripped = raw.replace(FORBIDDEN_PATH_CHARACTERS, '').replace(/^-+/, '');
    return stripped === '' ? '' : `-${stripped}`;
}
/**
 * Latitude and longitude, when filled, must contain a decimal point ('Latitude is invalid',
 * 'Longitude is invalid'). Both given → 'lat;lng'; either empty → cleared.
 */
export function checkCoordinates(latitude, longitude) {
    const lat = latitude.trim();
    const lng = longitude.trim();
    if (lat !== '' && !isDecimal(lat))
        return { ok: false, message: 'Latitude is invalid' };
    if (lng !== '' && !isDecimal(lng))
        return { ok: false, message: 'Longitude is invalid' };
    if (lat === '' || lng === '')
        return { ok: true, coordinates: '' };
    return { ok: true, coordinates: `${lat};${lng}` };
}
function isDecimal(value) {
    return value.includes('.') && Number.isFinite(Number(value));
}
/** The 'lat;lng' string split for the two inputs; anything else gives two empty fields. */
export function splitCoordinates(coordinates) {
    const [lat = '', lng = ''] = coordinates.split(';');
    return coordinates.includes(';') ? [lat.trim(), lng.trim()] : ['', ''];
}
/** The town select's value: the blank first entry is the string 'null'. */
export function parseTownId(value) {
    if (value === 'null' || value === '')
        return null;
    const id = Number(value);
    return Number.isSafeInteger(id) && id > 0 ? id : null;
}
