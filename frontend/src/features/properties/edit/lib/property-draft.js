/** Italian energy performance classes (APE), best first. */
export const ENERGY_CLASSES = ['A4', 'A3', 'A2', 'A1', 'B', 'C', 'D', 'E', 'F', 'G'];
/** SPEC §3: travel times a new property starts with. */
export const DEFAULT_DISTANCES = [
    { distance: 45, descrip: 'from Alba', place: 'alba' },
    { distance: 45, descrip: 'from the Barolo area', place: 'barolo' },
    { distance: 25, descrip: 'from Asti', place: 'asti' },
    { distance: 120, descrip: 'from airports and coast', place: 'airports' },
];
/** SPEC §3 "Defaults for a new property": placeholder texts, default distances, price 0. */
export function newPropertyDraft() {
    return {
        ref: '',
        title: 'Your title here',
        title2: 'Your second title here',
        listing_title: 'Listing title here',
        meta_title: '',
        meta_description: '',
        path: '',
        pictures_path: '',
        location: 'Location here',
        price: 0,
        price_description: '',
        sold: false,
        visibility: 'hidden',
        coordinates: '',
        description: '<p>Description here</p>',
        description_list: [],
        features: ['Feature here'],
        distances: DEFAULT_DISTANCES.map((d) => ({ ...d })),
        town_id: null,
        counter_blocks: [],
        energy_class: null,
        energy_non_renewable_index: null,
        energy_renewable_index: null,
    };
}
export function draftFromProperty(property) {
    return {
        ref: property.ref,
        title: property.title,
        title2: property.title2,
        listing_title: property.listing_title,
        meta_title: property.meta_title,
        meta_description: property.meta_description,
        path: property.path,
        pictures_path: property.pictures_path,
        location: property.location,
        price: property.price,
        price_description: property.price_description,
        sold: property.sold,
        visibility: property.visibility,
        coordinates: property.coordinates,
        description: property.description,
        description_list: property.description_list_d,
        features: property.features_d,
        distances: property.distances_d.map(({ distance, descrip, place }) => ({ distance, descrip, place })),
        town_id: property.town_id ?? property.town?.id ?? null,
        counter_blocks: property.counter_blocks.map(({ value, label }) => ({ value, label })),
        energy_class: property.energy_class ?? null,
        energy_non_renewable_index: property.energy_non_renewable_index ?? null,
        energy_renewable_index: property.energy_renewable_index ?? null,
    };
}
const joinLines = (lines) => lines
    .map((line) => line.replace(/;/g, ',').trim())
    .filter((line) => line !== '')
    .join(';');
/** The save body: lists joined with ';' (a ';' inside an entry would split it, so it becomes ','). */
export function toPropertyInput(draft) {
    const { town_id, energy_class, energy_non_renewable_index, energy_renewable_index, ...fields } = draft;
    return {
        ...fields,
        features: joinLines(draft.features),
        description_list: joinLines(draft.description_list),
        price: Math.max(0, Math.round(draft.price || 0)),
        counter_blocks: draft.counter_blocks.filter((b) => b.value.trim() !== '' || b.label.trim() !== ''),
        // A missing field is the server's "none"; the energy indices go by their EPgl names there.
        town_id: town_id ?? undefined,
        energy_class: energy_class ?? undefined,
        energy_performance_nren: energy_non_renewable_index ?? undefined,
        energy_performance_ren: energy_renewable_index ?? undefined,
    };
}
